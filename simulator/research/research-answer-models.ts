import { primaryKey } from '@mswjs/data'
import type { ExaminationRecord, ResearchAnswerRecord } from '../../fixtures/research-answer-types'

const text = () => ''
const zero = () => 0

/** Survey answers and examination results (decision 046); shapes mirror fixtures/research-answer-types.ts. */
export const researchAnswerModels = {
  researchAnswer: {
    id: primaryKey(String), tenantId: text, researchId: text, supplierId: text, inviteTime: text, status: zero, productName: text, brandModel: text,
    unitPrice: zero, deliveryDays: zero, remarks: text, fileName: text, fileLink: text, submitTime: text,
  },
  examination: {
    id: primaryKey(String), tenantId: text, supplierId: text, projectId: text, packageId: text, examineTime: text, items: text,
  },
}

export interface ResearchAnswerDump {
  researchAnswer: ResearchAnswerRecord[]
  examination: ExaminationRecord[]
}
