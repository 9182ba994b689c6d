import { primaryKey } from '@mswjs/data'

/*
 * Specimens and electronic guarantee letters (decision 045): back-end data, so persisted like every
 * other table. Numbers (样品编号, 保函编号) are unique within a tenant, where authenticity is checked.
 */

/** A supplier's application to deliver a specimen for a package it bid on. */
export interface SpecimenApplyRecord {
  id: string
  tenantId: string
  supplierId: string
  projectId: string
  packageId: string
  /** Given when the application is approved; '' before. */
  specimenNo: string
  specimenName: string
  quantity: number
  /** 1 寄送, 2 现场递交. */
  deliveryWay: number
  contactName: string
  contactPhone: string
  /** yyyy-MM-dd */
  expectedDate: string
  remark: string
  /** 0 待审核, 1 已通过, 2 已驳回, 3 已退还. */
  status: number
  rejectReason: string
  applyTime: string
  reviewTime: string
}

/** A specimen a package's tender documents ask every bidder for. */
export interface ProjectSpecimenRecord {
  id: string
  tenantId: string
  projectId: string
  packageId: string
  specimenName: string
  quantity: number
  requirement: string
  deadline: string
}

/** An electronic guarantee letter issued for a supplier's deposit. */
export interface GuaranteeRecord {
  id: string
  tenantId: string
  supplierId: string
  projectId: string
  guaranteeNo: string
  beneficiary: string
  amountFen: number
  issuer: string
  validFrom: string
  validTo: string
  /** '' unless the issuer revoked it. */
  revokeTime: string
  fileName: string
  fileUrl: string
  issueTime: string
}

const text = () => ''
const zero = () => 0

export const specimenModels = {
  specimenApply: {
    id: primaryKey(String), tenantId: text, supplierId: text, projectId: text, packageId: text, specimenNo: text, specimenName: text, quantity: zero, deliveryWay: zero,
    contactName: text, contactPhone: text, expectedDate: text, remark: text, status: zero, rejectReason: text, applyTime: text, reviewTime: text,
  },
  projectSpecimen: { id: primaryKey(String), tenantId: text, projectId: text, packageId: text, specimenName: text, quantity: zero, requirement: text, deadline: text },
  guarantee: {
    id: primaryKey(String), tenantId: text, supplierId: text, projectId: text, guaranteeNo: text, beneficiary: text, amountFen: zero, issuer: text, validFrom: text, validTo: text,
    revokeTime: text, fileName: text, fileUrl: text, issueTime: text,
  },
}

export interface SpecimenDump {
  specimenApply: SpecimenApplyRecord[]
  projectSpecimen: ProjectSpecimenRecord[]
  guarantee: GuaranteeRecord[]
}
