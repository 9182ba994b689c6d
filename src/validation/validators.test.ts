import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditCodeCheckChar, creditCodeError, emailError, isEmail, isEmpty, isTaxNumber, isUrl, mobileError, passwordError, passwordRepeatError, smsCodeError, taxNumberError, urlError, validateMobile } from './validators'

const messageOf = (check: readonly [boolean, { message?: string } | null]) => [check[0], check[1]?.message ?? null]

describe('isEmpty', () => {
  it('follows 000 §5', () => {
    for (const value of [null, undefined, '', 'null', 'undefined', [], {}, Object.create(null)]) expect(isEmpty(value)).toBe(true)
    for (const value of [false, true, 0, Number.NaN, ' ', '0', 'false', [0], { a: undefined }, new Date(0)]) expect(isEmpty(value)).toBe(false)
  })

  it('never finds a boolean or a number empty, nor a non-empty array or keyed object', () => {
    fc.assert(fc.property(fc.oneof(fc.boolean(), fc.double(), fc.integer()), (value) => void expect(isEmpty(value)).toBe(false)))
    fc.assert(fc.property(fc.array(fc.anything(), { minLength: 1 }), (value) => void expect(isEmpty(value)).toBe(false)))
    fc.assert(fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.anything(), { minKeys: 1 }), (value) => void expect(isEmpty(value)).toBe(false)))
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s !== 'null' && s !== 'undefined'), (value) => void expect(isEmpty(value)).toBe(false)),
    )
  })
})

describe('validateMobile', () => {
  it('gives the spec’s pair for each case', () => {
    expect(messageOf(validateMobile('13912345678'))).toEqual([false, null])
    expect(messageOf(validateMobile(''))).toEqual([true, '手机号码不能为空'])
    expect(messageOf(validateMobile(null))).toEqual([true, '手机号码不能为空'])
    expect(messageOf(validateMobile('1391234567'))).toEqual([true, '手机号码长度不为11位'])
    expect(messageOf(validateMobile('01012345678'))).toEqual([true, '手机号码格式不正确'])
    expect(messageOf(validateMobile('010-1234567'))).toEqual([true, '手机号码格式不正确'])
    expect(messageOf(validateMobile('1391234567a'))).toEqual([true, '手机号码格式不正确'])
    expect(mobileError('13912345678')).toBeNull()
  })

  it('passes every ordinary mobile number', () => {
    fc.assert(fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => void expect(validateMobile(phone)).toEqual([false, null])))
  })

  it('refuses other lengths with the length message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.length !== 11 && !isEmpty(s)), (value) => {
        expect(messageOf(validateMobile(value))).toEqual([true, '手机号码长度不为11位'])
      }),
    )
  })

  it('refuses every landline written in 11 characters with the format message', () => {
    const landline = fc.stringMatching(/^0\d{2,3}-?\d{7,8}$/).filter((s) => s.length === 11)
    fc.assert(fc.property(landline, (value) => void expect(messageOf(validateMobile(value))).toEqual([true, '手机号码格式不正确'])))
  })
})

const word = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`))

describe('isEmail', () => {
  it('takes the spec’s shape', () => {
    for (const value of ['zhang_san@163.com', 'li-si@qq.com', 'a@b.com.cn', 'Info2024@hx-build.cn']) expect(isEmail(value)).toBe(true)
    for (const value of ['', 'zhang.san@163.com', 'a@b', 'a@b.c', 'a@b.info', 'a@b.com.cn.net', 'a@@b.com', 'a b@c.com', 'a@b_com', '@b.com']) {
      expect(isEmail(value)).toBe(false)
    }
    expect(emailError('')?.message).toBe('请输入电子邮箱')
    expect(emailError('a@b')?.message).toBe('电子邮箱格式不正确')
    expect(emailError('a@b.cn')).toBeNull()
  })

  it('takes every address of that shape', () => {
    const address = fc.tuple(word(1, 20), word(1, 20), fc.array(word(2, 3), { minLength: 1, maxLength: 2 })).map(([user, host, suffixes]) => `${user}@${host}.${suffixes.join('.')}`)
    fc.assert(fc.property(address, (value) => void expect(isEmail(value)).toBe(true)))
  })

  it('refuses a suffix of the wrong length, too many suffixes, or a character outside the set', () => {
    const longSuffix = fc.tuple(word(1, 10), word(1, 10), word(4, 8)).map(([u, h, s]) => `${u}@${h}.${s}`)
    const shortSuffix = fc.tuple(word(1, 10), word(1, 10), word(1, 1)).map(([u, h, s]) => `${u}@${h}.${s}`)
    const threeSuffixes = fc.tuple(word(1, 10), word(1, 10), fc.array(word(2, 3), { minLength: 3, maxLength: 3 })).map(([u, h, s]) => `${u}@${h}.${s.join('.')}`)
    const foreign = fc
      .tuple(word(1, 10), fc.constantFrom(' ', '.', '+', '中', '!', '@'), word(0, 5), word(1, 10))
      .map(([u, bad, more, h]) => `${u}${bad}${more}@${h}.com`)
    fc.assert(fc.property(fc.oneof(longSuffix, shortSuffix, threeSuffixes, foreign), (value) => void expect(isEmail(value)).toBe(false)))
  })
})

describe('isUrl', () => {
  it('takes addresses beginning with http:// or https://', () => {
    fc.assert(fc.property(fc.constantFrom('http://', 'https://', 'HTTP://'), fc.webAuthority(), (scheme, rest) => void expect(isUrl(scheme + rest)).toBe(true)))
    for (const value of ['', 'www.example.com', 'ftp://example.com', 'http://', 'http:/example.com', ' http://example.com']) expect(isUrl(value)).toBe(false)
    expect(urlError('www.example.com')?.message).toBe('网址须以http://或https://开头')
    expect(urlError('')?.message).toBe('请输入网址')
  })

  it('refuses anything not starting with the scheme', () => {
    fc.assert(fc.property(fc.string().filter((s) => !/^https?:\/\//i.test(s)), (value) => void expect(isUrl(value)).toBe(false)))
  })
})

const CODE_CHARS = [...'0123456789ABCDEFGHJKLMNPQRTUWXY']
const codeChar = fc.constantFrom(...CODE_CHARS)
const first17 = fc
  .tuple(fc.array(codeChar, { minLength: 2, maxLength: 2 }), fc.stringMatching(/^\d{6}$/), fc.array(codeChar, { minLength: 9, maxLength: 9 }))
  .map(([head, division, rest]) => head.join('') + division + rest.join(''))
const creditCode = first17.map((body) => body + creditCodeCheckChar(body))

describe('isTaxNumber', () => {
  it('takes real credit codes and refuses the rest', () => {
    // Published codes: the standard's example, and a Shenzhen company's.
    for (const code of ['91350100M000100Y43', '91440300708461136T']) {
      expect(isTaxNumber(code)).toBe(true)
    }
    expect(isTaxNumber('91350100m000100y43')).toBe(true)
    for (const value of ['', '91350100M000100Y44', '91350100M000100Y4', '91350100M000100Y433', '9135010OM000100Y43', '110108000000016']) {
      expect(isTaxNumber(value)).toBe(false)
    }
    expect(taxNumberError('')?.message).toBe('请输入纳税人识别号')
    expect(taxNumberError('110108000000016')?.message).toBe('纳税人识别号应为18位统一社会信用代码')
    expect(taxNumberError('91350100M000100Y43')).toBeNull()
  })

  it('takes every code with its check character', () => {
    fc.assert(fc.property(creditCode, (code) => void expect(isTaxNumber(code)).toBe(true)))
  })

  it('refuses every code with one character changed', () => {
    const changed = fc.tuple(creditCode, fc.nat(17), codeChar).filter(([code, at, char]) => code[at] !== char && (at < 2 || at > 7 || /\d/.test(char)))
    fc.assert(fc.property(changed, ([code, at, char]) => void expect(isTaxNumber(code.slice(0, at) + char + code.slice(at + 1))).toBe(false)))
  })
})

describe('creditCodeError', () => {
  it('names the registration form’s field', () => {
    expect(creditCodeError('')?.message).toBe('请输入统一社会信用代码')
    expect(creditCodeError('91350100M000100Y44')?.message).toBe('统一社会信用代码格式不正确')
    expect(creditCodeError('91350100M000100Y43')).toBeNull()
    fc.assert(fc.property(creditCode, (code) => void expect(creditCodeError(code)).toBeNull()))
  })
})

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
const digit = fc.constantFrom(...'0123456789')
const symbol = fc.constantFrom(...'!@#$%^&*()_-+=.?')

describe('passwordError', () => {
  it('gives each rule’s message', () => {
    expect(passwordError('')?.message).toBe('请输入密码')
    expect(passwordError(null)?.message).toBe('请输入密码')
    expect(passwordError('Pass123')?.message).toBe('密码长度应为8-20位')
    expect(passwordError('Pass1234Pass1234Pass1')?.message).toBe('密码长度应为8-20位')
    expect(passwordError('Pass 1234')?.message).toBe('密码不能包含空格')
    expect(passwordError('Password')?.message).toBe('密码须同时包含字母和数字')
    expect(passwordError('12345678')?.message).toBe('密码须同时包含字母和数字')
    expect(passwordError('Passw0rd!')).toBeNull()
  })

  it('passes every 8-20 character mix of letters and digits (symbols allowed)', () => {
    const password = fc
      .tuple(letter, digit, fc.array(fc.oneof(letter, digit, symbol), { minLength: 6, maxLength: 18 }))
      .chain(([l, d, rest]) => fc.shuffledSubarray([l, d, ...rest], { minLength: rest.length + 2 }).map((chars) => chars.join('')))
    fc.assert(fc.property(password, (value) => void expect(passwordError(value)).toBeNull()))
  })

  it('refuses any other length, and any password without a letter or without a digit', () => {
    const anyChar = fc.oneof(letter, digit, symbol)
    const wrongLength = fc.oneof(fc.array(anyChar, { minLength: 1, maxLength: 7 }), fc.array(anyChar, { minLength: 21, maxLength: 40 })).map((chars) => chars.join(''))
    fc.assert(fc.property(wrongLength, (value) => void expect(passwordError(value)?.message).toBe('密码长度应为8-20位')))
    const noDigit = fc.array(fc.oneof(letter, symbol), { minLength: 8, maxLength: 20 }).map((chars) => chars.join(''))
    const noLetter = fc.array(fc.oneof(digit, symbol), { minLength: 8, maxLength: 20 }).map((chars) => chars.join(''))
    fc.assert(fc.property(fc.oneof(noDigit, noLetter), (value) => void expect(passwordError(value)?.message).toBe('密码须同时包含字母和数字')))
  })
})

describe('passwordRepeatError', () => {
  it('passes only the same password again', () => {
    expect(passwordRepeatError('Passw0rd!', '')?.message).toBe('请再次输入密码')
    fc.assert(fc.property(fc.string({ minLength: 1 }), (value) => void expect(passwordRepeatError(value, value)).toBeNull()))
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (first, second) => {
        fc.pre(first !== second)
        expect(passwordRepeatError(first, second)?.message).toBe('两次输入的密码不一致')
      }),
    )
  })
})

describe('smsCodeError', () => {
  it('takes six digits and nothing else', () => {
    expect(smsCodeError('')?.message).toBe('请输入短信验证码')
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => void expect(smsCodeError(code)).toBeNull()))
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => !/^\d{6}$/.test(s) && !isEmpty(s)), (value) => void expect(smsCodeError(value)?.message).toBe('短信验证码应为6位数字')))
  })
})
