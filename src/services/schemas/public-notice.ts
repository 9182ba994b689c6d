import * as v from 'valibot'
import { articleFileSchema } from './blade-desk'
import { pageOf } from './envelope'
import { fenSchema } from './money'
import { finiteNumber } from './primitives'
import { idText, textOrNull } from './scalars'

/*
 * Contracts of /api/bid-project/portal: the tenders' announcements as anyone may read them
 * (decision 038). Codes may arrive as numbers or strings; they come out as strings.
 */

const code = idText

/** An announcement (公告) of an open tender, with the facts a visitor scans a list for. */
export const publicBulletinSchema = v.object({
  id: idText,
  title: v.string(),
  /** Dictionary bulletin_type: 1 招标公告 … 6 终止公告. */
  bulletinType: code,
  bulletinTypeName: textOrNull(),
  publishTime: v.string(),
  projectId: idText,
  projectCode: v.string(),
  projectName: v.string(),
  projectType: code,
  projectTypeName: textOrNull(),
  qualifyFlag: v.optional(v.nullable(finiteNumber()), null),
  purchaserName: textOrNull(),
  status: v.optional(v.nullable(finiteNumber()), null),
  statusName: textOrNull(),
  entryEndTime: textOrNull(),
  openTime: textOrNull(),
})
export type PublicBulletin = v.InferOutput<typeof publicBulletinSchema>
export const publicBulletinPageSchema = pageOf(publicBulletinSchema)

/** Amounts in yuan as the back end sends them (a number or a decimal text), out as whole fen. */
const money = v.optional(v.nullable(fenSchema), null)

/** One announcement with its body, its project's packages, the project's other announcements and its files. */
export const publicBulletinDetailSchema = v.object({
  ...publicBulletinSchema.entries,
  content: v.string(),
  agencyName: textOrNull(),
  budget: money,
  entryStartTime: textOrNull(),
  bidEndTime: textOrNull(),
  openAddress: textOrNull(),
  contactName: textOrNull(),
  contactPhone: textOrNull(),
  packages: v.pipe(
    v.optional(v.nullable(v.array(v.object({ id: idText, packageCode: textOrNull(), packageName: v.string(), budget: money, docFee: money, deposit: money }))), null),
    v.transform((list) => list ?? []),
  ),
  bulletins: v.pipe(
    v.optional(v.nullable(v.array(v.object({ id: idText, title: v.string(), bulletinType: code, bulletinTypeName: textOrNull(), publishTime: v.string() }))), null),
    v.transform((list) => list ?? []),
  ),
  attachments: v.pipe(
    v.optional(v.nullable(v.array(articleFileSchema)), null),
    v.transform((list) => list ?? []),
  ),
})
export type PublicBulletinDetail = v.InferOutput<typeof publicBulletinDetailSchema>

/** A demand survey's standing at the server clock (decision 020): 1 taking replies, 2 closed. */
export const RESEARCH_STATUS = { open: 1, closed: 2 } as const

/**
 * A demand survey as anyone may read it: the fields of decision 020's `research/querySupplierResearchPage`
 * row, apart from that module's schemas so the public home does not carry every tender contract.
 */
export const publicResearchSchema = v.object({
  id: idText,
  researchCode: v.string(),
  title: v.string(),
  purchaserName: v.string(),
  category: textOrNull(),
  publishTime: v.string(),
  endTime: v.string(),
  status: finiteNumber(),
  statusName: v.string(),
})
export type PublicResearch = v.InferOutput<typeof publicResearchSchema>
export const publicResearchPageSchema = pageOf(publicResearchSchema)

export const publicResearchDetailSchema = v.object({ ...publicResearchSchema.entries, content: v.string(), contactName: textOrNull(), contactPhone: textOrNull() })
export type PublicResearchDetail = v.InferOutput<typeof publicResearchDetailSchema>
