import { fromPromise } from 'xstate'
import { lockMachine } from '@/machines/auth/lock.machine'
import { hashSecret, verifySecret } from '@/services/crypto'

/** The screen lock: its password never leaves the browser, only a hash is kept (spec 000 §4). */
export function lockLogic() {
  return lockMachine.provide({
    actors: {
      hashPassword: fromPromise<string, { password: string }>(({ input }) => hashSecret(input.password)),
      verifyPassword: fromPromise<boolean, { password: string; hash: string }>(({ input }) => verifySecret(input.password, input.hash)),
    },
  })
}
