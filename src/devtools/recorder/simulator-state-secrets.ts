import { MASK, redact, redacted } from '@/app/redaction'
import type { SimulatorAtStart } from './format'

/**
 * The simulator's state inside a recording (decision 057). It is the back end's whole memory: its
 * users' passwords, its sessions' access and refresh tokens, the captcha answers and SMS codes it
 * handed out. On the way out these are masked, keeping the file's shape so it can still be loaded;
 * on the way back in, the running simulator's own values take their place: its sessions (so the
 * page stays signed in), its passwords, its captcha answer.
 */

type Row = Record<string, unknown>
type StateLike = {
  snapshot?: { db?: Record<string, Row[] | undefined>; sessions?: Row[]; captchas?: Array<[string, Row]> }
  settings?: Row
  faults?: unknown
}
/** A seeded account, as the simulator lists them. */
type Account = { username: string; password: string; tenantId: string }

// Tables whose `code` column is an answer someone types: the SMS gateway's codes.
const CODE_TABLES = new Set(['smsCode'])

const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v)

function maskSnapshot(snapshot: NonNullable<StateLike['snapshot']>): NonNullable<StateLike['snapshot']> {
  const db = Object.fromEntries(
    Object.entries(snapshot.db ?? {}).map(([table, rows]) => [
      table,
      rows?.map((row) => {
        const copy = redact(row).value as Row
        if (CODE_TABLES.has(table) && typeof copy.code === 'string' && copy.code) copy.code = MASK
        return copy
      }),
    ]),
  )
  return {
    ...snapshot,
    db,
    sessions: snapshot.sessions?.map((row) => redact(row).value as Row),
    captchas: snapshot.captchas?.map(([key, entry]) => [key, { ...entry, code: MASK }]),
  }
}

/** The state file's text with its secrets masked; a text that is not a state file is not kept. */
export function maskStateText(text: string): string | null {
  let file: StateLike
  try {
    file = JSON.parse(text) as StateLike
  } catch {
    return null
  }
  if (!isObject(file)) return null
  const masked: StateLike = { ...file }
  if (isObject(file.snapshot)) masked.snapshot = maskSnapshot(file.snapshot)
  if (isObject(file.settings)) masked.settings = redacted(file.settings) as Row
  if (file.faults !== undefined) masked.faults = redacted(file.faults)
  return JSON.stringify(masked, null, 1)
}

/** The simulator at a recording's start, as the recording may carry it. */
export function maskSimulatorAtStart(start: SimulatorAtStart | null): SimulatorAtStart | null {
  if (!start) return null
  const snapshot = isObject(start.snapshot) ? maskSnapshot(start.snapshot as NonNullable<StateLike['snapshot']>) : redacted(start.snapshot)
  return { state: start.state === null ? null : maskStateText(start.state), snapshot, clock: start.clock }
}

const masked = (v: unknown) => v === MASK

/**
 * A recorded state file with the running simulator's secrets put where the recording masked them:
 * its sessions replace the recorded ones, a user's password is its password now (or the seeded
 * one), a captcha's answer is the one the simulator gives. A masked SMS code stays masked: a replay
 * asks for a new one.
 */
export function withSecretsOf(recordedText: string, currentText: string | null, accounts: readonly Account[] = []): string {
  if (!recordedText.includes(MASK)) return recordedText
  let recorded: StateLike
  let current: StateLike = {}
  try {
    recorded = JSON.parse(recordedText) as StateLike
    if (currentText) current = JSON.parse(currentText) as StateLike
  } catch {
    return recordedText
  }
  const snapshot = recorded.snapshot
  const now = current.snapshot
  const captchaCode = now && current.settings?.captchaCode
  if (recorded.settings && masked(recorded.settings.captchaCode) && typeof captchaCode === 'string') recorded.settings.captchaCode = captchaCode
  if (snapshot) {
    if (now?.sessions) snapshot.sessions = now.sessions
    else snapshot.sessions = snapshot.sessions?.filter((row) => !masked(row.accessToken) && !masked(row.refreshToken))
    const currentCaptchas = new Map(now?.captchas ?? [])
    snapshot.captchas = snapshot.captchas?.flatMap(([key, entry]) => {
      if (!masked(entry.code)) return [[key, entry]]
      const code = currentCaptchas.get(key)?.code ?? captchaCode
      return typeof code === 'string' ? [[key, { ...entry, code }]] : []
    })
    const users = snapshot.db?.user
    const usersNow = new Map((now?.db?.user ?? []).map((row) => [row.id, row]))
    users?.forEach((user) => {
      if (!masked(user.password)) return
      const password = usersNow.get(user.id)?.password ?? accounts.find((a) => a.username === user.account && a.tenantId === user.tenantId)?.password
      if (typeof password === 'string') user.password = password
    })
  }
  return JSON.stringify(recorded, null, 1)
}
