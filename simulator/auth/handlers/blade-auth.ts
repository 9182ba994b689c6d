import { http } from 'msw'
import type { UserRecord } from '../../../fixtures/types'
import type { Captcha, TokenResponse } from '@/services/schemas/blade-auth'
import { json, ok, publicEndpoint, readParams, TokenError } from '../../http'
import type { Session } from '../../sessions'
import type { Simulator } from '../../state'
import { verifyPassword } from '../../passwords'

const NO_TENANT_ID = '000000'

/** What BladeX's token granter answers on success (a bare object, no envelope). */
function tokenBody(session: Session, user: UserRecord, expiresIn: number): TokenResponse & Record<string, unknown> {
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    refresh_token: session.refreshToken,
    expires_in: expiresIn,
    tenant_id: user.tenantId,
    user_id: user.id,
    dept_id: user.deptId,
    role_id: user.roleId,
    account: user.account,
    user_name: user.account,
    nick_name: user.realName,
    real_name: user.realName,
    avatar: user.avatar,
    role_name: user.roleName,
    license: 'powered by blade',
  }
}

export function bladeAuthHandlers(sim: Simulator) {
  return [
    /**
     * Sign-in and refresh. Parameters come from the query string (Saber sends them as params)
     * or a form body. Errors answer HTTP 400 `{ error_code, error_description }`.
     */
    http.post(
      '*/api/blade-auth/oauth/token',
      publicEndpoint(
        sim,
        async ({ request }) => {
          const params = await readParams(request)
          const now = sim.clock.now()
          const { lifetimes, client } = sim.settings

          if (params.grant_type === 'password') {
            // The captcha is checked first, and its key is spent by the attempt.
            if (!sim.captchas.consume(params.imgCodeKey, params.imgCode, now)) throw new TokenError(400, '验证码不正确')
            const tenantId = params.tenantId || request.headers.get('Tenant-Id') || NO_TENANT_ID
            const user = params.username
              ? sim.db.user.findFirst({ where: { tenantId: { equals: tenantId }, account: { equals: params.username } } })
              : null
            if (!user || !verifyPassword(params.password, user.password)) throw new TokenError(400, '用户名或密码错误')
            const session = sim.sessions.issue(user, client.clientId, now, lifetimes)
            sim.persist()
            return json(tokenBody(session, user, lifetimes.accessSeconds))
          }

          if (params.grant_type === 'refresh_token') {
            const previous = params.refresh_token ? sim.sessions.byRefreshToken(params.refresh_token) : undefined
            if (!previous || previous.status !== 'active' || previous.refreshExpiresAt <= now) throw new TokenError(400, '刷新令牌已失效')
            const user = sim.db.user.findFirst({ where: { id: { equals: previous.userId } } })
            if (!user) throw new TokenError(400, '刷新令牌已失效')
            // One use only: the old pair stops working, a new pair replaces it.
            previous.status = 'replaced'
            const session = sim.sessions.issue(user, client.clientId, now, lifetimes)
            sim.persist()
            return json(tokenBody(session, user, lifetimes.accessSeconds))
          }

          throw new TokenError(400, '不支持的授权类型')
        },
        { errors: 'token' },
      ),
    ),

    /** A single-use captcha key; the code is the configured one (the client draws the image). */
    http.get(
      '*/api/blade-auth/oauth/captcha',
      publicEndpoint(sim, () => {
        const code = sim.settings.captchaCode
        const key = sim.captchas.issue(code, sim.clock.now())
        sim.persist()
        const captcha: Captcha = { key, code }
        return ok(captcha)
      }),
    ),
  ]
}
