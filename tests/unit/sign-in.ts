import type { Portal } from '@/app/portal'
import { fetchCaptcha } from '@/services/blade-auth'
import { until } from '../support/settle'

/** Signs a seeded account (password Passw0rd!) in through the portal's session, as the sign-in page would. */
export async function signInThroughSession(portal: Portal, username: string) {
  const captcha = await fetchCaptcha(portal.http)
  portal.actors.session.send({
    type: 'user.signIn',
    credentials: { tenantId: '000000', username, password: 'Passw0rd!', imgCode: captcha.code!, imgCodeKey: captcha.key },
  })
  await until(portal.actors.session, (s) => s.matches('signedIn'))
}
