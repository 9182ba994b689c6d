import { http } from 'msw'
import type { UserInfo } from '@/services/schemas/user'
import { done, ok, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'

export function userHandlers(sim: Simulator) {
  const logout = userEndpoint(sim, ({ session }: UserContext) => {
    session.status = 'loggedOut'
    sim.persist()
    return done()
  })

  return [
    /** `{base}/user/getUserInfo`: the signed-in user with roles and supplier (any base path). */
    http.get(
      '*/user/getUserInfo',
      userEndpoint(sim, ({ user }) => {
        const supplier = user.supplierId ? sim.db.supplier.findFirst({ where: { id: { equals: user.supplierId } } }) : null
        const info: UserInfo = {
          userId: user.id,
          account: user.account,
          realName: user.realName,
          avatar: user.avatar,
          tenantId: user.tenantId,
          roles: [user.roleName],
          supplierId: supplier?.id ?? null,
          companyName: supplier?.name ?? null,
        }
        // BladeX's user entity carries the account's mobile and e-mail too (account security, decision 040).
        return ok({ ...info, phone: user.phone, email: user.email })
      }),
    ),
    /** Ends the session: its access and refresh tokens stop working. */
    http.get('*/user/logout', logout),
    http.post('*/user/logout', logout),
  ]
}
