import { primaryKey } from '@mswjs/data'

/*
 * The tables behind enterprise certification (decision 039): what the supplier changed and when,
 * what the platform's reviewers decided, and the supplier's appeals against a rejection. Back-end
 * data, so persisted and carried in state files like every other table.
 */

/** `kind`: '1' company data edited (updateSup), '2' certification sent for review (submitAudit). */
export interface SupModifyRecord {
  id: string
  tenantId: string
  supplierId: string
  kind: string
  /** The fields changed, as `label：old → new` lines (the licence pictures by count). */
  content: string
  operator: string
  createTime: string
}

/** One review decision: `result` '1' approved, '2' rejected, with the reviewer's remark. */
export interface SupReviewRecord {
  id: string
  tenantId: string
  supplierId: string
  result: string
  remark: string
  operator: string
  createTime: string
}

/** An appeal against a rejection: `status` '0' open, '1' answered (by the next review decision). */
export interface SupAppealRecord {
  id: string
  tenantId: string
  supplierId: string
  reason: string
  status: string
  operator: string
  createTime: string
  reply: string
  handleTime: string
}

const text = () => ''

export const certificationModels = {
  supModifyRecord: {
    id: primaryKey(String), tenantId: text, supplierId: text, kind: text, content: text, operator: text, createTime: text,
  },
  supReviewRecord: {
    id: primaryKey(String), tenantId: text, supplierId: text, result: text, remark: text, operator: text, createTime: text,
  },
  supAppeal: {
    id: primaryKey(String), tenantId: text, supplierId: text, reason: text, status: text, operator: text, createTime: text, reply: text, handleTime: text,
  },
}

export interface CertificationDump {
  supModifyRecord: SupModifyRecord[]
  supReviewRecord: SupReviewRecord[]
  supAppeal: SupAppealRecord[]
}
