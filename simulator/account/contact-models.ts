import { primaryKey } from '@mswjs/data'

/*
 * The supplier's contacts (bid-crm `supLink`, decision 040): the people the platform may reach for
 * a supplier, one of whom manages the account. Back-end data, so persisted like every other table.
 */

/** `isManage` 1: the contact who manages the supplier's account (exactly one per supplier that has contacts). */
export interface ContactRecord {
  id: string
  tenantId: string
  supplierId: string
  name: string
  mobile: string
  email: string
  /** 职务 */
  position: string
  /** 部门 */
  department: string
  isManage: number
  createTime: string
  updateTime: string
}

const text = () => ''
const zero = () => 0

export const contactModels = {
  supLink: {
    id: primaryKey(String), tenantId: text, supplierId: text, name: text, mobile: text, email: text, position: text, department: text, isManage: zero, createTime: text, updateTime: text,
  },
}

export interface ContactDump {
  supLink: ContactRecord[]
}
