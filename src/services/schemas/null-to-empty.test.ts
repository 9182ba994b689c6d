import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { entryMoneySchema, orderSchema, orderStatusReportSchema, paymentSchema } from './bid-order'
import { bidReadingSchema, bidRoomSchema, entryContactSchema, hallNodesSchema, invoiceSchema, rehearsalNodesSchema } from './bid-project'
import { myResearchDetailSchema } from './bid-research-answer'
import { authenticitySchema, projectSpecimenSchema } from './bid-specimen'

/*
 * What BladeX writes with `blade.jackson.null-to-empty` (simulator/serialisation.ts): a null code
 * or amount as -1, a null record as {} (or "" where the field's type is not known), a null `data`
 * as {}, and every date-time as yyyy-MM-ddTHH:mm:ss.000. The contracts read each as none, and a
 * date-time in the one form the screens show.
 */

const T = (wall: string) => `${wall.replace(' ', 'T')}.000`

describe('contracts read the null-to-empty mode’s forms as none', () => {
  it('an order’s times come out as yyyy-MM-dd HH:mm:ss, and one never set as none', () => {
    const order = v.parse(orderSchema, {
      id: '1', orderNo: 'DD1', supplierId: '2', projectId: '3', projectName: 'P', projectCode: 'C', packageId: '4', packageName: 'K', entryId: '5', feeType: 1,
      feeTypeName: '标书费', amount: '300.00', status: 0, statusName: '待支付', payMode: 0, createTime: T('2025-06-02 09:00:00'), payTime: '', rejectReason: '',
      cancelTime: '', voucherFileName: '', voucherUrl: '', depositStatus: 0, refundTime: '', refundRemark: '', guaranteeNo: '',
    })
    expect(order).toMatchObject({ createTime: '2025-06-02 09:00:00', payTime: null, cancelTime: null, refundTime: null, amount: 30000 })
    const payment = v.parse(paymentSchema, { payNo: 'P1', orderId: '1', amount: 300, status: 0, gatewayUrl: '/pay', createTime: T('2025-06-02 09:01:02'), finishTime: '', failReason: '' })
    expect(payment).toMatchObject({ createTime: '2025-06-02 09:01:02', finishTime: null })
  })

  it('a payment status or order status of -1 is none; an unknown code is still refused', () => {
    expect(v.parse(orderStatusReportSchema, { orderId: '1', status: 3, statusName: '凭证已提交', payNo: '', paymentStatus: -1, failReason: '' })).toMatchObject({ status: 3, paymentStatus: null })
    const owed = { entryId: '5', packageId: '4', packageName: 'K', feeType: 1, feeTypeName: '标书费', amount: '300.00', orderId: -1, status: -1 }
    expect(v.parse(entryMoneySchema, owed)).toMatchObject({ orderId: null, status: null, amount: 30000 })
    expect(v.parse(entryMoneySchema, { ...owed, orderId: '9', status: '2' })).toMatchObject({ orderId: '9', status: 2 })
    expect(v.safeParse(entryMoneySchema, { ...owed, status: 9 }).success).toBe(false)
  })

  it('an invoice’s application and issue times', () => {
    const invoice = v.parse(invoiceSchema, {
      id: '1', orderId: '2', orderNo: 'DD1', projectName: 'P', feeTypeName: '标书费', amount: '100.01', invoiceType: 1, title: 'T', taxNo: 'X', email: '', mobile: '',
      status: 0, statusName: '申请中', applyTime: T('2025-06-02 10:00:00'), issueTime: '', invoiceNo: '', fileUrl: '', rejectReason: '',
    })
    expect(invoice).toMatchObject({ applyTime: '2025-06-02 10:00:00', issueTime: null, invoiceNo: '', amount: 10001 })
  })

  it('the opening hall without progress or record, and a room, reading or contact that is not there', () => {
    const hall = {
      projectId: '1', projectCode: 'C', projectName: 'P', hallStatus: 0, reason: '', openTime: T('2025-06-02 09:20:00'), originalOpenTime: '',
      checkInStartTime: T('2025-06-02 08:50:00'), decryptStartTime: T('2025-06-02 09:35:00'), decryptEndTime: T('2025-06-02 10:05:00'), decryptMinutes: 30,
      currentNode: 1, currentNodeName: '签到', serverTime: T('2025-06-02 09:00:00'), bidderCount: 3,
      nodes: [{ nodeCode: 1, nodeName: '签到', startTime: T('2025-06-02 08:50:00'), endTime: '', status: 1 }],
      progress: {},
      recordFile: {},
    }
    expect(v.parse(hallNodesSchema, hall)).toMatchObject({ progress: null, recordFile: null, originalOpenTime: null, nodes: [{ endTime: null }] })
    expect(v.parse(rehearsalNodesSchema, {})).toBeNull()
    expect(v.parse(rehearsalNodesSchema, hall)).toMatchObject({ projectId: '1' })
    expect(v.parse(bidRoomSchema, {})).toBeNull()
    expect(v.parse(bidReadingSchema, {})).toBeNull()
    expect(v.parse(entryContactSchema, {})).toBeNull()
  })

  it('a survey not yet answered, a specimen never applied for, and a letter without an amount', () => {
    const survey = v.parse(myResearchDetailSchema, {
      id: '1', researchCode: 'XQDY-1', title: 'T', purchaserName: 'B', category: '', publishTime: T('2025-06-01 09:00:00'), endTime: T('2025-06-09 09:00:00'),
      status: 1, statusName: '征集中', content: '<p>x</p>', contactName: '', contactPhone: '', answerStatus: 0, answerStatusName: '未填报', inviteTime: '', answer: '',
    })
    expect(survey.answer).toBeNull()
    const specimen = v.parse(projectSpecimenSchema, {
      id: 1, projectId: 2, projectCode: 'C', projectName: 'P', packageId: 3, packageName: 'K', specimenName: 'S', quantity: 1, requirement: '', deadline: '', submittedQuantity: 0, applicationStatus: -1,
    })
    expect(specimen.applicationStatus).toBeNull()
    const letter = v.parse(authenticitySchema, { kind: 2, number: 'BH1', result: 1, amount: -1, issueTime: '' })
    expect(letter.amount).toBeNull()
    expect(v.parse(authenticitySchema, { kind: 2, number: 'BH1', result: 1, amount: '5000.00' }).amount).toBe(500000)
  })
})
