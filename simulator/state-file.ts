import * as v from 'valibot'
import { ConsoleError } from './console-types'
import { createDb, loadDb, models, type DbDump } from './db'
import type { Fault } from './faults'
import { DEFAULT_SERIALISATION, SERIALISATIONS, type Serialisation } from './serialisation'
import { SNAPSHOT_VERSION } from './snapshot-version'
import type { Simulator, SimulatorSnapshot } from './types'

/**
 * The console's state file (decision 034): the whole simulator — db, sessions, captchas, clock,
 * settings and faults — as one JSON text with a format marker and the snapshot version. Import
 * checks it fully before anything changes, so a refused file leaves the state as it was.
 */

export const STATE_FILE_FORMAT = 'tender-portal-simulator-state'

export interface StateFile {
  format: typeof STATE_FILE_FORMAT
  version: number
  /** Real time of the export (ISO 8601). */
  exportedAt: string
  snapshot: SimulatorSnapshot
  settings: { latency: number; captchaCode: string; serialisation: Serialisation }
  faults: Array<{ pattern: string; fault: Fault; remaining: number | null }>
  clock: { paused: boolean; rate: number }
}

/**
 * The state file's text. `live` keeps the sessions and captchas, for a recording that masks them
 * itself (decision 057); the console's export never does (decision 063).
 */
export function exportState(sim: Simulator, { live = false }: { live?: boolean } = {}): string {
  const snapshot = sim.snapshot()
  const file: StateFile = {
    format: STATE_FILE_FORMAT,
    version: SNAPSHOT_VERSION,
    exportedAt: new Date().toISOString(),
    // No live tokens and no captcha answers (decision 063): a file passed round a class signs nobody
    // in as anyone. Imported, it starts everyone signed out.
    snapshot: live ? snapshot : { ...snapshot, sessions: [], captchas: [] },
    settings: { latency: sim.settings.latency, captchaCode: sim.settings.captchaCode, serialisation: sim.settings.serialisation },
    faults: sim.faults.list(),
    clock: { paused: sim.clock.paused, rate: sim.clock.rate },
  }
  return JSON.stringify(file, null, 1)
}

const record = v.record(v.string(), v.unknown())
const table = v.array(record)
const finite = v.pipe(v.number(), v.finite())

/** Every table a dump holds, each an array of records (a table written before it existed may be missing). */
const dbSchema = v.object(Object.fromEntries(Object.keys(models).map((name) => [name, v.optional(table)])) as Record<keyof DbDump, v.OptionalSchema<typeof table, undefined>>)

const sessionSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  userId: v.string(),
  tenantId: v.string(),
  account: v.string(),
  clientId: v.string(),
  issuedAt: finite,
  accessExpiresAt: finite,
  refreshExpiresAt: finite,
  status: v.picklist(['active', 'replaced', 'loggedOut', 'kicked']),
})

const faultSchema = v.union([
  v.object({ status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)), code: v.optional(v.number()), msg: v.optional(v.string()), body: v.optional(v.unknown()) }),
  v.object({ latencyMs: v.pipe(finite, v.minValue(0)) }),
  v.picklist(['network', 'timeout', 'malformed']),
])

const fileSchema = v.object({
  format: v.literal(STATE_FILE_FORMAT),
  version: v.literal(SNAPSHOT_VERSION),
  exportedAt: v.string(),
  snapshot: v.object({
    version: v.literal(SNAPSHOT_VERSION),
    db: dbSchema,
    sessions: v.array(sessionSchema),
    captchas: v.array(v.tuple([v.string(), v.object({ code: v.string(), expiresAt: finite })])),
    clockOffset: finite,
    clock: v.optional(v.object({ paused: v.boolean(), rate: v.pipe(finite, v.minValue(0.001)), frozenAt: v.nullable(finite) })),
  }),
  // A file written before the conventions existed has none: the portal's own.
  settings: v.object({ latency: v.pipe(finite, v.minValue(0)), captchaCode: v.pipe(v.string(), v.minLength(1)), serialisation: v.optional(v.picklist(SERIALISATIONS), DEFAULT_SERIALISATION) }),
  faults: v.array(v.object({ pattern: v.pipe(v.string(), v.minLength(1)), fault: faultSchema, remaining: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))) })),
  clock: v.object({ paused: v.boolean(), rate: v.pipe(finite, v.minValue(0.001)) }),
})

const MESSAGES = {
  notJson: '文件不是有效的模拟器状态文件（无法解析JSON）',
  foreign: '该文件不是本系统导出的模拟器状态',
  version: (found: unknown) => `模拟器状态文件的版本为 ${JSON.stringify(found) ?? '（无）'}，本系统需要版本 ${SNAPSHOT_VERSION}，无法导入`,
  shape: (path: string) => `模拟器状态文件内容有误：${path}`,
  tables: '模拟器状态文件中的数据无法载入（记录重复或字段有误）',
}

/** The file's content checked, or a ConsoleError saying what is wrong with it. */
export function readStateFile(text: string): v.InferOutput<typeof fileSchema> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ConsoleError(MESSAGES.notJson)
  }
  const head = (parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}) as Record<string, unknown>
  if (head.format !== STATE_FILE_FORMAT) throw new ConsoleError(MESSAGES.foreign)
  if (head.version !== SNAPSHOT_VERSION) throw new ConsoleError(MESSAGES.version(head.version))
  const result = v.safeParse(fileSchema, parsed)
  if (!result.success) {
    const issue = result.issues[0]
    throw new ConsoleError(MESSAGES.shape(v.getDotPath(issue) ?? '（根）'))
  }
  // The tables must load too (a duplicate key or a wrong field type fails only there): try them on a scratch db.
  try {
    loadDb(createDb(), result.output.snapshot.db as unknown as DbDump)
  } catch {
    throw new ConsoleError(MESSAGES.tables)
  }
  return result.output
}

/** Replaces the whole state with the file's: data, sessions (as in the file), clock, settings and faults. */
export function importState(sim: Simulator, text: string): void {
  const file = readStateFile(text)
  const snapshot = file.snapshot as unknown as SimulatorSnapshot
  sim.load({ ...snapshot, clock: snapshot.clock ?? { paused: file.clock.paused, rate: file.clock.rate, frozenAt: null } })
  sim.settings.latency = file.settings.latency
  sim.settings.captchaCode = file.settings.captchaCode
  sim.settings.serialisation = file.settings.serialisation
  sim.faults.clear()
  // Oldest first, so the newest (which wins a match) ends up in front again.
  for (const entry of [...file.faults].reverse()) sim.faults.set(entry.pattern, entry.fault as Fault, entry.remaining === null ? {} : { times: entry.remaining })
}
