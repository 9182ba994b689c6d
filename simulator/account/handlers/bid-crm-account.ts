import { http } from 'msw'
import { ApiError, done, ok, readParams, userEndpoint } from '../../http'
import { assertPassword, findAccountByMobile } from '../registration'
import { assertMobile, checkSmsCode, spendSmsCode } from '../../sms'
import type { Simulator } from '../../state'
import { hashPassword, verifyPassword } from '../../passwords'

const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]{2,3}){1,2}$/

/**
 * Account security (decision 040): the signed-in account changes its mobile (a code sent to the new
 * one), its e-mail (a code sent to the mobile on file) or its password (the old one first). The
 * account is the token's; nothing in the body names it.
 */
export function bidCrmAccountHandlers(sim: Simulator) {
  return [
    /** The mobile on file becomes `mobile`, once the code texted to it checks out. */
    http.post(
      '*/api/bid-crm/supplier/changePhone',
      userEndpoint(sim, async ({ request, user }) => {
        const params = await readParams(request, { json: true })
        const mobile = assertMobile(params.mobile)
        if (mobile === user.phone) throw new ApiError(400, '新手机号码不能与原手机号码相同')
        const holder = findAccountByMobile(sim, user.tenantId, mobile)
        if (holder && holder.id !== user.id) throw new ApiError(400, '该手机号码已被其他账号使用')
        const code = checkSmsCode(sim, { tenantId: user.tenantId, mobile, purpose: 'changePhone', code: params.smsCode })
        sim.db.user.update({ where: { id: { equals: user.id } }, data: { phone: mobile } })
        spendSmsCode(sim, code)
        sim.persist()
        return done('手机号码修改成功')
      }),
    ),

    /** The e-mail becomes `email`, once the code texted to the account's mobile checks out. */
    http.post(
      '*/api/bid-crm/supplier/changeEmail',
      userEndpoint(sim, async ({ request, user }) => {
        const params = await readParams(request, { json: true })
        const email = (params.email ?? '').trim()
        if (!email) throw new ApiError(400, '电子邮箱不能为空')
        if (email.length > 50 || !EMAIL.test(email)) throw new ApiError(400, '电子邮箱格式不正确')
        if (email === user.email) throw new ApiError(400, '新邮箱不能与原邮箱相同')
        if (!user.phone) throw new ApiError(400, '账号未绑定手机号码，请先绑定手机号码')
        const code = checkSmsCode(sim, { tenantId: user.tenantId, mobile: user.phone, purpose: 'changeEmail', code: params.smsCode })
        sim.db.user.update({ where: { id: { equals: user.id } }, data: { email } })
        spendSmsCode(sim, code)
        sim.persist()
        return done('电子邮箱修改成功')
      }),
    ),

    /**
     * A new password (BladeX's `oldPassword`, `newPassword`, `newPassword1`), the old one first. Every
     * other session of the account ends: its next request answers 401 `relogin`; this one goes on.
     */
    http.post(
      '*/api/bid-crm/supplier/changePwd',
      userEndpoint(sim, async ({ request, user, session }) => {
        const params = await readParams(request, { json: true })
        const oldPassword = params.oldPassword ?? ''
        if (!oldPassword) throw new ApiError(400, '请输入原密码')
        if (!verifyPassword(oldPassword, user.password)) throw new ApiError(400, '原密码不正确')
        const password = assertPassword(params.newPassword)
        if ((params.newPassword1 ?? '') !== password) throw new ApiError(400, '两次输入的密码不一致')
        if (password === oldPassword) throw new ApiError(400, '新密码不能与原密码相同')
        sim.db.user.update({ where: { id: { equals: user.id } }, data: { password: hashPassword(password) } })
        const signedOut = sim.sessions.endOthers(user.id, session.accessToken)
        sim.persist()
        return ok({ signedOut }, '密码修改成功')
      }),
    ),
  ]
}
