import { primaryKey } from '@mswjs/data'
import type {
  BidFileRecord, BulletinRecord, CatalogRecord, DownRecordRecord, EntryRecord, ExplainRecord, InvitationRecord, PackageRecord, ProjectRecord, QuoteRecord, ResearchRecord,
} from '../../fixtures/tender-types'
import type { QualifyApplyRecord } from '../../fixtures/tender-types'
import type { HallProgressRecord, HallRecord } from '../../fixtures/tender-types'
import type { ExplainAnswerRecord, QuestionRecord } from '../../fixtures/tender-types'

const text = () => ''
const zero = () => 0
const id = () => primaryKey(String)

/** The tender tables; shapes mirror fixtures/tender-types.ts one to one. */
export const tenderModels = {
  project: {
    id: id(), tenantId: text, projectCode: text, projectName: text, projectType: text, tenderMode: text, qualifyFlag: zero,
    purchaserName: text, agencyName: text, budget: zero, contactName: text, contactPhone: text, openAddress: text,
    publishTime: text, entryStartTime: text, entryEndTime: text, bidStartTime: text, bidEndTime: text, openTime: text,
    evaluationStartTime: text, outcome: text, winnerSupplierId: text, createTime: text,
  },
  package: {
    id: id(), tenantId: text, projectId: text, packageCode: text, packageName: text, budget: zero, docFee: zero, deposit: zero,
    fileTypes: (): string[] => [], maxFileSizeMb: zero, sort: zero,
  },
  invitation: {
    id: id(), tenantId: text, projectId: text, supplierId: text, inviteTime: text, readStatus: zero,
    replyStatus: zero, replyDeadline: text, replyTime: text, replyReason: text,
  },
  entry: {
    id: id(), tenantId: text, projectId: text, packageId: text, supplierId: text, supplierName: text, linkMan: text, linkPhone: text,
    entryTime: text, status: zero, payStatus: zero, qualifyStatus: zero, bidStatus: zero,
  },
  bidFile: {
    id: id(), tenantId: text, projectId: text, packageId: text, supplierId: text, type: zero, fileName: text, fileSize: zero,
    contentType: text, uploaderIp: text, uploadTime: text, link: text, certSerial: text, sha256: text,
  },
  quote: { id: id(), tenantId: text, projectId: text, packageId: text, supplierId: text, amount: zero, round: zero, quoteTime: text },
  bulletin: { id: id(), tenantId: text, projectId: text, bulletinType: text, title: text, content: text, publishTime: text },
  catalog: { id: id(), tenantId: text, serviceId: text, packageId: text, fileType: zero, fileName: text, fileSize: zero, link: text, uploadTime: text },
  downRecord: {
    id: id(), tenantId: text, catalogId: text, serviceId: text, supplierId: text, fileName: text, downTime: text,
    projectId: text, fileType: zero, fileUrl: text, downUserId: text, downUserName: text, downIp: text,
  },
  explain: {
    id: id(), tenantId: text, projectId: text, packageId: text, supplierId: text, title: text, content: text, deadline: text,
    status: zero, answer: text, createTime: text,
  },
  research: {
    id: id(), tenantId: text, researchCode: text, title: text, purchaserName: text, category: text, content: text,
    publishTime: text, endTime: text, contactName: text, contactPhone: text, createTime: text,
  },
  qualifyApply: {
    id: id(), tenantId: text, projectId: text, supplierId: text, supplierName: text, packageIds: (): string[] => [], linkMan: text, linkPhone: text,
    fileId: text, fileName: text, status: zero, reason: text, submitTime: text, reviewTime: text, decryptStatus: zero, decryptTime: text,
  },
  question: { id: id(), tenantId: text, projectId: text, packageId: text, supplierId: text, content: text, askTime: text, answer: text, answerTime: text },
  explainAnswer: { id: id(), tenantId: text, explainId: text, supplierId: text, content: text, fileName: text, fileSize: zero, link: text, answerTime: text },
  hall: { id: id(), tenantId: text, projectId: text, checkInMinutes: zero, decryptMinutes: zero, originalOpenTime: text, failedTime: text, reason: text, platformFailure: zero },
  hallProgress: {
    id: id(), tenantId: text, projectId: text, supplierId: text, checkInTime: text, fileSureTime: text, decryptBeginTime: text, decryptTime: text,
    decryptSerial: text, recordSignTime: text, recordSignData: text,
  },
}

export interface TenderDump {
  project: ProjectRecord[]
  package: PackageRecord[]
  invitation: InvitationRecord[]
  entry: EntryRecord[]
  bidFile: BidFileRecord[]
  quote: QuoteRecord[]
  bulletin: BulletinRecord[]
  catalog: CatalogRecord[]
  downRecord: DownRecordRecord[]
  explain: ExplainRecord[]
  research: ResearchRecord[]
  qualifyApply: QualifyApplyRecord[]
  question: QuestionRecord[]
  explainAnswer: ExplainAnswerRecord[]
  hall: HallRecord[]
  hallProgress: HallProgressRecord[]
}
