import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contractMismatch } from '../http'
import { acceptancePageSchema, creditEvaluationSchema, dealContractSchema, dealProjectSchema } from './bid-credit'
import { examinationDetailSchema, researchAnswerSchema } from './bid-research-answer'
import { bidProjectListSchema, guaranteeSchema, projectSpecimenSchema, specimenApplicationPageSchema, specimenApplicationSchema } from './bid-specimen'

const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 })

describe('the after-award contracts take what a BladeX back end sends (decisions 044–046)', () => {
  it('reads credit rows with numeric or string ids and null or missing text', () => {
    const acceptances = v.parse(
      acceptancePageSchema,
      page([
        {
          id: 1001, dealId: '2002', projectId: 3003, projectCode: null, projectName: '办公家具采购', contractNo: 'HT-1', result: '1', resultName: null,
          remark: null, checkDate: '2025-06-01', status: 0, statusName: null, confirmTime: null,
        },
      ]),
    )
    expect(acceptances.records[0]).toEqual({
      id: '1001', dealId: '2002', projectId: '3003', projectCode: '', projectName: '办公家具采购', contractNo: 'HT-1', result: 1, resultName: '',
      remark: '', checkDate: '2025-06-01', checker: '', status: 0, statusName: '', confirmTime: null, objection: null,
    })
    const contract = v.parse(dealContractSchema, { id: 1, dealId: 2, projectId: '3', contractNo: 'HT-1', contractName: null, amount: '1200.50', signDate: null, fileName: null, status: 1 })
    expect(contract).toMatchObject({ id: '1', dealId: '2', projectId: '3', contractName: '', fileName: '', fileLink: '', signDate: '', amount: 120050 })
    const deal = v.parse(dealProjectSchema, { id: 7, projectId: 8, dealAmount: 99, status: '2', statusName: null, purchaserName: undefined })
    expect(deal).toMatchObject({ id: '7', projectId: '8', status: 2, statusName: '', purchaserName: '', projectName: '', awardTime: '' })
    const evaluation = v.parse(creditEvaluationSchema, { id: 9, dealId: 8, projectId: 7, score: 91, rating: 'AAA', evaluator: null, remark: null, items: [{ name: null, score: 40, full: 40 }] })
    expect(evaluation).toMatchObject({ id: '9', evaluator: '', remark: '', items: [{ name: '', score: 40, full: 40 }] })
  })

  it('reads specimen rows and guarantee letters the same way, keeping null only where it means something', () => {
    const applications = v.parse(
      specimenApplicationPageSchema,
      page([{ id: 11, specimenNo: null, projectId: '12', packageId: 13, specimenName: '样品A', quantity: 2, deliveryWay: '1', contactName: null, remark: null, status: '0', statusName: null, applyTime: '2025-06-02 09:00:00' }]),
    )
    expect(applications.records[0]).toMatchObject({
      id: '11', projectId: '12', packageId: '13', specimenNo: null, contactName: '', contactPhone: '', remark: '', statusName: '', status: 0, deliveryWay: 1, rejectReason: null, reviewTime: null,
    })
    expect(v.parse(bidProjectListSchema, [{ projectId: 1, projectCode: null, projectName: 'P', packages: [{ packageId: 2, packageName: null }] }])).toEqual([
      { projectId: '1', projectCode: '', projectName: 'P', packages: [{ packageId: '2', packageName: '', specimenDeadline: null }] },
    ])
    // The specimens' deadline, as the server's wall-clock text, when the back end says it.
    expect(v.parse(bidProjectListSchema, [{ projectId: '1', projectName: 'P', packages: [{ packageId: '2', packageName: '第一包', specimenDeadline: '2025-06-02 17:00:00' }] }])[0]!.packages[0]).toEqual({
      packageId: '2', packageName: '第一包', specimenDeadline: '2025-06-02 17:00:00',
    })
    expect(v.parse(projectSpecimenSchema, { id: 1, projectId: 2, packageId: '3', specimenName: null, quantity: 1, deadline: null, submittedQuantity: 0 })).toMatchObject({
      id: '1', projectId: '2', packageId: '3', specimenName: '', deadline: '', requirement: null, applicationStatus: null,
    })
    const letter = v.parse(guaranteeSchema, { id: 21, guaranteeNo: 'BH1', projectId: 22, beneficiary: null, amount: '5000.00', issuer: null, validFrom: '2025-06-01', validTo: '2025-07-01', status: '1', fileName: null, fileUrl: null, issueTime: null })
    expect(letter).toMatchObject({ id: '21', projectId: '22', beneficiary: '', issuer: '', amount: 500000, status: 1, statusName: '', fileName: '', fileUrl: '', issueTime: '' })
  })

  it('reads survey answers and examinations the same way', () => {
    expect(v.parse(researchAnswerSchema, { id: 31, productName: '内窥镜', brandModel: null, unitPrice: 12800.5, deliveryDays: 30, remarks: undefined, fileName: null, submitTime: '2025-06-02 09:00:00' })).toEqual({
      id: '31', productName: '内窥镜', brandModel: '', unitPrice: 1280050, deliveryDays: 30, remarks: '', fileName: '', fileLink: '', submitTime: '2025-06-02 09:00:00',
    })
    const detail = v.parse(examinationDetailSchema, {
      id: 41, projectId: '42', projectCode: 'ZB-1', projectName: null, packageId: 43, packageName: null, qualifyResult: 1, conformityResult: '2', result: '2', resultName: null, reason: null, examineTime: '2025-06-03 10:00:00',
      items: [{ stage: '2', stageName: null, itemName: '投标有效期', requirement: null, result: 2, resultName: null, reason: null }],
    })
    expect(detail).toMatchObject({ id: '41', projectId: '42', packageId: '43', projectName: '', packageName: '', result: 2, resultName: '', reason: '', items: [{ stage: 2, stageName: '', requirement: '', resultName: '', reason: '' }] })
  })

  it('refuses a shape it cannot read, naming the field and what was wrong', () => {
    const result = v.safeParse(specimenApplicationSchema, { id: true, projectId: '1', packageId: '2', specimenName: '样品A', quantity: 1, deliveryWay: 1, status: 7 })
    expect(result.success).toBe(false)
    const message = contractMismatch(result.issues!).message
    expect(message).toMatch(/Expected \(string \| number\) but received true[\s\S]*at id/)
    expect(message).toMatch(/Unknown specimen status: 7 \(expected one of 0, 1, 2, 3\)[\s\S]*at status/)
  })
})
