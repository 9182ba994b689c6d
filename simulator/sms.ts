import { formatDateTime, MINUTE, snowflakeId } from '../fixtures/random'
import { SMS_CODE_LENGTH, SMS_PURPOSE, SMS_RESEND_SECONDS, type SmsPurpose } from '@/services/schemas/bid-notice'
import type { SmsCodeRecord } from './account/account-models'
import type { SentSmsEntry } from './console-types'
import { ApiError } from './errors'
import type { Simulator } from './types'

/*
 * The SMS gateway of registration and password recovery (decision 037): six-digit codes valid five
 * minutes of simulator time, one per mobile a minute, ten a day, five wrong answers at most. No
 * phone receives them: the console and `window.__simulator.sms` show them instead.
 */

export const SMS_LIFETIME_MS = 5 * MINUTE
export const SMS_DAILY_LIMIT = 10
export const SMS_MAX_ATTEMPTS = 5
/** Codes older than this are forgotten when a new one is sent (a day's cap needs a day of them). */
const SMS_RETENTION_MS = 2 * 24 * 60 * MINUTE

const MOBILE = /^1[3-9]\d{9}$/

/** A mainland mobile number, or the back end's refusal. */
export function assertMobile(mobile: string | undefined): string {
  const value = (mobile ?? '').trim()
  if (!value) throw new ApiError(400, '手机号码不能为空')
  if (!MOBILE.test(value)) throw new ApiError(400, '手机号码格式不正确')
  return value
}

/** The purpose a `type` parameter names. */
export function smsPurposeOf(type: string | undefined): SmsPurpose {
  const found = (Object.keys(SMS_PURPOSE) as SmsPurpose[]).find((purpose) => SMS_PURPOSE[purpose] === (type ?? '').trim())
  if (!found) throw new ApiError(400, '验证码类型有误')
  return found
}

/** The calendar day (Beijing time) a moment falls on, as the daily cap counts. */
const dayOf = (epochMs: number) => formatDateTime(epochMs).slice(0, 10)

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint32Array(1))
  return String(bytes[0]! % 10 ** SMS_CODE_LENGTH).padStart(SMS_CODE_LENGTH, '0')
}

/** Sends a code to the mobile, after the gateway's limits; the record is returned for the console. */
export function sendSmsCode(sim: Simulator, input: { tenantId: string; mobile: string; purpose: SmsPurpose }): SmsCodeRecord {
  const now = sim.clock.now()
  sim.db.smsCode.deleteMany({ where: { sentAt: { lt: now - SMS_RETENTION_MS } } })
  const sent = sim.db.smsCode.findMany({ where: { mobile: { equals: input.mobile } } })
  const last = sent.reduce<SmsCodeRecord | null>((latest, record) => (!latest || record.sentAt > latest.sentAt ? record : latest), null)
  if (last && now - last.sentAt < SMS_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((last.sentAt + SMS_RESEND_SECONDS * 1000 - now) / 1000)
    throw new ApiError(400, `获取验证码过于频繁，请${wait}秒后再试`)
  }
  if (sent.filter((record) => dayOf(record.sentAt) === dayOf(now)).length >= SMS_DAILY_LIMIT) {
    throw new ApiError(400, '该手机号今日获取验证码次数已达上限，请明天再试')
  }
  return sim.db.smsCode.create({
    id: snowflakeId(now),
    tenantId: input.tenantId,
    mobile: input.mobile,
    purpose: SMS_PURPOSE[input.purpose],
    code: newCode(),
    sentAt: now,
    expiresAt: now + SMS_LIFETIME_MS,
    attempts: 0,
    used: false,
  })
}

/**
 * Checks the code the supplier typed against the newest one sent for that purpose, without using
 * it up: the rest of the request may still be refused, and the same code may then be sent again.
 * A wrong answer counts against the code.
 */
export function checkSmsCode(sim: Simulator, input: { tenantId: string; mobile: string; purpose: SmsPurpose; code: string | undefined }): SmsCodeRecord {
  const typed = (input.code ?? '').trim()
  if (!typed) throw new ApiError(400, '请输入短信验证码')
  const latest = sim.db.smsCode
    .findMany({ where: { tenantId: { equals: input.tenantId }, mobile: { equals: input.mobile }, purpose: { equals: SMS_PURPOSE[input.purpose] } } })
    .sort((a, b) => b.sentAt - a.sentAt)[0]
  if (!latest || latest.used) throw new ApiError(400, '请先获取短信验证码')
  if (latest.expiresAt <= sim.clock.now()) throw new ApiError(400, '验证码已过期，请重新获取')
  if (latest.attempts >= SMS_MAX_ATTEMPTS) throw new ApiError(400, '验证码错误次数过多，请重新获取')
  if (latest.code !== typed) {
    sim.db.smsCode.update({ where: { id: { equals: latest.id } }, data: { attempts: latest.attempts + 1 } })
    sim.persist()
    throw new ApiError(400, '验证码不正确')
  }
  return latest
}

/** The code served its request: it works no more. */
export function spendSmsCode(sim: Simulator, record: SmsCodeRecord): void {
  sim.db.smsCode.update({ where: { id: { equals: record.id } }, data: { used: true } })
}

/** What the console and control show of the codes sent, newest first. */
export function sentSms(sim: Simulator, limit = 50): SentSmsEntry[] {
  const now = sim.clock.now()
  return sim.db.smsCode
    .getAll()
    .sort((a, b) => b.sentAt - a.sentAt || b.id.localeCompare(a.id))
    .slice(0, limit)
    .map((record) => ({
      mobile: record.mobile,
      code: record.code,
      purpose: (Object.keys(SMS_PURPOSE) as SmsPurpose[]).find((purpose) => SMS_PURPOSE[purpose] === record.purpose) ?? 'register',
      tenantId: record.tenantId,
      sentAt: record.sentAt,
      expiresAt: record.expiresAt,
      expired: record.expiresAt <= now,
      used: record.used,
    }))
}
