import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { inspectionSource } from '@/devtools/inspector/model'
import { createInspectorWorkbench } from '@/devtools/inspector/workbench'
import type { Portal } from '@/app/portal'
import { MASK } from '@/app/redaction'
import type { Recording } from '@/devtools/recorder/format'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

/*
 * Decision 057: a recording saved from the inspector carries none of the secrets typed or held
 * while it ran — over the whole app in jsdom and the in-process simulator, as the dock records.
 */

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
const PASSWORD = 'Passw0rd!'
const PIN = '123456'
const CAPTCHA = '1234'
const NEW_MOBILE = '13912345678'

/** The inspector dock's recorder on this portal; `stop` answers the file's text exactly as 停止并保存 saves it. */
function recorderOn(portal: Portal) {
  const source = inspectionSource(portal.inspector, () => [...Object.values(portal.actors), ...Object.values(portal.loadedShell()?.actors ?? {})])
  let saved: string | null = null
  const workbench = createInspectorWorkbench({ portal, source, now: () => app.control.clock.now(), save: (text) => (saved = text), simulator: app.control })
  workbench.startRecording(false)
  return {
    async stop() {
      await act(() => workbench.stopRecording())
      workbench.dispose()
      if (saved === null) throw new Error('nothing saved')
      return saved as string
    },
  }
}

/** `secret` does not appear in `text` as a value of its own (digits beside it make another number). */
const standsIn = (text: string, secret: string) => new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`).test(text)

const eventsOf = (text: string) => {
  const recording = JSON.parse(text) as Recording
  return recording.steps.flatMap((step) => (step.kind === 'event' ? [step.event] : []))
}

describe('a recording saved from the inspector', () => {
  it('keeps none of the password, captcha answer, SMS code, PIN or tokens of a sign-in, a phone change and a decryption', async () => {
    const router = app.start('/login')
    const signIn = recorderOn(app.portal())
    const form = await screen.findByRole('form', { name: /供应商登录/ }, slow)
    await userEvent.type(within(form).getByLabelText(/用户名/), 'supplier')
    await userEvent.type(within(form).getByLabelText(/^密码/), PASSWORD)
    // The simulator draws every captcha with its configured answer, 1234 unless set otherwise.
    await waitFor(() => expect(app.control.snapshot().captchas.map(([, entry]) => entry.code)).toEqual([CAPTCHA]), slow)
    await waitFor(() => expect(within(form).getByRole('button', { name: '登录' })).toBeEnabled(), slow)
    await userEvent.type(within(form).getByLabelText(/^验证码/), CAPTCHA)
    await userEvent.click(within(form).getByRole('button', { name: '登录' }))
    await screen.findByText(/欢迎您/, {}, slow)
    const signedIn = app.portal().actors.session.getSnapshot().context.tokens!
    const signInText = await signIn.stop()

    // A second recording, made while signed in: the simulator's memory now holds this session.
    const hall = ofScenario(await myProjects(), 'hallDecrypt')
    const changes = recorderOn(app.portal())
    await act(() => router.navigate({ to: '/personal/setCenter/accountSet' }))
    const panel = await screen.findByRole('region', { name: '账户安全设置' }, slow)
    await userEvent.click(within(panel).getByRole('button', { name: '更换手机' }))
    const phone = await screen.findByRole('form', { name: '更换手机' })
    await userEvent.type(within(phone).getByLabelText(/^手机号码/), NEW_MOBILE)
    await userEvent.click(within(phone).getByRole('button', { name: '获取验证码' }))
    await within(phone).findByRole('button', { name: /秒后重新获取/ }, slow)
    const smsCode = app.control.sms.last(NEW_MOBILE, 'changePhone')!
    expect(smsCode).toMatch(/^\d{6}$/)
    await userEvent.type(within(phone).getByLabelText(/^短信验证码/), smsCode)
    await userEvent.click(within(phone).getByRole('button', { name: '确定' }))
    await screen.findByText('手机号码已更换', {}, slow)

    await act(() => router.navigate({ href: `/electronicOpening?projectId=${idParam(hall.id)}` }))
    const action = within(await screen.findByRole('region', { name: '当前操作' }, slow))
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    const decrypt = await screen.findByRole('form', { name: '解密投标文件' }, slow)
    await userEvent.type(within(decrypt).getByLabelText('CA密码'), PIN)
    await userEvent.click(within(decrypt).getByRole('button', { name: '解密' }))
    await action.findByText('解密成功', {}, slow)
    const tokens = app.portal().actors.session.getSnapshot().context.tokens!
    const changesText = await changes.stop()

    // What was recorded is there: the sign-in, the typed SMS code, the PIN, the simulator's memory.
    expect(eventsOf(signInText).find((e) => e.type === 'user.signIn')).toMatchObject({ credentials: { username: 'supplier', password: MASK, imgCode: MASK } })
    expect(eventsOf(changesText).filter((e) => e.type === 'field.change' && e.field === 'smsCode').map((e) => e.value)).toEqual(Array(smsCode.length).fill(MASK))
    expect(eventsOf(changesText).find((e) => e.type === 'decrypt.sign')).toEqual({ type: 'decrypt.sign', pin: MASK })
    const memory = (JSON.parse(changesText) as Recording).simulator?.state
    expect(memory).toContain('"sessions"')
    expect(memory).toContain('"account": "supplier"')

    // And none of the secrets.
    const secrets = { password: PASSWORD, captcha: CAPTCHA, smsCode, pin: PIN, signedIn: signedIn.accessToken, refresh: signedIn.refreshToken, access: tokens.accessToken, refreshNow: tokens.refreshToken }
    for (const text of [signInText, changesText]) {
      expect(Object.entries(secrets).filter(([, secret]) => standsIn(text, secret))).toEqual([])
      expect(text).not.toMatch(/eyJ[\w-]{4,}\.[\w-]{4,}\./)
    }
  })
})
