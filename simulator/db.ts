import { drop, factory, nullable, primaryKey } from '@mswjs/data'
import { innerDatabase } from './db-rows'
import type { SupplierRecord, TenantRecord, UserRecord } from '../fixtures/types'
import type { BoundCa } from '@/services/schemas/bid-crm'
import type { RehearsalRecord } from './opening/rehearsal-record'
import { tenderModels, type TenderDump } from './tender/tender-models'
import { accountModels, type AccountDump } from './account/account-models'
import { publicModels, type PublicDump } from './public/public-models'
import { logModels, type LogDump } from './system/log-models'
import { contactModels, type ContactDump } from './account/contact-models'
import { messageModels, type MessageDump } from './messages/message-models'
import { certificationModels, type CertificationDump } from './account/certification-models'
import { creditModels, type CreditDump } from './credit/credit-models'
import { researchAnswerModels, type ResearchAnswerDump } from './research/research-answer-models'
import { specimenModels, type SpecimenDump } from './specimen/specimen-models'
import type { TenderExplainRecord } from '../fixtures/tender-explain-records'
import type { FeeOrderRecord, FundMovementRecord, InvoiceInfoRecord, InvoiceRecord, PaymentRecord } from '../fixtures/money-types'

const text = () => ''
const zero = () => 0

/** The simulator's tables. Shapes mirror the fixture record types one to one. */
export const models = {
  tenant: {
    tenantId: primaryKey(String),
    tenantName: text,
    tenantTel: text,
    tenantWeb: text,
    logoUrl: text,
    wechatQr: text,
    hosts: (): string[] => [],
    linkman: text,
    address: text,
  },
  supplier: {
    id: primaryKey(String),
    tenantId: text,
    name: text,
    reviewStatus: () => '3',
    auditRemark: nullable<string>(() => null),
    creditCode: text,
    legalPerson: text,
    contactName: text,
    contactPhone: text,
    email: text,
    address: text,
    createTime: text,
    // Enterprise certification (decision 039).
    companyType: text,
    registeredCapital: text,
    establishDate: text,
    businessScope: text,
    licenceIds: (): string[] => [],
    licenceLinks: (): string[] => [],
    licenceNames: (): string[] => [],
    officeAddress: text,
    telephone: text,
    website: text,
    introduction: text,
    submitTime: text,
    appealStatus: text,
  },
  user: {
    id: primaryKey(String),
    tenantId: text,
    account: text,
    password: text,
    realName: text,
    avatar: text,
    roleId: text,
    roleName: text,
    deptId: text,
    supplierId: text,
    phone: text,
    email: text,
  },
  // Messages, with the project each is about and its attachments (decision 042).
  ...messageModels,
  ...tenderModels,
  // SMS codes and uploaded attachments of registration and password recovery (decision 037).
  ...accountModels,
  // The public site's articles and the agencies' applications to join (decision 038).
  ...publicModels,
  // The error logs portals upload to blade-log (decision 041).
  ...logModels,
  // The supplier's contacts and which of them manages the account (decision 040).
  ...contactModels,
  // Enterprise certification: modifications, review outcomes and appeals (decision 039).
  ...certificationModels,
  // Deals, contracts, acceptances and credit evaluations (decision 044).
  ...creditModels,
  // Survey answers and examination results (decision 046).
  ...researchAnswerModels,
  // Specimen applications, the specimens projects ask for, electronic guarantee letters (decision 045).
  ...specimenModels,
  // Objections to the procurement documents and the buyer's explanations (decision 030).
  tenderExplain: {
    id: primaryKey(String),
    tenantId: text,
    projectId: text,
    supplierId: text,
    fileType: text,
    title: text,
    content: text,
    createTime: text,
    explainContent: text,
    explainTime: text,
  },
  // Certificates bound to suppliers (bid-crm sup/ca, decision 024): back-end data, so persisted.
  caBinding: {
    id: primaryKey(String),
    supplierId: text,
    serial: text,
    subjectDn: text,
    companyName: text,
    validFrom: text,
    validTo: text,
    bindTime: text,
  },
  // The practice halls (decision 028): the hall progress's steps, apart from the real hall's table, so nothing there can touch them.
  rehearsal: { ...tenderModels.hallProgress, id: primaryKey(String), startTime: text, certSerial: text, packageId: text },
  // Fees, payments, invoices and the fund account (decision 031); amounts in whole fen.
  feeOrder: {
    id: primaryKey(String), tenantId: text, supplierId: text, projectId: text, packageId: text, entryId: text, orderNo: text, feeType: zero, amountFen: zero,
    status: zero, payMode: zero, createTime: text, payTime: text, rejectReason: text, cancelTime: text, voucherFileName: text, voucherLink: text,
    depositStatus: zero, refundTime: text, refundRemark: text, guaranteeNo: text,
  },
  payment: {
    id: primaryKey(String), tenantId: text, supplierId: text, orderId: text, amountFen: zero, status: zero, createTime: text, settleAt: zero, finishTime: text,
    failReason: text, returnUrl: text, gatewayUrl: text,
  },
  invoice: {
    id: primaryKey(String), tenantId: text, supplierId: text, orderId: text, amountFen: zero, invoiceType: zero, title: text, taxNo: text, email: text, mobile: text,
    status: zero, applyTime: text, issueTime: text, invoiceNo: text, fileUrl: text, rejectReason: text,
  },
  invoiceInfo: {
    id: primaryKey(String), supplierId: text, invoiceType: zero, title: text, taxNo: text, bankName: text, bankAccount: text, address: text, phone: text,
    email: text, mobile: text, updateTime: text,
  },
  fundMovement: {
    id: primaryKey(String), tenantId: text, supplierId: text, type: zero, amountFen: zero, balanceFen: zero, orderId: text, projectName: text, remark: text, createTime: text,
  },
}

export type SimulatorDb = ReturnType<typeof createDb>

export function createDb() {
  const db = factory(models)
  // @mswjs/data broadcasts every write to other tabs (BroadcastChannel). The simulator persists
  // whole snapshots itself, so cross-tab replay would only double-apply writes: switch it off.
  // A row store (decision 064) listens again after this, through db-rows.
  innerDatabase(db).events.removeAllListeners()
  return db
}

/** Plain-data dump of every table, in insertion order (what gets persisted). */
export interface DbDump extends MessageDump, TenderDump, AccountDump, PublicDump, CertificationDump, ContactDump, LogDump, SpecimenDump, ResearchAnswerDump, CreditDump {
  tenant: TenantRecord[]
  supplier: SupplierRecord[]
  user: UserRecord[]
  tenderExplain: TenderExplainRecord[]
  rehearsal: RehearsalRecord[]
  caBinding: BoundCa[]
  feeOrder: FeeOrderRecord[]
  payment: PaymentRecord[]
  invoice: InvoiceRecord[]
  invoiceInfo: InvoiceInfoRecord[]
  fundMovement: FundMovementRecord[]
}

type TableName = keyof DbDump
/** Every table, in the order they are dumped and loaded. */
const TABLES = Object.keys(models) as TableName[]

/** A dump with every table empty. */
export const emptyDump = (): DbDump => Object.fromEntries(TABLES.map((table) => [table, []])) as unknown as DbDump

const plain = <T>(entity: T): T => ({ ...entity })

export function dumpDb(db: SimulatorDb): DbDump {
  return Object.fromEntries(TABLES.map((table) => [table, db[table].getAll().map(plain)])) as unknown as DbDump
}

export function clearDb(db: SimulatorDb): void {
  drop(db)
}

export function loadDb(db: SimulatorDb, dump: DbDump): void {
  drop(db)
  for (const table of TABLES) {
    // A snapshot without a table (written before it existed) loads it empty.
    const create = db[table].create as (record: unknown) => unknown
    for (const record of (dump[table] as unknown[] | undefined) ?? []) create(record)
  }
}
