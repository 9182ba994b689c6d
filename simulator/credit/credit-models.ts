import { primaryKey } from '@mswjs/data'

/*
 * What follows an award (decision 044): the deal, its contract, the buyer's acceptance and its
 * credit evaluation. A deal copies its project's code, name and buyer, as a real contract register
 * does, so deals won before the tender table's horizon still read whole.
 */

export interface DealRecord {
  id: string
  tenantId: string
  supplierId: string
  /** The tender table's project, or the id the project had when it was won. */
  projectId: string
  projectCode: string
  projectName: string
  packageName: string
  purchaserName: string
  dealAmountFen: number
  awardTime: string
}

export interface ContractRecord {
  id: string
  tenantId: string
  supplierId: string
  dealId: string
  contractNo: string
  contractName: string
  amountFen: number
  signDate: string
  fileName: string
  fileLink: string
  status: number
}

export interface AcceptanceRecord {
  id: string
  tenantId: string
  supplierId: string
  dealId: string
  contractId: string
  result: number
  remark: string
  checkDate: string
  checker: string
  status: number
  confirmTime: string
  objection: string
}

export interface CreditEvaluationRecord {
  id: string
  tenantId: string
  supplierId: string
  dealId: string
  score: number
  evaluator: string
  evaluateTime: string
  remark: string
  /** The scored items, in order: name, score and full marks side by side (a table keeps lists of plain values). */
  itemNames: string[]
  itemScores: number[]
  itemFulls: number[]
}

const text = () => ''
const zero = () => 0

export const creditModels = {
  deal: {
    id: primaryKey(String), tenantId: text, supplierId: text, projectId: text, projectCode: text, projectName: text, packageName: text, purchaserName: text, dealAmountFen: zero,
    awardTime: text,
  },
  dealContract: {
    id: primaryKey(String), tenantId: text, supplierId: text, dealId: text, contractNo: text, contractName: text, amountFen: zero, signDate: text, fileName: text, fileLink: text,
    status: zero,
  },
  acceptance: {
    id: primaryKey(String), tenantId: text, supplierId: text, dealId: text, contractId: text, result: zero, remark: text, checkDate: text, checker: text, status: zero,
    confirmTime: text, objection: text,
  },
  creditEvaluation: {
    id: primaryKey(String), tenantId: text, supplierId: text, dealId: text, score: zero, evaluator: text, evaluateTime: text, remark: text, itemNames: (): string[] => [], itemScores: (): number[] => [], itemFulls: (): number[] => [],
  },
}

export interface CreditDump {
  deal: DealRecord[]
  dealContract: ContractRecord[]
  acceptance: AcceptanceRecord[]
  creditEvaluation: CreditEvaluationRecord[]
}
