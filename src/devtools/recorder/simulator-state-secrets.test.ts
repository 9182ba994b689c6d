import { describe, expect, it } from 'vitest'
import { MASK } from '@/app/redaction'
import { simulatorSecret } from './replayer-env'
import { maskSimulatorAtStart, maskStateText, withSecretsOf } from './simulator-state-secrets'

const stateFile = (over: { password?: string; token?: string; code?: string; sms?: string } = {}) => ({
  format: 'tender-portal-simulator-state',
  snapshot: {
    db: {
      user: [
        { id: 'u1', account: 'supplier', tenantId: '000000', password: over.password ?? 'Passw0rd!', phone: '13800000000' },
        { id: 'u2', account: 'newcomer', tenantId: '000000', password: 'Typed123' },
      ],
      smsCode: [{ id: 's1', mobile: '13912345678', code: over.sms ?? '482913' }],
      project: [{ id: 'p1', projectCode: 'ZB-001', fileUrl: '/api/blade-resource/oss/a.pdf?token=LINK-TOKEN' }],
    },
    sessions: [{ accessToken: over.token ?? 'ACCESS-OLD', refreshToken: 'REFRESH-OLD', userId: 'u1' }],
    captchas: [['k1', { code: over.code ?? '1234', expiresAt: 9 }]],
  },
  settings: { latency: 0, captchaCode: over.code ?? '1234', serialisation: 'portal' },
  faults: [],
})

describe('the simulator’s state in a recording', () => {
  it('goes out with passwords, tokens, captcha answers and SMS codes masked, in its own shape', () => {
    const text = maskStateText(JSON.stringify(stateFile()))!
    for (const secret of ['Passw0rd!', 'Typed123', 'ACCESS-OLD', 'REFRESH-OLD', '"1234"', '482913', 'LINK-TOKEN']) expect(text).not.toContain(secret)
    const masked = JSON.parse(text) as ReturnType<typeof stateFile>
    expect(masked.snapshot.db.user[0]).toEqual({ id: 'u1', account: 'supplier', tenantId: '000000', password: MASK, phone: '13800000000' })
    expect(masked.snapshot.db.project[0]!.projectCode).toBe('ZB-001')
    expect(masked.snapshot.captchas).toEqual([['k1', { code: MASK, expiresAt: 9 }]])
    expect(maskStateText('not json')).toBeNull()
    // The plain snapshot a simulator without a state file offers, likewise.
    const start = maskSimulatorAtStart({ state: null, snapshot: stateFile().snapshot, clock: 5 })
    expect(JSON.stringify(start)).not.toMatch(/Passw0rd|ACCESS-OLD|482913/)
    expect(start?.clock).toBe(5)
  })

  it('comes back with the running simulator’s sessions, passwords and captcha answer', () => {
    const recorded = maskStateText(JSON.stringify(stateFile()))!
    const now = JSON.stringify(stateFile({ password: 'Changed1!', token: 'ACCESS-NOW', code: '5678', sms: '111111' }))
    const restored = JSON.parse(withSecretsOf(recorded, now, [{ username: 'newcomer', tenantId: '000000', password: 'Seeded1!' }])) as ReturnType<typeof stateFile>
    expect(restored.snapshot.sessions).toEqual([{ accessToken: 'ACCESS-NOW', refreshToken: 'REFRESH-OLD', userId: 'u1' }])
    expect(restored.snapshot.db.user.map((u) => u.password)).toEqual(['Changed1!', 'Typed123'])
    expect(restored.snapshot.captchas).toEqual([['k1', { code: '5678', expiresAt: 9 }]])
    expect(restored.settings.captchaCode).toBe('5678')
    // An SMS code is asked for again by the replay: the recorded one stays unknown.
    expect(restored.snapshot.db.smsCode[0]!.code).toBe(MASK)
    // A recording made with its secrets is loaded as it is.
    const kept = JSON.stringify(stateFile())
    expect(withSecretsOf(kept, now)).toBe(kept)
  })

  it('lets a replay ask the simulator for a seeded password, a captcha answer and the newest SMS code', () => {
    const simulator = {
      accounts: [{ username: 'supplier', tenantId: '000000', password: 'Passw0rd!' }],
      snapshot: () => ({ captchas: [['k1', { code: '1234' }]] }),
      sms: { sent: () => [{ code: '482913' }, { code: '000000' }] },
    }
    const signIn = { type: 'user.signIn', credentials: { tenantId: '000000', username: 'supplier', password: MASK, imgCode: MASK, imgCodeKey: 'k1' } }
    expect(simulatorSecret(simulator, { path: 'credentials.password', event: signIn, input: null })).toBe('Passw0rd!')
    expect(simulatorSecret(simulator, { path: 'credentials.imgCode', event: signIn, input: null })).toBe('1234')
    expect(simulatorSecret(simulator, { path: 'value', event: { type: 'field.change', field: 'smsCode', value: MASK }, input: null })).toBe('482913')
    expect(simulatorSecret(simulator, { path: 'pin', event: { type: 'decrypt.sign', pin: MASK }, input: null })).toBeUndefined()
  })
})
