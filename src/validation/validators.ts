import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The portal's field rules (spec 000 §5 and decision 032), pure and shared by every form: flows
 * validate with them in their machines, screens may use them directly. Each `…Error` gives the
 * message to show beside the field, or null when the value passes. Values are checked as given:
 * the form trims what it keeps.
 */

/**
 * 000 §5: booleans and numbers are never empty; null, undefined, '', the strings 'null' and
 * 'undefined', an empty array and a plain object without keys are.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined'
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value)
    return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0
  }
  return false
}

/** A text's length as the supplier counts it (字数): characters, not UTF-16 units, without the spaces around it. */
export const charCount = (text: string): number => [...text.trim()].length

const MOBILE_LENGTH = 11
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/
const ELEVEN_DIGITS = /^\d{11}$/

const mobileRequired = msg`手机号码不能为空`
const mobileLength = msg`手机号码长度不为11位`
const mobileFormat = msg`手机号码格式不正确`

/** The spec's pair: whether the value is refused, and why. */
export type MobileCheck = readonly [invalid: boolean, message: MessageDescriptor | null]

/**
 * 000 §5's mobile rule: empty → 手机号码不能为空; not 11 characters → 手机号码长度不为11位; a landline
 * written in 11 characters (0, 2-3 digits, optional hyphen, 7-8 digits) → 手机号码格式不正确. Eleven
 * characters that are not all digits are refused with the same message (decision 032).
 */
export function validateMobile(value: string | null | undefined): MobileCheck {
  if (value === null || value === undefined || isEmpty(value)) return [true, mobileRequired]
  if (value.length !== MOBILE_LENGTH) return [true, mobileLength]
  if (LANDLINE.test(value) || !ELEVEN_DIGITS.test(value)) return [true, mobileFormat]
  return [false, null]
}

export const mobileError = (value: string | null | undefined): MessageDescriptor | null => validateMobile(value)[1]

/** 000 §5: letters, digits, _ or - on both sides of @, then one or two suffixes of 2-3 such characters. */
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]{2,3}){1,2}$/

export const isEmail = (value: string): boolean => EMAIL.test(value)

export function emailError(value: string | null | undefined): MessageDescriptor | null {
  if (value === null || value === undefined || isEmpty(value)) return msg`请输入电子邮箱`
  return isEmail(value) ? null : msg`电子邮箱格式不正确`
}

/** 000 §5: an address begins with http:// (or https://, decision 032). */
const URL_START = /^https?:\/\/\S/i

export const isUrl = (value: string): boolean => URL_START.test(value)

export function urlError(value: string | null | undefined): MessageDescriptor | null {
  if (value === null || value === undefined || isEmpty(value)) return msg`请输入网址`
  return isUrl(value) ? null : msg`网址须以http://或https://开头`
}

/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from the 31 below (no I, O, S, V, Z), the 3rd to
 * 8th an administrative division code, the last a check character over the first 17.
 */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/

/** The check character the first 17 characters of a credit code call for. */
export function creditCodeCheckChar(first17: string): string {
  const sum = CODE_WEIGHTS.reduce((total, weight, index) => total + CODE_CHARS.indexOf(first17[index] ?? '') * weight, 0)
  return CODE_CHARS[(31 - (sum % 31)) % 31]!
}

/** A taxpayer number (纳税人识别号) as invoices take it: the 18-character credit code; letters in either case. */
export function isTaxNumber(value: string): boolean {
  const code = value.toUpperCase()
  return CODE_SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17]
}

export function taxNumberError(value: string | null | undefined): MessageDescriptor | null {
  if (value === null || value === undefined || isEmpty(value)) return msg`请输入纳税人识别号`
  return isTaxNumber(value) ? null : msg`纳税人识别号应为18位统一社会信用代码`
}

/** The same code as the registration form names it (统一社会信用代码, decision 037). */
export function creditCodeError(value: string | null | undefined): MessageDescriptor | null {
  if (value === null || value === undefined || isEmpty(value)) return msg`请输入统一社会信用代码`
  return isTaxNumber(value) ? null : msg`统一社会信用代码格式不正确`
}

/** Decision 037: 8 to 20 characters, no spaces, letters and digits both. The back end checks the same. */
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const

export function passwordError(value: string | null | undefined): MessageDescriptor | null {
  if (value === null || value === undefined || value === '') return msg`请输入密码`
  if (value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max) return msg`密码长度应为8-20位`
  if (/\s/.test(value)) return msg`密码不能包含空格`
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return msg`密码须同时包含字母和数字`
  return null
}

/** The second entry of a new password: only the first one's match passes. */
export function passwordRepeatError(password: string, repeat: string | null | undefined): MessageDescriptor | null {
  if (repeat === null || repeat === undefined || repeat === '') return msg`请再次输入密码`
  return repeat === password ? null : msg`两次输入的密码不一致`
}

const SMS_CODE = /^\d{6}$/

/** The six digits of an SMS code (decision 037). */
export function smsCodeError(value: string | null | undefined): MessageDescriptor | null {
  if (value === null || value === undefined || isEmpty(value)) return msg`请输入短信验证码`
  return SMS_CODE.test(value) ? null : msg`短信验证码应为6位数字`
}
