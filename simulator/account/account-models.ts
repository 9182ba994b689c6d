import { primaryKey } from '@mswjs/data'

/*
 * The tables behind registration and password recovery (decision 037): the SMS codes the platform
 * sent, and the attachments uploaded through blade-resource (BladeX's `blade_attach`), such as a
 * licence picture sent before its supplier exists. Back-end data, so they are persisted and travel
 * in state files like every other table.
 */

/** `purpose`: the `type` getCode was asked with, '1' registration or '2' password recovery. */
export interface SmsCodeRecord {
  id: string
  tenantId: string
  mobile: string
  purpose: string
  code: string
  /** Simulator time, epoch ms. */
  sentAt: number
  expiresAt: number
  /** Wrong answers so far; the code stops working after a few. */
  attempts: number
  used: boolean
}

/** One uploaded file; `supplierId` is set once a registration uses it, so no other can. */
export interface AttachRecord {
  id: string
  tenantId: string
  link: string
  domain: string
  name: string
  originalName: string
  extension: string
  attachSize: number
  createTime: string
  supplierId: string
}

const text = () => ''
const zero = () => 0

export const accountModels = {
  smsCode: {
    id: primaryKey(String), tenantId: text, mobile: text, purpose: text, code: text, sentAt: zero, expiresAt: zero, attempts: zero, used: () => false,
  },
  attach: {
    id: primaryKey(String), tenantId: text, link: text, domain: text, name: text, originalName: text, extension: text, attachSize: zero, createTime: text, supplierId: text,
  },
}

export interface AccountDump {
  smsCode: SmsCodeRecord[]
  attach: AttachRecord[]
}
