import { describe, expect, it } from 'vitest'
import { createDraftStore, isSecretField, withoutSecrets, type DraftKey } from './form-drafts'

/** A Storage over a Map, as the browser's behaves for what the store uses. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}

const text = (values: unknown) => {
  const kept = values as { title?: unknown } | null
  return kept && typeof kept.title === 'string' ? { title: kept.title } : null
}
const invoice: DraftKey = { form: 'invoiceApplication', owner: '1123598821738675201', record: '1800000000000000001' }

describe('form drafts in session storage (decision 059)', () => {
  it('keeps a draft under the site prefix in Saber’s entry shape and reads it back for the same form, user and record', () => {
    const session = memoryStorage()
    const drafts = createDraftStore({ prefix: 'saber', session: () => session, now: () => 42 })
    expect(drafts.write(invoice, 1, { title: '上海示例科技有限公司' })).toBe(true)

    const key = 'saber-draft.invoiceApplication.1123598821738675201.1800000000000000001'
    expect(JSON.parse(session.getItem(key)!)).toEqual({ dataType: 'object', content: { version: 1, values: { title: '上海示例科技有限公司' } }, type: 'session', datetime: 42 })
    expect(drafts.read(invoice, 1, text)).toEqual({ title: '上海示例科技有限公司' })
    expect(drafts.read({ ...invoice, record: 'another' }, 1, text)).toBeNull()
    expect(drafts.read({ ...invoice, owner: 'another' }, 1, text)).toBeNull()
    drafts.remove(invoice)
    expect(session.length).toBe(0)
  })

  it('ignores a draft of another version, of another shape, or that is not JSON', () => {
    const session = memoryStorage()
    const drafts = createDraftStore({ prefix: 'saber', session: () => session })
    drafts.write(invoice, 1, { title: '旧版本' })
    expect(drafts.read(invoice, 2, text)).toBeNull()
    drafts.write(invoice, 1, { title: 7 })
    expect(drafts.read(invoice, 1, text)).toBeNull()
    for (const raw of ['{not json', 'null', '"text"', '{"content":null}', '{"content":{"version":1}}']) {
      session.setItem(drafts.key(invoice), raw)
      expect(drafts.read(invoice, 1, text), raw).toBeNull()
    }
  })

  it('never writes a password, a code, a captcha answer, a PIN or a file, at any depth', () => {
    const session = memoryStorage()
    const drafts = createDraftStore({ prefix: 'saber', session: () => session })
    const file = new File(['bytes'], '营业执照.png', { type: 'image/png' })
    drafts.write(invoice, 1, {
      title: '留下',
      creditCode: '91330100MA2H3K4L50',
      password: 'Passw0rd!',
      passwordRepeat: 'Passw0rd!',
      oldPasswd: 'Passw0rd!',
      smsCode: '246810',
      verifyCode: '135790',
      code: '112233',
      captcha: 'x7k2',
      imgCode: 'ab12',
      caPin: '8888',
      pin: '9999',
      licence: file,
      nested: { newPassword: 'Passw0rd!', attachments: [file, 'kept.pdf'], shipping: '顺丰' },
    })
    const written = session.getItem(drafts.key(invoice))!
    for (const secret of ['Passw0rd!', '246810', '135790', '112233', 'x7k2', 'ab12', '8888', '9999', '营业执照.png', 'bytes']) expect(written).not.toContain(secret)
    expect(JSON.parse(written).content.values).toEqual({ title: '留下', creditCode: '91330100MA2H3K4L50', nested: { attachments: ['kept.pdf'], shipping: '顺丰' } })
  })

  it('names as secret what holds one, and not a field that merely contains the letters', () => {
    for (const name of ['password', 'confirmPassword', 'passwd', 'pwd', 'smsCode', 'sms_code', 'verificationCode', 'verifyCode', 'code', 'captcha', 'captchaCode', 'imgCode', 'pin', 'caPin', 'userPinCode', 'otp'])
      expect(isSecretField(name), name).toBe(true)
    for (const name of ['creditCode', 'title', 'taxNumber', 'shipping', 'mobile', 'postcode', 'opinion', 'spinner'])
      expect(isSecretField(name), name).toBe(false)
    expect(withoutSecrets(['a', { password: 'x', b: 1 }])).toEqual(['a', { b: 1 }])
  })

  it('works on without drafts where storage throws or is missing: nothing kept, nothing thrown', () => {
    const full = memoryStorage()
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    const quota = createDraftStore({ prefix: 'saber', session: () => full })
    expect(quota.write(invoice, 1, { title: '写不进去' })).toBe(false)
    expect(quota.read(invoice, 1, text)).toBeNull()

    const denied = createDraftStore({
      prefix: 'saber',
      session: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(denied.write(invoice, 1, { title: '拒绝' })).toBe(false)
    expect(denied.read(invoice, 1, text)).toBeNull()
    expect(() => {
      denied.remove(invoice)
      denied.clearAll()
      denied.keepOnly('someone')
    }).not.toThrow()

    const broken = memoryStorage()
    broken.getItem = () => {
      throw new Error('unreadable')
    }
    expect(createDraftStore({ prefix: 'saber', session: () => broken }).read(invoice, 1, text)).toBeNull()
    expect(createDraftStore({ prefix: 'saber', session: () => undefined }).write(invoice, 1, { title: '无' })).toBe(false)
  })

  it('clears every draft of the site (sign-out), or every draft but one user’s (another user signs in), and nothing else', () => {
    const session = memoryStorage()
    session.setItem('saber-token', '{"content":"t"}')
    session.setItem('other-draft.x.y.z', 'theirs')
    const drafts = createDraftStore({ prefix: 'saber', session: () => session })
    drafts.write(invoice, 1, { title: 'a' })
    drafts.write({ form: 'question', owner: 'u2', record: 'new' }, 1, { title: 'b' })
    drafts.write({ form: 'registration', owner: 'visitor', record: 'new' }, 1, { title: 'c' })

    drafts.keepOnly(invoice.owner)
    expect(drafts.read(invoice, 1, text)).toEqual({ title: 'a' })
    expect(drafts.read({ form: 'question', owner: 'u2', record: 'new' }, 1, text)).toBeNull()
    expect(drafts.read({ form: 'registration', owner: 'visitor', record: 'new' }, 1, text)).toBeNull()

    drafts.clearAll()
    expect(drafts.read(invoice, 1, text)).toBeNull()
    expect(session.getItem('saber-token')).not.toBeNull()
    expect(session.getItem('other-draft.x.y.z')).toBe('theirs')
  })
})
