import { http } from 'msw'
import { ApiError, done, publicEndpoint, readParams } from '../../http'
import { assertMobile, checkSmsCode, sendSmsCode, smsPurposeOf } from '../../sms'
import { findAccountByMobile, tenantOf } from '../../account'
import type { Simulator } from '../../state'

export function bidNoticeHandlers(sim: Simulator) {
  return [
    /**
     * An SMS code for registration (`type` 1) or password recovery (`type` 2), decision 037. No
     * sign-in needed. A registration code is refused for a mobile the tenant already knows, a
     * recovery code for one it does not; the gateway's limits follow (sms.ts).
     */
    http.post(
      '*/api/bid-notice/sms/send/getCode',
      publicEndpoint(sim, async ({ request }) => {
        const params = await readParams(request, { json: true })
        const mobile = assertMobile(params.mobile)
        const purpose = smsPurposeOf(params.type)
        const tenantId = tenantOf(sim, request, params)
        const known = findAccountByMobile(sim, tenantId, mobile) !== null
        if (purpose === 'register' && known) throw new ApiError(400, '该手机号已注册，请直接登录')
        if (purpose === 'forgetPwd' && !known) throw new ApiError(400, '该手机号未注册')
        // Account security (decision 040): a new mobile nobody uses yet; the e-mail's code to a mobile on file.
        if (purpose === 'changePhone' && known) throw new ApiError(400, '该手机号码已被其他账号使用')
        if (purpose === 'changeEmail' && !known) throw new ApiError(400, '该手机号未注册')
        sendSmsCode(sim, { tenantId, mobile, purpose })
        sim.persist()
        return done('验证码已发送')
      }),
    ),

    /**
     * Whether the code typed is the newest one sent to the mobile for that purpose (`type`), before
     * the request it serves (path designed: decision 037). Nothing is used up: the request checks
     * the code again and spends it. A wrong code counts against it, as it does at the request.
     */
    http.post(
      '*/api/bid-notice/sms/checkCode',
      publicEndpoint(sim, async ({ request }) => {
        const params = await readParams(request, { json: true })
        const mobile = assertMobile(params.mobile)
        const purpose = smsPurposeOf(params.type)
        checkSmsCode(sim, { tenantId: tenantOf(sim, request, params), mobile, purpose, code: params.smsCode })
        return done('验证码正确')
      }),
    ),
  ]
}
