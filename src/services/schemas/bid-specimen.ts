import * as v from 'valibot'
import { pageOf, rowsListOf } from './envelope'
import { codeOrNull, codeSchema, fenOr, fenSchema } from './money'
import { idText, packageRefEntries, projectRefEntries, textOrEmpty, textOrNull } from './scalars'
import { displayText, long } from './values'

/*
 * Specimens (样品) and electronic guarantee letters (电子保函), designed in the back end's style
 * under /api/bid-project (decision 045). A BladeX back end sends Long ids as numbers or strings and
 * leaves text columns null, so ids read as strings and text as '' when missing; null stays only
 * where it means something (no specimen number yet, not reviewed, not rejected, not revoked).
 */

/** A specimen application's review: 待审核, 已通过, 已驳回 (with a reason), 已退还 (the specimen came back). */
export const SPECIMEN_STATUS = { pending: 0, approved: 1, rejected: 2, returned: 3 } as const
export const SPECIMEN_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已退还' }

/** How the specimen reaches the buyer: 寄送 (posted) or 现场递交 (handed in on site). */
export const DELIVERY_WAY = { post: 1, onSite: 2 } as const
export const DELIVERY_WAY_NAMES: Readonly<Record<number, string>> = { 1: '寄送', 2: '现场递交' }

/** A guarantee letter's standing: 有效, 已失效 (its validity ended, by the server clock), 已撤销. */
export const GUARANTEE_STATUS = { valid: 1, expired: 2, revoked: 3 } as const
export const GUARANTEE_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '有效', 2: '已失效', 3: '已撤销' }

/** What a number checked for authenticity turned out to be. */
export const AUTHENTIC_KIND = { specimen: 1, guarantee: 2 } as const
export const AUTHENTIC_KIND_NAMES: Readonly<Record<number, string>> = { 1: '样品', 2: '电子保函' }
/** 1 genuine and standing, 2 genuine but revoked. */
export const AUTHENTIC_RESULT = { genuine: 1, revoked: 2 } as const
export const AUTHENTIC_RESULT_NAMES: Readonly<Record<number, string>> = { 1: '真实有效', 2: '已撤销' }

/** `specimen/querySupplierSpecimenPage` row and what `specimen/saveSpecimenApply` answers. */
export const specimenApplicationSchema = v.object({
  id: idText,
  /** 样品编号, given once the application is approved. */
  specimenNo: textOrNull(),
  ...packageRefEntries,
  specimenName: textOrEmpty(),
  quantity: long(),
  deliveryWay: codeSchema(DELIVERY_WAY_NAMES, 'delivery way'),
  contactName: textOrEmpty(),
  contactPhone: textOrEmpty(),
  expectedDate: textOrEmpty(),
  remark: textOrEmpty(),
  status: codeSchema(SPECIMEN_STATUS_NAMES, 'specimen status'),
  statusName: textOrEmpty(),
  rejectReason: textOrNull(),
  applyTime: textOrEmpty(),
  reviewTime: textOrNull(),
})
export type SpecimenApplication = v.InferOutput<typeof specimenApplicationSchema>
export const specimenApplicationPageSchema = pageOf(specimenApplicationSchema)

/**
 * `specimen/queryBidProjects`: the projects and packages the supplier bid on, which alone take an
 * application; each package with its specimens' 递交截止时间 (the latest of what it asks for), null
 * when it asks for none or the back end does not say.
 */
export const bidProjectListSchema = rowsListOf(
  v.object({
    ...projectRefEntries,
    packages: v.array(v.object({ packageId: idText, packageName: textOrEmpty(), specimenDeadline: textOrNull() })),
  }),
)
export type BidProject = v.InferOutput<typeof bidProjectListSchema>[number]

/** `specimen/queryProjectSpecimenPage` row: a specimen a package asks for and what the supplier submitted. */
export const projectSpecimenSchema = v.object({
  id: idText,
  ...packageRefEntries,
  specimenName: textOrEmpty(),
  quantity: long(),
  requirement: textOrNull(),
  deadline: textOrEmpty(),
  /** Specimens of this name the supplier's approved or returned applications brought. */
  submittedQuantity: long(),
  /** The supplier's latest application for it, if any. */
  applicationStatus: codeOrNull(SPECIMEN_STATUS_NAMES, 'specimen status'),
})
export type ProjectSpecimen = v.InferOutput<typeof projectSpecimenSchema>
export const projectSpecimenPageSchema = pageOf(projectSpecimenSchema)

/** `guarantee/querySupplierGuaranteePage` row: an electronic guarantee letter (amount in yuan, read as fen). */
export const guaranteeSchema = v.object({
  id: idText,
  guaranteeNo: displayText(),
  ...projectRefEntries,
  /** 受益人: the buyer the deposit is owed to. */
  beneficiary: textOrEmpty(),
  amount: fenSchema,
  /** 出函机构: the bank or insurer. */
  issuer: textOrEmpty(),
  validFrom: textOrEmpty(),
  validTo: textOrEmpty(),
  status: codeSchema(GUARANTEE_STATUS_NAMES, 'guarantee status'),
  statusName: textOrEmpty(),
  fileName: textOrEmpty(),
  fileUrl: textOrEmpty(),
  issueTime: textOrEmpty(),
})
export type Guarantee = v.InferOutput<typeof guaranteeSchema>
export const guaranteePageSchema = pageOf(guaranteeSchema)

/** `authenticity/query`: a known number's facts (an unknown number answers null). */
export const authenticitySchema = v.object({
  kind: codeSchema(AUTHENTIC_KIND_NAMES, 'authenticity kind'),
  number: displayText(),
  result: codeSchema(AUTHENTIC_RESULT_NAMES, 'authenticity result'),
  resultName: textOrEmpty(),
  projectName: textOrEmpty(),
  supplierName: textOrEmpty(),
  /** The specimen's name, or the guarantee's issuer. */
  subject: textOrEmpty(),
  amount: fenOr(null),
  validFrom: textOrNull(),
  validTo: textOrNull(),
  issueTime: textOrEmpty(),
  revokeTime: textOrNull(),
})
export type Authenticity = v.InferOutput<typeof authenticitySchema>
