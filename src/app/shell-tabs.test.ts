// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { defaultConfig } from '@/services/config'
import { createPortal, type Portal } from './portal'
import { KEYS } from './storage-keys'
import { signInThroughSession } from '../../tests/unit/sign-in'
import { until } from '../../tests/support/settle'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const open: Portal[] = []
/** A page of the portal; every page of a test shares the browser's storage, as tabs of one browser do. */
const page = () => {
  const portal = createPortal(defaultConfig, { host: 'localhost' }).start()
  open.push(portal)
  return portal
}
afterEach(() => {
  open.splice(0).forEach((portal) => portal.stop())
  localStorage.clear()
  sessionStorage.clear()
  control.reset()
})

const tabValues = async (portal: Portal) => (await portal.shell()).actors.tabs.getSnapshot().context.tabs.map((tab) => tab.value)
const ready = async (portal: Portal) => until((await portal.shell()).actors.profile, (s) => s.matches('ready'))

describe('open tabs and the next user', () => {
  it('start from home for the next user after a sign-out', async () => {
    const first = page()
    await signInThroughSession(first, 'supplier')
    await ready(first)
    first.pageShown('/alerts/index', true)
    first.pageShown('/wel/index', true)

    first.actors.session.send({ type: 'user.signOut' })
    await until(first.actors.session, (s) => s.matches('signedOut'))
    expect(await tabValues(first)).toEqual(['/home/homePage'])
    expect(first.storage.get(KEYS.tabs)).toBeNull()

    await signInThroughSession(first, 'pending')
    expect(await tabValues(first)).toEqual(['/home/homePage'])
    // And after a reload.
    first.stop()
    expect(await tabValues(page())).toEqual(['/home/homePage'])
  })

  it('are not taken from another browser tab that still holds the earlier user’s session', async () => {
    // The earlier user signed in in one browser tab, and again in this one.
    const left = page()
    await signInThroughSession(left, 'supplier')
    await ready(left)
    const mine = page()
    await signInThroughSession(mine, 'supplier')
    await ready(mine)

    mine.actors.session.send({ type: 'user.signOut' })
    await until(mine.actors.session, (s) => s.matches('signedOut'))
    await signInThroughSession(mine, 'pending')
    await ready(mine)
    mine.pageShown('/alerts/index', true)

    // The tab left open goes on to another page in the earlier session.
    left.pageShown('/wel/index', true)
    expect(left.actors.session.getSnapshot().matches('signedIn')).toBe(true)
    expect(await tabValues(left)).toContain('/wel/index')

    // The next user reloads: their own tabs, nothing of the earlier user's.
    mine.stop()
    expect(await tabValues(page())).toEqual(['/home/homePage', '/alerts/index'])
  })
})
