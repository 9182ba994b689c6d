import { fromCallback, fromPromise } from 'xstate'
import { captchaMachine, type Event } from '@/machines/auth/captcha.machine'
import { fetchCaptcha } from '@/services/blade-auth'
import type { Http } from '@/services/http'
import type { SessionActor } from './session'

let painted = false
/**
 * The captcha image is not needed to start typing, and its answer (or its failure) re-renders the
 * form: on the first load it waits for the form's first frame, so that frame is not pushed back.
 */
function afterFirstPaint(): Promise<void> {
  if (painted || typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true
        resolve()
      }, 0),
    ),
  )
}

/**
 * The sign-in captcha. It listens to the session: every failed sign-in used up the answer, so a
 * new image comes without the screen having to notice.
 */
export function captchaLogic({ http, session }: { http: Http; session: SessionActor }) {
  return captchaMachine.provide({
    actors: {
      loadCaptcha: fromPromise(async ({ signal }) => {
        await afterFirstPaint()
        return fetchCaptcha(http, signal)
      }),
      spentCaptchas: fromCallback<Event>(({ sendBack }) => {
        const subscription = session.on('session.signInFailed', () => sendBack({ type: 'captcha.spent' }))
        return () => subscription.unsubscribe()
      }),
    },
  })
}
