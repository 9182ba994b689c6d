import * as v from 'valibot'
import { articleFileSchema } from './blade-desk'
import { pageOf } from './envelope'
import { fenSchema } from './money'
import { idText, textOrNull } from './scalars'
import { displayText, long, longOr } from './values'

/*
 * Contracts of /api/bid-project/portal: the tenders' announcements as anyone may read them
 * (decision 038). Codes may arrive as numbers or strings; they come out as strings.
 */

const code = idText

/** An announcement (公告) of an open tender, with the facts a visitor scans a list for. */
export const publicBulletinSchema = v.object({
  id: idText,
  title: displayText(),
  /** Dictionary bulletin_type: 1 招标公告 … 6 终止公告. */
  bulletinType: code,
  bulletinTypeName: textOrNull(),
  publishTime: displayText(),
  projectId: idText,
  projectCode: displayText(),
  projectName: displayText(),
  projectType: code,
  projectTypeName: textOrNull(),
  qualifyFlag: longOr(null),
  purchaserName: textOrNull(),
  status: longOr(null),
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
  content: displayText(),
  agencyName: textOrNull(),
  budget: money,
  entryStartTime: textOrNull(),
  bidEndTime: textOrNull(),
  openAddress: textOrNull(),
  contactName: textOrNull(),
  contactPhone: textOrNull(),
  packages: v.pipe(
    v.optional(v.nullable(v.array(v.object({ id: idText, packageCode: textOrNull(), packageName: displayText(), budget: money, docFee: money, deposit: money }))), null),
    v.transform((list) => list ?? []),
  ),
  bulletins: v.pipe(
    v.optional(v.nullable(v.array(v.object({ id: idText, title: displayText(), bulletinType: code, bulletinTypeName: textOrNull(), publishTime: displayText() }))), null),
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
  researchCode: displayText(),
  title: displayText(),
  purchaserName: displayText(),
  category: textOrNull(),
  publishTime: displayText(),
  endTime: displayText(),
  status: long(),
  statusName: displayText(),
})
export type PublicResearch = v.InferOutput<typeof publicResearchSchema>
export const publicResearchPageSchema = pageOf(publicResearchSchema)

export const publicResearchDetailSchema = v.object({ ...publicResearchSchema.entries, content: displayText(), contactName: textOrNull(), contactPhone: textOrNull() })
export type PublicResearchDetail = v.InferOutput<typeof publicResearchDetailSchema>
