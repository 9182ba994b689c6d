import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber } from './primitives'

/**
 * Contracts of /api/bid-project: projects, packages, sign-ups, quotes, bulletins, bid files and
 * the server clock. Shapes the spec leaves "not shown" are the ones docs/decisions/014 chose.
 */

/** A project's phase as the back end derives it from its dates and the server clock. */
export const PROJECT_STATUS = {
  notStarted: 0,
  signUp: 1,
  signUpClosed: 2,
  bidding: 3,
  awaitingOpening: 4,
  opening: 5,
  evaluating: 6,
  awarded: 7,
  failed: 8,
} as const
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS]
export const PROJECT_STATUS_NAMES: Readonly<Record<ProjectStatus, string>> = {
  0: '报名未开始',
  1: '报名中',
  2: '报名已截止',
  3: '投标中',
  4: '等待开标',
  5: '开标中',
  6: '评标中',
  7: '已定标',
  8: '已流标',
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/

/** BladeX's `yyyy-MM-dd HH:mm:ss` (Beijing time, Jackson's GMT+8) as epoch ms; NaN if it is not one. */
export function beijingDateTimeToEpoch(text: string): number {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return Number.NaN
  const [, y, mo, d, h, mi, s, ms] = match.map(Number) as number[]
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, Number.isNaN(ms) ? 0 : (ms ?? 0)) - BEIJING_OFFSET_MS
}

/**
 * `entry/check/getTime`: the server's now, as epoch ms (a Long) or as BladeX's date-time string
 * (a Date through its Jackson config); a string of digits is epoch ms too. Always epoch ms out.
 */
export const serverTimeSchema = v.pipe(
  v.union([finiteNumber(), v.string()]),
  v.transform((value) => (typeof value === 'number' ? value : /^\d{10,}$/.test(value.trim()) ? Number(value) : beijingDateTimeToEpoch(value))),
  v.check((epoch) => Number.isFinite(epoch) && epoch > 0, 'Invalid server time: expected epoch ms or yyyy-MM-dd HH:mm:ss'),
)

const dateTime = () => v.string()
const optionalText = () => v.optional(v.nullable(v.string()))

export const projectSchema = v.object({
  id: v.string(),
  tenantId: v.optional(v.string()),
  projectCode: v.string(),
  projectName: v.string(),
  /** PROJECT_TYPES of the fixtures: 1 在线询价 … 6 现场项目. */
  projectType: v.string(),
  projectTypeName: v.string(),
  /** '1' open, '2' invited. */
  tenderMode: v.string(),
  qualifyFlag: finiteNumber(),
  status: finiteNumber(),
  statusName: v.string(),
  purchaserName: v.string(),
  agencyName: optionalText(),
  budget: finiteNumber(),
  publishTime: dateTime(),
  entryStartTime: dateTime(),
  entryEndTime: dateTime(),
  bidStartTime: dateTime(),
  bidEndTime: dateTime(),
  openTime: dateTime(),
  /** 1 when the caller has an effective sign-up in the project. */
  entryFlag: finiteNumber(),
})
export type Project = v.InferOutput<typeof projectSchema>
export const projectPageSchema = pageOf(projectSchema)

export const packageSchema = v.object({
  id: v.string(),
  projectId: v.string(),
  packageCode: v.string(),
  packageName: v.string(),
  budget: finiteNumber(),
  docFee: finiteNumber(),
  deposit: finiteNumber(),
  /** Extensions the bid-file upload accepts, lower case without the dot. */
  fileTypes: v.array(v.string()),
  maxFileSizeMb: finiteNumber(),
})
export type Package = v.InferOutput<typeof packageSchema>

export const projectDetailSchema = v.object({
  ...projectSchema.entries,
  contactName: optionalText(),
  contactPhone: optionalText(),
  openAddress: optionalText(),
  evaluationStartTime: optionalText(),
  packages: v.array(packageSchema),
})
export type ProjectDetail = v.InferOutput<typeof projectDetailSchema>

/** `package/packageDetails`: the package with its project's name and windows. */
export const packageDetailSchema = v.object({
  ...packageSchema.entries,
  projectName: v.string(),
  projectCode: v.string(),
  entryEndTime: dateTime(),
  bidStartTime: dateTime(),
  bidEndTime: dateTime(),
})
export type PackageDetail = v.InferOutput<typeof packageDetailSchema>

/** `project/queryEntryEnd`: whether sign-up has closed by the server clock. */
export const entryEndSchema = v.object({ projectId: v.string(), entryEndTime: dateTime(), isEnd: finiteNumber() })
export type EntryEnd = v.InferOutput<typeof entryEndSchema>

/** Sign-up state codes (docs/decisions/014). */
export const ENTRY_STATUS = { withdrawn: 0, effective: 1 } as const
export const PAY_STATUS = { unpaid: 0, paid: 1 } as const
export const QUALIFY_STATUS = { none: -1, reviewing: 0, passed: 1, failed: 2 } as const

export const entrySchema = v.object({
  id: v.string(),
  projectId: v.string(),
  packageId: v.string(),
  packageName: v.string(),
  supplierId: v.string(),
  supplierName: v.string(),
  linkMan: optionalText(),
  linkPhone: optionalText(),
  entryTime: dateTime(),
  status: finiteNumber(),
  payStatus: finiteNumber(),
  qualifyStatus: finiteNumber(),
  bidStatus: finiteNumber(),
  /** What still blocks or has happened, for people: 待缴费, 可下载文件, 已递交投标文件, 资格审查中 … */
  entryStatusName: v.string(),
})
export type Entry = v.InferOutput<typeof entrySchema>
export const entryListSchema = v.array(entrySchema)

export const quoteSchema = v.object({
  id: v.string(),
  projectId: v.string(),
  packageId: v.string(),
  supplierId: v.string(),
  amount: finiteNumber(),
  round: finiteNumber(),
  quoteTime: dateTime(),
})
export type Quote = v.InferOutput<typeof quoteSchema>

export const bulletinSchema = v.object({
  id: v.string(),
  projectId: v.string(),
  /** Dictionary bulletin_type. */
  bulletinType: v.string(),
  title: v.string(),
  /** HTML. */
  content: v.string(),
  publishTime: dateTime(),
})
export type Bulletin = v.InferOutput<typeof bulletinSchema>

export const invitationSchema = v.object({
  ...projectSchema.entries,
  inviteId: v.string(),
  inviteTime: dateTime(),
  readStatus: finiteNumber(),
})
export type Invitation = v.InferOutput<typeof invitationSchema>
export const invitationPageSchema = pageOf(invitationSchema)

/** `entry/illegal/queryDistInfo`: what was matched against other bidders, never who. */
export const distInfoSchema = v.array(v.object({ matchType: v.string(), matchValue: v.string(), count: finiteNumber() }))
export type DistInfo = v.InferOutput<typeof distInfoSchema>

/** The collusion check answers the number of other bidders that share the address. */
export const collusionCountSchema = finiteNumber()

export const bidFileSchema = v.object({
  id: v.string(),
  projectId: v.string(),
  packageId: v.string(),
  type: finiteNumber(),
  fileName: v.string(),
  fileSize: finiteNumber(),
  uploadTime: dateTime(),
  link: v.string(),
})
export type BidFile = v.InferOutput<typeof bidFileSchema>
