// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { defaultConfig } from '@/services/config'
import { createPortal, type Portal } from './portal'
import { KEYS } from './storage-keys'
import { signInThroughSession } from '../../tests/unit/sign-in'
import { until } from '../../tests/support/settle'
import { createDraftStore } from '@/services/form-drafts'
import type { Tokens } from '@/machines/auth/session.machine'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

let portal: Portal
afterEach(() => {
  portal?.stop()
  control.reset()
})

const signIn = (username: string) => signInThroughSession(portal, username)

const profileOf = async (p: Portal) => {
  const { profile } = (await p.shell()).actors
  return (await until(profile, (s) => s.matches('ready'))).context.profile
}

describe('the portal and its shell', () => {
  it('leaves the shell unloaded while nobody is signed in', () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    expect(portal.loadedShell()).toBeNull()
  })

  it('loads the shell at sign-in, with the supplier’s profile and only the home tab', async () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    await signIn('supplier')
    expect((await profileOf(portal))?.user.account).toBe('supplier')
    expect(portal.loadedShell()?.actors.tabs.getSnapshot().context.tabs.map((t) => t.value)).toEqual(['/home/homePage'])
    expect(portal.storage.get(KEYS.profile)).not.toBeNull()
  })

  it('leaves a session another browser tab stored since alone when its own earlier session ends', async () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    await signIn('supplier')
    const mine = portal.storage.get<Tokens>(KEYS.token)!
    // Another tab signs in as someone else: the shared storage now holds that session.
    portal.storage.set(KEYS.token, { ...mine, accessToken: 'signed-in-in-another-tab', userId: 'someone-else' })
    portal.actors.session.send({ type: 'user.signOut' })
    await until(portal.actors.session, (s) => s.matches('signedOut'))
    expect(portal.storage.get<Tokens>(KEYS.token)?.accessToken).toBe('signed-in-in-another-tab')
    expect(portal.storage.get(KEYS.tenantId)).toBe(mine.tenantId)
  })

  it('clears its own session from storage when it ends', async () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    await signIn('supplier')
    portal.actors.session.send({ type: 'user.signOut' })
    await until(portal.actors.session, (s) => s.matches('signedOut'))
    expect(portal.storage.get(KEYS.token)).toBeNull()
    expect(portal.storage.get(KEYS.tenantId)).toBeNull()
  })

  it('resets the same shell for the next supplier after a sign-out', async () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    await signIn('supplier')
    const shell = await portal.shell()
    await profileOf(portal)
    shell.actors.tabs.send({ type: 'tabs.open', tab: { label: '我的消息', value: '/alerts/index' } })
    expect(portal.storage.get(KEYS.tabs)).toHaveLength(2)

    portal.actors.session.send({ type: 'user.signOut' })
    await until(portal.actors.session, (s) => s.matches('signedOut'))
    expect(shell.actors.profile.getSnapshot().context.profile).toBeNull()
    expect(shell.actors.tabs.getSnapshot().context.tabs).toHaveLength(1)
    expect(portal.storage.get(KEYS.tabs)).toBeNull()
    expect(portal.storage.get(KEYS.profile)).toBeNull()

    await signIn('pending')
    expect(await portal.shell()).toBe(shell)
    expect((await profileOf(portal))?.user.account).toBe('pending')
  })

  it('brings a restored session’s shell back with its tabs after a reload', async () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    await signIn('supplier')
    const { tabs } = (await portal.shell()).actors
    await profileOf(portal)
    tabs.send({ type: 'tabs.open', tab: { label: '我的消息', value: '/alerts/index' } })
    portal.stop()

    // Same storage, a new page: the session and its shell resume without a new sign-in.
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    expect(portal.actors.session.getSnapshot().matches('signedIn')).toBe(true)
    const shell = await portal.shell()
    expect(shell.actors.tabs.getSnapshot().context.tabs.map((t) => t.value)).toEqual(['/home/homePage', '/alerts/index'])
    expect((await profileOf(portal))?.user.account).toBe('supplier')
  })

  it('drops every draft at a sign-out, keeps the user’s own when the server ends the session, and drops them when another user signs in (decision 059)', async () => {
    portal = createPortal(defaultConfig, { host: 'localhost' }).start()
    await signIn('supplier')
    const owner = portal.actors.session.getSnapshot().context.tokens!.userId
    const draft = { form: 'question', owner, record: 'new' }
    const shape = (values: unknown) => values as { question: string }
    const drafts = createDraftStore({ prefix: defaultConfig.storagePrefix })
    // The portal sweeps once its sweeper has loaded (a dynamic import) and run on it.
    const swept = async () => {
      await vi.dynamicImportSettled()
      await Promise.resolve()
    }
    drafts.write(draft, 1, { question: '未提交的问题' })

    portal.actors.session.send({ type: 'session.rejected', reason: 'relogin' })
    await until(portal.actors.session, (s) => s.matches('signedOut'))
    await swept()
    expect(drafts.read(draft, 1, shape)).toEqual({ question: '未提交的问题' })
    await signIn('supplier')
    await swept()
    expect(drafts.read(draft, 1, shape)).toEqual({ question: '未提交的问题' })

    portal.actors.session.send({ type: 'user.signOut' })
    await until(portal.actors.session, (s) => s.matches('signedOut'))
    await swept()
    expect(drafts.read(draft, 1, shape)).toBeNull()

    drafts.write(draft, 1, { question: '另一位用户不该看到' })
    await signIn('pending')
    await swept()
    expect(drafts.read(draft, 1, shape)).toBeNull()
  })
})
