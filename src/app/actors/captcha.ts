import { fromCallback, fromPromise } from 'xstate'
import { captchaMachine, type Event } from '@/machines/auth/captcha.machine'
import { fetchCaptcha } from '@/services/blade-auth'
import type { Http } from '@/services/http'
import type { SessionActor } from './session'

/**
 * The sign-in captcha. It listens to the session: every failed sign-in used up the answer, so a
 * new image comes without the screen having to notice.
 */
export function captchaLogic({ http, session }: { http: Http; session: SessionActor }) {
  return captchaMachine.provide({
    actors: {
      loadCaptcha: fromPromise(({ signal }) => fetchCaptcha(http, signal)),
      spentCaptchas: fromCallback<Event>(({ sendBack }) => {
        const subscription = session.on('session.signInFailed', () => sendBack({ type: 'captcha.spent' }))
        return () => subscription.unsubscribe()
      }),
    },
  })
}
