// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createSimulatorServer } from '../../../../simulator/node'
import type { Emitted } from '@/machines/auth/session.machine'
import { fetchCaptcha } from '@/services/blade-auth'
import { systemClock } from '@/services/clock'
import { defaultConfig } from '@/services/config'
import { createHttp } from '@/services/http'
import { getUserInfo } from '@/services/user'
import { httpSession, sessionLogic, type SessionActor } from './session'
import { until } from '../../../../tests/support/settle'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.events.removeAllListeners()
  control.reset()
})
afterAll(() => server.close())

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The composition the portal makes: the real session machine behind the real HTTP client. */
async function signedInPortal() {
  const config = defaultConfig
  const ref: { current: SessionActor | null } = { current: null }
  const http = createHttp(config, systemClock, httpSession(() => ref.current, () => null))
  const session = createActor(sessionLogic({ http, config, clock: systemClock }), { input: { restored: null, tokenTimeSeconds: config.tokenTime } })
  ref.current = session
  const emitted: Emitted[] = []
  session.on('*', (event) => emitted.push(event))
  session.start()
  const captcha = await fetchCaptcha(http)
  session.send({ type: 'user.signIn', credentials: { tenantId: '000000', username: 'supplier', password: 'Passw0rd!', imgCode: captcha.code!, imgCodeKey: captcha.key } })
  await until(session, (s) => s.matches('signedIn'))
  emitted.length = 0
  return { http, config, session, emitted }
}

/** Refresh-token grants the simulator receives. */
function refreshGrants() {
  const grants: string[] = []
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('/oauth/token')) return
    const grant = new URLSearchParams(await request.clone().text()).get('grant_type')
    if (grant === 'refresh_token') grants.push(grant)
  })
  return grants
}

describe('session bindings: the server refuses a token before its time', () => {
  it('fifty calls meeting it at once renew the session once, and all of them succeed', async () => {
    const { http, config, session, emitted } = await signedInPortal()
    const before = session.getSnapshot().context.tokens!.accessToken
    const grants = refreshGrants()
    // Server time moves past the access token's hour; the portal's own token time has not come round.
    control.clock.advance(HOUR + 1000)
    const users = await Promise.all(Array.from({ length: 50 }, () => getUserInfo(http, config)))
    expect(users.every((u) => u.account === 'supplier')).toBe(true)
    expect(grants).toHaveLength(1)
    expect(session.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(session.getSnapshot().context.tokens!.accessToken).not.toBe(before)
    expect(emitted).toEqual([])
    session.stop()
  })

  it('a dead refresh token too ends the session as the spec’s other 401', async () => {
    const { http, config, session, emitted } = await signedInPortal()
    const grants = refreshGrants()
    control.clock.advance(8 * DAY)
    await expect(getUserInfo(http, config)).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(grants).toHaveLength(1)
    expect(session.getSnapshot().value).toBe('signedOut')
    expect(session.getSnapshot().context).toMatchObject({ tokens: null, rejection: 'unauthorized' })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
    session.stop()
  })

  it('relogin signs out at once, without a refresh', async () => {
    const { http, config, session, emitted } = await signedInPortal()
    const grants = refreshGrants()
    control.kick('supplier')
    await expect(getUserInfo(http, config)).rejects.toMatchObject({ kind: 'relogin' })
    expect(grants).toEqual([])
    expect(session.getSnapshot().context).toMatchObject({ tokens: null, rejection: 'relogin' })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'relogin' }])
    session.stop()
  })
})
