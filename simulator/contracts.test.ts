/**
 * Every API handler's answers, success and failure, validated against the app's response
 * contracts in src/services/schemas: the simulator and the client share one definition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { messagePageSchema, messageSchema, supplierSchema } from '@/services/schemas/bid-crm'
import { captchaSchema, tokenErrorSchema, tokenResponseSchema } from '@/services/schemas/blade-auth'
import { buttonTreeSchema, dictionarySchema, menuTreeSchema, tenantInfoSchema, topMenuSchema } from '@/services/schemas/blade-system'
import { envelopeSchema } from '@/services/schemas/envelope'
import { userInfoSchema } from '@/services/schemas/user'
import { catalogListSchema, catalogSchema, downRecordListSchema, downRecordSchema } from '@/services/schemas/bid-dms'
import {
  bidFileSchema, bulletinSchema, collusionCountSchema, distInfoSchema, entryEndSchema, entryListSchema, invitationPageSchema, packageDetailSchema,
  projectDetailSchema, projectPageSchema, quoteSchema, serverTimeSchema,
} from '@/services/schemas/bid-project'
import { bidFileListSchema, bidFileReceiptSchema, bulletinListSchema, changeNoticePageSchema, entryContactSchema, entryLinkManSchema, myProjectPageSchema } from '@/services/schemas/bid-project'
import { invitationSchema, researchDetailSchema, researchPageSchema } from '@/services/schemas/bid-project'
import { qualifyApplicationSchema, qualifyCheckSchema, qualifyPackListSchema, qualifyProjectInfoSchema, resultNoticePageSchema, resultNoticeSchema } from '@/services/schemas/bid-project'
import { questionCountSchema, questionPageSchema, questionSchema } from '@/services/schemas/bid-project'
import { savedTenderExplainSchema, tenderExplainPageSchema, tenderFileTypeListSchema } from '@/services/schemas/bid-project'
import { cameraSchema, entryPackageListSchema, explainAnswerSchema, explainRequestListSchema, judgeNodeListSchema, judgeProgressSchema } from '@/services/schemas/bid-es'
import { caCheckSchema } from '@/services/schemas/bid-ca'
import { boundCaListSchema, boundCaSchema, invoiceInfoSchema, nameTakenSchema } from '@/services/schemas/bid-crm'
import { contactPageSchema, contactSchema } from '@/services/schemas/bid-crm'
import { appealSchema, modifyRecordPageSchema, supplierDetailSchema } from '@/services/schemas/bid-crm'
import type { SupplierRecord } from '../fixtures/types'
import { SMS_PURPOSE } from '@/services/schemas/bid-notice'
import { bladeFileSchema } from '@/services/schemas/blade-resource'
import { entryMoneyListSchema, feeFinishSchema, fundAccountPageSchema, orderDetailSchema, orderListSchema, orderPageSchema, orderSchema, orderStatusReportSchema, paymentSchema } from '@/services/schemas/bid-order'
import { invoiceMoneySchema, invoicePageSchema, invoiceSchema, orderInvoiceMoneySchema, ticketStatusSchema } from '@/services/schemas/bid-project'
import { defaultConfig } from '@/services/config'
import { EXPIRED_CERTIFICATE, FOREIGN_CERTIFICATE, VALID_CERTIFICATE } from '../fixtures/certificates'
import { bidRoomSchema, hallActionSchema, hallNodesSchema, hallProgressSchema } from '@/services/schemas/bid-project'
import { bidReadingSchema, openBoardPageSchema, sealedBidFileListSchema } from '@/services/schemas/bid-project'
import { rehearsalNodesSchema } from '@/services/schemas/bid-project'
import { recordBytes, recordSignature } from './opening/opening-record-test-support'
import { articleDetailSchema, articlePageSchema } from '@/services/schemas/blade-desk'
import { publicBulletinDetailSchema, publicBulletinPageSchema, publicResearchDetailSchema, publicResearchPageSchema } from '@/services/schemas/public-notice'
import { wxQrSchema } from '@/services/schemas/bid-wechat'
import { tenantApplyReceiptSchema } from '@/services/schemas/blade-system-public'
import { acceptancePageSchema, acceptanceSchema, creditEvaluationPageSchema, creditSummarySchema, dealContractPageSchema, dealProjectPageSchema } from '@/services/schemas/bid-credit'
import { authenticitySchema, bidProjectListSchema, guaranteePageSchema, projectSpecimenPageSchema, specimenApplicationPageSchema, specimenApplicationSchema } from '@/services/schemas/bid-specimen'
import { examinationDetailSchema, examinationPageSchema, myResearchDetailSchema, myResearchPageSchema, researchAnswerSchema } from '@/services/schemas/bid-research-answer'
import { createApiHandlers } from './handlers'
import { FILE_PATH, PICTURE_PATH } from './system/handlers/blade-resource-files'
import { scenarioProject, upload } from './tender/tender-test-support'
import { createSimulatorServer } from './node'
import { call, signedIn, signIn, type CallResult } from './test-support'

const { server, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

type Schema = v.GenericSchema

/** The success envelope with its data validated by the app's schema. */
const enveloped = (data: Schema) => v.object({ code: v.literal(200), success: v.literal(true), data, msg: v.string() })
/** An error envelope: `{ code, success: false, data: null, msg }` and nothing else. */
const errorEnvelope = (code: number) =>
  v.strictObject({ code: v.literal(code), success: v.literal(false), data: v.null(), msg: v.pipe(v.string(), v.minLength(1)) })
/** Non-empty list of the app's item schema. */
const nonEmpty = (list: Schema) => v.pipe(list, v.check((value) => Array.isArray(value) && value.length > 0, 'empty list'))

interface Context {
  token: string
  refreshToken: string
  supplierId: string
  messageId: string
}

interface Case {
  handler: string
  name: string
  status: number
  schema: Schema
  send: (context: Context) => Promise<CallResult>
}

const tenantId = '100001'
const cases: Case[] = [
  { handler: 'POST */api/blade-auth/oauth/token', name: 'password grant', status: 200, schema: tokenResponseSchema, send: () => signIn('supplier') },
  { handler: 'POST */api/blade-auth/oauth/token', name: 'refresh grant', status: 200, schema: tokenResponseSchema, send: ({ refreshToken }) => call('/api/blade-auth/oauth/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: refreshToken } }) },
  { handler: 'POST */api/blade-auth/oauth/token', name: 'bad password', status: 400, schema: tokenErrorSchema, send: () => signIn('supplier', { password: 'x' }) },
  { handler: 'GET */api/blade-auth/oauth/captcha', name: 'captcha', status: 200, schema: enveloped(captchaSchema), send: () => call('/api/blade-auth/oauth/captcha') },
  { handler: 'GET */user/getUserInfo', name: 'user info', status: 200, schema: enveloped(userInfoSchema), send: ({ token }) => call('/api/blade-user/user/getUserInfo', { token }) },
  { handler: 'GET */user/getUserInfo', name: 'no token', status: 401, schema: errorEnvelope(401), send: () => call('/user/getUserInfo') },
  { handler: 'GET */user/logout', name: 'logout (GET)', status: 200, schema: enveloped(v.null()), send: async () => call('/user/logout', { token: (await signedIn('pending')).access_token }) },
  { handler: 'POST */user/logout', name: 'logout (POST)', status: 200, schema: enveloped(v.null()), send: async () => call('/user/logout', { method: 'POST', token: (await signedIn('pending')).access_token }) },
  { handler: 'GET */api/blade-system/menu/buttons', name: 'buttons', status: 200, schema: enveloped(buttonTreeSchema), send: ({ token }) => call('/api/blade-system/menu/buttons', { token }) },
  { handler: 'GET */api/blade-system/menu/top-menu', name: 'top menu', status: 200, schema: enveloped(topMenuSchema), send: ({ token }) => call('/api/blade-system/menu/top-menu', { token }) },
  { handler: 'GET */api/blade-system/menu/routes', name: 'routes', status: 200, schema: enveloped(menuTreeSchema), send: ({ token }) => call('/api/blade-system/menu/routes', { token }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoByDns', name: 'known host', status: 200, schema: enveloped(tenantInfoSchema), send: () => call('/api/blade-system/tenant/tenantInfoByDns', { query: { dns: 'huadong.localhost' } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoByDns', name: 'unknown host', status: 200, schema: enveloped(v.null()), send: () => call('/api/blade-system/tenant/tenantInfoByDns', { query: { dns: 'x.test' } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoByDns', name: 'no dns', status: 400, schema: errorEnvelope(400), send: () => call('/api/blade-system/tenant/tenantInfoByDns') },
  { handler: 'GET */api/blade-system/tenant/detailInfo', name: 'detail', status: 200, schema: enveloped(tenantInfoSchema), send: ({ token }) => call('/api/blade-system/tenant/detailInfo', { token, query: { tenantId } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfo', name: 'tenant info', status: 200, schema: enveloped(tenantInfoSchema), send: ({ token }) => call('/api/blade-system/tenant/tenantInfo', { token, query: { tenantId } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoNoAuth', name: 'tenant info, no auth', status: 200, schema: enveloped(tenantInfoSchema), send: () => call('/api/blade-system/tenant/tenantInfoNoAuth', { query: { tenantId } }) },
  { handler: 'GET */api/blade-system/dict/dictionary', name: 'dictionary', status: 200, schema: enveloped(nonEmpty(dictionarySchema)), send: () => call('/api/blade-system/dict/dictionary', { query: { code: 'bulletin_type' } }) },
  { handler: 'GET */api/bid-crm/supplier/queryById', name: 'own supplier', status: 200, schema: enveloped(supplierSchema), send: ({ token, supplierId }) => call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } }) },
  { handler: 'GET */api/bid-crm/supplier/queryById', name: 'other tenant', status: 400, schema: errorEnvelope(400), send: ({ token }) => call('/api/bid-crm/supplier/queryById', { token, query: { id: simulator.db.supplier.findFirst({ where: { tenantId: { equals: '100002' } } })!.id } }) },
  { handler: 'POST */api/bid-crm/sup/msg/queryList', name: 'message page', status: 200, schema: enveloped(messagePageSchema), send: ({ token, supplierId }) => call('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'GET */api/bid-crm/sup/msg/queryById', name: 'message', status: 200, schema: enveloped(messageSchema), send: ({ token, supplierId, messageId }) => call('/api/bid-crm/sup/msg/queryById', { token, query: { id: messageId, supplierId } }) },
  { handler: 'GET */api/bid-crm/sup/msg/checkAllMsg', name: 'read all', status: 200, schema: enveloped(v.null()), send: ({ token, supplierId }) => call('/api/bid-crm/sup/msg/checkAllMsg', { token, query: { supplierId, type: 1 } }) },
]

/** The tender endpoints, against the seeded scenarios of tenant 000000. */
const tender = (key: string) => scenarioProject(simulator, key)
const BP = '/api/bid-project'
const DMS = '/api/bid-dms'
const count = v.pipe(v.number(), v.finite())
cases.push(
  { handler: 'GET */api/bid-project/entry/check/getTime', name: 'server time', status: 200, schema: enveloped(serverTimeSchema), send: () => call(`${BP}/entry/check/getTime`) },
  { handler: 'POST */api/bid-project/entry/querySupplierAllProject', name: 'notices', status: 200, schema: enveloped(projectPageSchema), send: ({ token, supplierId }) => call(`${BP}/entry/querySupplierAllProject`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'POST */api/bid-project/entry/querySupplierProject', name: 'my projects', status: 200, schema: enveloped(projectPageSchema), send: ({ token, supplierId }) => call(`${BP}/entry/querySupplierProject`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'POST */api/bid-project/entry/querySupplierNetBidProject', name: 'online projects', status: 200, schema: enveloped(projectPageSchema), send: ({ token, supplierId }) => call(`${BP}/entry/querySupplierNetBidProject`, { token, json: { supplierId } }) },
  { handler: 'POST */api/bid-project/invite/querySupplierInvitePage', name: 'invitations', status: 200, schema: enveloped(invitationPageSchema), send: ({ token, supplierId }) => call(`${BP}/invite/querySupplierInvitePage`, { token, json: { supplierId } }) },
  { handler: 'GET */api/bid-project/project/queryById', name: 'project', status: 200, schema: enveloped(projectDetailSchema), send: ({ token }) => call(`${BP}/project/queryById`, { token, query: { id: tender('bidding').project.id } }) },
  { handler: 'GET */api/bid-project/project/queryById', name: 'uninvited', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/project/queryById`, { token, query: { id: tender('invitedOthers').project.id } }) },
  { handler: 'GET */api/bid-project/project/queryEntryEnd', name: 'entry end', status: 200, schema: enveloped(entryEndSchema), send: ({ token }) => call(`${BP}/project/queryEntryEnd`, { token, query: { id: tender('signUpOpen').project.id } }) },
  { handler: 'GET */api/bid-project/package/packageDetails', name: 'package', status: 200, schema: enveloped(packageDetailSchema), send: ({ token }) => call(`${BP}/package/packageDetails`, { token, query: { id: tender('bidding').packages[0]!.id } }) },
  { handler: 'GET */api/bid-project/bulletin/modify/queryLastBulletinModifyByPro', name: 'change notice', status: 200, schema: enveloped(bulletinSchema), send: ({ token }) => call(`${BP}/bulletin/modify/queryLastBulletinModifyByPro`, { token, query: { projectId: tender('changeNotice').project.id } }) },
  { handler: 'POST */api/bid-project/entry/saveEntry', name: 'sign-up', status: 200, schema: enveloped(entryListSchema), send: ({ token }) => call(`${BP}/entry/saveEntry`, { token, json: { projectId: tender('signUpOpen').project.id, packageId: tender('signUpOpen').packages[0]!.id } }) },
  { handler: 'POST */api/bid-project/entry/saveEntry', name: 'closed', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/saveEntry`, { token, json: { projectId: tender('documents').project.id, packageId: tender('documents').packages[1]!.id } }) },
  {
    handler: 'POST */api/bid-project/qualify/qualifyEntry', name: 'prequalification', status: 200, schema: enveloped(entryListSchema),
    send: async ({ token }) => {
      const file = await upload(token, { proId: tender('qualification').project.id }, [{ name: '资格预审申请文件.pdf', size: 10 }], {}, 'qualify/uploadPreQualifyFile')
      return call(`${BP}/qualify/qualifyEntry`, { token, json: { projectId: tender('qualification').project.id, packageId: tender('qualification').packages[0]!.id, fileId: file.body.data!.id } })
    },
  },
  { handler: 'GET */api/bid-project/entry/queryEntryByProjectIdSupplier', name: 'my entries', status: 200, schema: enveloped(nonEmpty(entryListSchema)), send: ({ token, supplierId }) => call(`${BP}/entry/queryEntryByProjectIdSupplier`, { token, query: { projectId: tender('bidding').project.id, supplierId } }) },
  { handler: 'GET */api/bid-project/entry/queryEntryByProjectId', name: 'entries', status: 200, schema: enveloped(nonEmpty(entryListSchema)), send: ({ token }) => call(`${BP}/entry/queryEntryByProjectId`, { token, query: { projectId: tender('bidding').project.id } }) },
  { handler: 'GET */api/bid-project/entry/queryEffectiveEntryCount', name: 'entry count', status: 200, schema: enveloped(count), send: ({ token }) => call(`${BP}/entry/queryEffectiveEntryCount`, { token, query: { projectId: tender('bidding').project.id } }) },
  { handler: 'POST */api/bid-project/entry/tenderQuote', name: 'quote', status: 200, schema: enveloped(quoteSchema), send: ({ token }) => call(`${BP}/entry/tenderQuote`, { token, json: { projectId: tender('bidding').project.id, packageId: tender('bidding').packages[0]!.id, amount: 100 } }) },
  { handler: 'GET */api/bid-project/quote/queryLastQuote', name: 'last quote', status: 200, schema: enveloped(quoteSchema), send: ({ token }) => call(`${BP}/quote/queryLastQuote`, { token, query: { projectId: tender('opened').project.id, packageId: tender('opened').packages[0]!.id } }) },
  { handler: 'POST */api/bid-project/entry/illegal/checkCollusion', name: 'collusion', status: 200, schema: enveloped(collusionCountSchema), send: ({ token, supplierId }) => call(`${BP}/entry/illegal/checkCollusion`, { token, json: { supplierId, projectId: tender('bidding').project.id, ip: '58.246.112.37', type: 2 } }) },
  { handler: 'POST */api/bid-project/entry/illegal/queryDistInfo', name: 'dist info', status: 200, schema: enveloped(distInfoSchema), send: ({ token, supplierId }) => call(`${BP}/entry/illegal/queryDistInfo`, { token, json: { supplierId, projectId: tender('bidding').project.id } }) },
  { handler: 'POST */api/bid-project/entry/uploadBidFile', name: 'upload', status: 200, schema: enveloped(bidFileSchema), send: ({ token }) => upload(token, { proId: tender('bidding').project.id, pacId: tender('bidding').packages[0]!.id }, [{ name: 'bid.pdf', size: 10 }]) },
  { handler: 'POST */api/bid-project/entry/uploadBidFile', name: 'wrong type', status: 400, schema: errorEnvelope(400), send: ({ token }) => upload(token, { proId: tender('bidding').project.id, pacId: tender('bidding').packages[0]!.id }, [{ name: 'bid.exe', size: 10 }]) },
  { handler: 'POST */api/bid-dms/queryCatalogs', name: 'catalogs', status: 200, schema: enveloped(nonEmpty(catalogListSchema)), send: ({ token }) => call(`${DMS}/queryCatalogs`, { token, json: { serviceId: tender('documents').project.id, fileTypes: [10, 20], isAll: 1 } }) },
  { handler: 'GET */api/bid-dms/queryCatalog', name: 'catalog', status: 200, schema: enveloped(catalogSchema), send: ({ token }) => call(`${DMS}/queryCatalog`, { token, query: { id: simulator.db.catalog.findFirst({ where: { serviceId: { equals: tender('documents').project.id } } })!.id } }) },
  { handler: 'POST */api/bid-dms/downrecord/save', name: 'download record', status: 200, schema: enveloped(downRecordSchema), send: ({ token }) => call(`${DMS}/downrecord/save`, { token, json: { catalogId: simulator.db.catalog.findFirst({ where: { serviceId: { equals: tender('documents').project.id } } })!.id } }) },
  { handler: 'GET */api/bid-dms/downrecord/queryRecord', name: 'download records', status: 200, schema: enveloped(nonEmpty(downRecordListSchema)), send: ({ token, supplierId }) => call(`${DMS}/downrecord/queryRecord`, { token, query: { serviceId: tender('documents').project.id, supplierId } }) },
  { handler: 'POST */api/bid-project/entry/querySupplierProject', name: 'my projects with sign-ups', status: 200, schema: enveloped(myProjectPageSchema), send: ({ token, supplierId }) => call(`${BP}/entry/querySupplierProject`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'POST */api/bid-project/entry/updateEntryLinkMan', name: 'sign-up contact', status: 200, schema: enveloped(entryLinkManSchema), send: ({ token, supplierId }) => call(`${BP}/entry/updateEntryLinkMan`, { token, json: { id: simulator.db.entry.findFirst({ where: { projectId: { equals: tender('opened').project.id }, supplierId: { equals: supplierId } } })!.id, linkMan: '李文静', linkPhone: '13912345678' } }) },
  { handler: 'POST */api/bid-project/entry/updateEntryLinkMan', name: 'bad mobile', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/updateEntryLinkMan`, { token, json: { id: 'x', linkMan: '李文静', linkPhone: '1' } }) },
  { handler: 'POST */api/bid-project/bulletin/modify/querySupplierModifyPage', name: 'change notices', status: 200, schema: enveloped(changeNoticePageSchema), send: ({ token, supplierId }) => call(`${BP}/bulletin/modify/querySupplierModifyPage`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'GET */api/bid-project/bulletin/queryProjectBulletins', name: 'project bulletins', status: 200, schema: enveloped(nonEmpty(bulletinListSchema)), send: ({ token }) => call(`${BP}/bulletin/queryProjectBulletins`, { token, query: { projectId: tender('changeNotice').project.id } }) },
)

// Invitations' answers and demand survey bulletins (decision 020).
const invitationOf = (key: string, supplierId: string) =>
  simulator.db.invitation.findFirst({ where: { projectId: { equals: tender(key).project.id }, supplierId: { equals: supplierId } } })!.id
const research = (key: 'open' | 'scheduled') => simulator.db.research.findMany({ where: { tenantId: { equals: '000000' } } })[key === 'open' ? 1 : 5]!.id
cases.push(
  { handler: 'POST */api/bid-project/invite/replyInvite', name: 'accept', status: 200, schema: enveloped(invitationSchema), send: ({ token, supplierId }) => call(`${BP}/invite/replyInvite`, { token, json: { id: invitationOf('invitePending', supplierId), reply: 1 } }) },
  { handler: 'POST */api/bid-project/invite/replyInvite', name: 'expired', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${BP}/invite/replyInvite`, { token, json: { id: invitationOf('inviteExpired', supplierId), reply: 1 } }) },
  { handler: 'POST */api/bid-project/research/querySupplierResearchPage', name: 'research bulletins', status: 200, schema: enveloped(researchPageSchema), send: ({ token }) => call(`${BP}/research/querySupplierResearchPage`, { token, json: { curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-project/research/queryById', name: 'research bulletin', status: 200, schema: enveloped(researchDetailSchema), send: ({ token }) => call(`${BP}/research/queryById`, { token, query: { id: research('open') } }) },
  { handler: 'GET */api/bid-project/research/queryById', name: 'scheduled bulletin', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${BP}/research/queryById`, { token, query: { id: research('scheduled') } }) },
)

// Survey answers and examination results (decision 046).
/** The earliest of the supplier's examinations: published weeks before the seed's clock. */
const myExamination = (supplierId: string) => simulator.db.examination.findMany({ where: { supplierId: { equals: supplierId } } }).sort((x, y) => x.examineTime.localeCompare(y.examineTime))[0]!.id
cases.push(
  { handler: 'POST */api/bid-project/researchAnswer/queryMyResearchPage', name: 'my surveys', status: 200, schema: enveloped(myResearchPageSchema), send: ({ token }) => call(`${BP}/researchAnswer/queryMyResearchPage`, { token, json: { curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-project/researchAnswer/queryMyResearchDetail', name: 'my answered survey', status: 200, schema: enveloped(myResearchDetailSchema), send: ({ token }) => call(`${BP}/researchAnswer/queryMyResearchDetail`, { token, query: { researchId: research('open') } }) },
  { handler: 'GET */api/bid-project/researchAnswer/queryMyResearchDetail', name: 'unpublished survey', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${BP}/researchAnswer/queryMyResearchDetail`, { token, query: { researchId: research('scheduled') } }) },
  { handler: 'POST */api/bid-project/researchAnswer/submit', name: 'answer', status: 200, schema: enveloped(researchAnswerSchema), send: ({ token }) => call(`${BP}/researchAnswer/submit`, { token, json: { researchId: research('open'), productName: '内窥镜', brandModel: 'AQ-200', unitPrice: '12800.50', deliveryDays: 30, remarks: '' } }) },
  { handler: 'POST */api/bid-project/researchAnswer/submit', name: 'no price', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/researchAnswer/submit`, { token, json: { researchId: research('open'), productName: '内窥镜', deliveryDays: 30 } }) },
  { handler: 'POST */api/bid-project/examine/queryMyExaminePage', name: 'examinations', status: 200, schema: enveloped(examinationPageSchema), send: ({ token }) => call(`${BP}/examine/queryMyExaminePage`, { token, json: { curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-project/examine/queryExamineDetail', name: 'examination', status: 200, schema: enveloped(examinationDetailSchema), send: ({ token, supplierId }) => call(`${BP}/examine/queryExamineDetail`, { token, query: { id: myExamination(supplierId) } }) },
  { handler: 'GET */api/bid-project/examine/queryExamineDetail', name: 'unknown examination', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${BP}/examine/queryExamineDetail`, { token, query: { id: '1' } }) },
)

// Prequalification and subject news (decision 019).
const qualifyQuery = (key: string) => ({ projectId: tender(key).project.id })
const resultNotice = () => simulator.db.bulletin.findFirst({ where: { projectId: { equals: tender('awarded').project.id }, bulletinType: { equals: '5' } } })!.id
cases.push(
  { handler: 'GET */api/bid-project/qualify/qualifyCheck', name: 'qualify check', status: 200, schema: enveloped(qualifyCheckSchema), send: ({ token }) => call(`${BP}/qualify/qualifyCheck`, { token, query: qualifyQuery('qualifyFailed') }) },
  { handler: 'GET */api/bid-project/qualify/qualifyCheck', name: 'other tenant', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/qualify/qualifyCheck`, { token, query: { projectId: scenarioProject(simulator, 'qualification', '100001').project.id } }) },
  { handler: 'POST */api/bid-project/qualify/uploadPreQualifyFile', name: 'application file', status: 200, schema: enveloped(bidFileSchema), send: ({ token }) => upload(token, { proId: tender('qualifyFailed').project.id }, [{ name: '申请文件.pdf', size: 10 }], {}, 'qualify/uploadPreQualifyFile') },
  { handler: 'GET */api/bid-project/qualify/queryInfoByProjectId', name: 'application', status: 200, schema: enveloped(qualifyApplicationSchema), send: ({ token }) => call(`${BP}/qualify/queryInfoByProjectId`, { token, query: qualifyQuery('qualifyFailed') }) },
  { handler: 'GET */api/bid-project/qualify/queryEntryByProjectId', name: 'qualify entries', status: 200, schema: enveloped(nonEmpty(entryListSchema)), send: ({ token }) => call(`${BP}/qualify/queryEntryByProjectId`, { token, query: qualifyQuery('qualifyPassed') }) },
  { handler: 'POST */api/bid-project/qualify/entryDecrypt', name: 'decrypt', status: 200, schema: enveloped(qualifyApplicationSchema), send: ({ token }) => call(`${BP}/qualify/entryDecrypt`, { token, json: { ...qualifyQuery('qualifyReviewing'), signData: 'S' } }) },
  { handler: 'POST */api/bid-project/qualify/entryDecrypt', name: 'not encrypted', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/qualify/entryDecrypt`, { token, json: { ...qualifyQuery('qualifyPassed'), signData: 'S' } }) },
  { handler: 'GET */api/bid-project/project/qualify/querySupQualifyProjectPacks', name: 'qualify packages', status: 200, schema: enveloped(nonEmpty(qualifyPackListSchema)), send: ({ token }) => call(`${BP}/project/qualify/querySupQualifyProjectPacks`, { token, query: qualifyQuery('qualification') }) },
  { handler: 'GET */api/bid-project/project/qualify/queryInfoByProjectId', name: 'qualify settings', status: 200, schema: enveloped(qualifyProjectInfoSchema), send: ({ token }) => call(`${BP}/project/qualify/queryInfoByProjectId`, { token, query: qualifyQuery('qualification') }) },
  { handler: 'GET */api/bid-project/project/qualify/backPreQualifyFile', name: 'my application file', status: 200, schema: enveloped(bidFileSchema), send: ({ token }) => call(`${BP}/project/qualify/backPreQualifyFile`, { token, query: qualifyQuery('qualifyPassed') }) },
  { handler: 'POST */api/bid-project/bulletin/querySubjectNewsPage', name: 'subject news', status: 200, schema: enveloped(resultNoticePageSchema), send: ({ token }) => call(`${BP}/bulletin/querySubjectNewsPage`, { token, json: { curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-project/bulletin/queryById', name: 'result notice', status: 200, schema: enveloped(resultNoticeSchema), send: ({ token }) => call(`${BP}/bulletin/queryById`, { token, query: { id: resultNotice() } }) },
)

// The entry service's files: bid files back, receipts, contracts, tender files, the sign-up contact; the supplier's document catalogue.
const bidding = () => ({ proId: tender('bidding').project.id, pacId: tender('bidding').packages[0]!.id })
cases.push(
  { handler: 'GET */api/bid-project/entry/backBidFile', name: 'my bid files', status: 200, schema: enveloped(bidFileListSchema), send: ({ token }) => call(`${BP}/entry/backBidFile`, { token, query: { projectId: bidding().proId, packageId: bidding().pacId } }) },
  {
    handler: 'GET */api/bid-project/entry/querySupplierTenderBack', name: 'upload receipt', status: 200, schema: enveloped(bidFileReceiptSchema),
    send: async ({ token }) => {
      const sent = await upload(token, bidding(), [{ name: '回执.pdf', size: 10 }])
      return call(`${BP}/entry/querySupplierTenderBack`, { token, query: { id: String(sent.body.data!.id) } })
    },
  },
  { handler: 'POST */api/bid-project/entry/uploadContract', name: 'contract', status: 200, schema: enveloped(bidFileSchema), send: ({ token }) => upload(token, { proId: tender('awarded').project.id }, [{ name: '合同.pdf', size: 10 }], {}, 'entry/uploadContract') },
  { handler: 'POST */api/bid-project/entry/uploadContract', name: 'not awarded', status: 400, schema: errorEnvelope(400), send: ({ token }) => upload(token, { proId: bidding().proId }, [{ name: '合同.pdf', size: 10 }], {}, 'entry/uploadContract') },
  { handler: 'GET */api/bid-project/entry/backContract', name: 'contract back', status: 200, schema: enveloped(v.nullable(bidFileSchema)), send: ({ token }) => call(`${BP}/entry/backContract`, { token, query: { projectId: tender('awarded').project.id } }) },
  { handler: 'POST */api/bid-project/entry/uploadTenderFile', name: 'tender file', status: 200, schema: enveloped(bidFileSchema), send: ({ token }) => upload(token, bidding(), [{ name: '响应文件.pdf', size: 10 }], {}, 'entry/uploadTenderFile') },
  { handler: 'GET */api/bid-project/entry/queryEntryLinkName', name: 'sign-up contact', status: 200, schema: enveloped(entryContactSchema), send: ({ token }) => call(`${BP}/entry/queryEntryLinkName`, { token, query: { projectId: bidding().proId, packageId: bidding().pacId } }) },
  {
    handler: 'POST */api/bid-dms/saveDocumentCatalog', name: 'document catalogue', status: 200, schema: enveloped(catalogSchema),
    send: ({ token }) => call(`${DMS}/saveDocumentCatalog`, { token, json: { projectId: bidding().proId, packageId: bidding().pacId, fileName: '投标文件目录.pdf', fileUrl: 'data:text/plain,toc', fileSize: 10 } }),
  },
)

// Questions to the buyer and the evaluation's explanation requests (decision 025).
const explainOf = (status: number) => simulator.db.explain.findFirst({ where: { projectId: { equals: tender('evaluating').project.id }, status: { equals: status } } })!.id
const evaluatingQuery = () => ({ projectId: tender('evaluating').project.id })
cases.push(
  { handler: 'GET */api/bid-project/ele/question/queryBySupplierIdAndProjectId', name: 'my questions', status: 200, schema: enveloped(questionPageSchema), send: ({ token, supplierId }) => call(`${BP}/ele/question/queryBySupplierIdAndProjectId`, { token, query: { supplierId, curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-project/ele/question/queryQuestionCount', name: 'question count', status: 200, schema: enveloped(questionCountSchema), send: ({ token, supplierId }) => call(`${BP}/ele/question/queryQuestionCount`, { token, query: { supplierId } }) },
  { handler: 'POST */api/bid-project/ele/question/saveOrUpdateQuestion', name: 'ask', status: 200, schema: enveloped(questionSchema), send: ({ token }) => call(`${BP}/ele/question/saveOrUpdateQuestion`, { token, json: { projectId: tender('documents').project.id, content: '是否接受联合体投标？' } }) },
  { handler: 'POST */api/bid-project/ele/question/saveOrUpdateQuestion', name: 'not signed up', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/ele/question/saveOrUpdateQuestion`, { token, json: { projectId: tender('upcoming').project.id, content: '问题' } }) },
  { handler: 'GET */api/bid-es/judge/queryEntryPackageList', name: 'packages under evaluation', status: 200, schema: enveloped(nonEmpty(entryPackageListSchema)), send: ({ token }) => call('/api/bid-es/judge/queryEntryPackageList', { token, query: evaluatingQuery() }) },
  { handler: 'GET */api/bid-es/judge/queryNodeList', name: 'evaluation steps', status: 200, schema: enveloped(nonEmpty(judgeNodeListSchema)), send: ({ token }) => call('/api/bid-es/judge/queryNodeList', { token, query: evaluatingQuery() }) },
  { handler: 'GET */api/bid-es/judge/queryJudgeProgress', name: 'evaluation progress', status: 200, schema: enveloped(judgeProgressSchema), send: ({ token }) => call('/api/bid-es/judge/queryJudgeProgress', { token, query: evaluatingQuery() }) },
  { handler: 'GET */api/bid-es/judge/queryJudgeProgress', name: 'not taking part', status: 400, schema: errorEnvelope(400), send: ({ token }) => call('/api/bid-es/judge/queryJudgeProgress', { token, query: { projectId: tender('upcoming').project.id } }) },
  { handler: 'GET */api/bid-es/judge/supplierQueryExplain', name: 'explanation requests', status: 200, schema: enveloped(nonEmpty(explainRequestListSchema)), send: ({ token }) => call('/api/bid-es/judge/supplierQueryExplain', { token, query: evaluatingQuery() }) },
  { handler: 'GET */api/bid-es/judge/queryAnswerByExplainId', name: 'my answer', status: 200, schema: enveloped(explainAnswerSchema), send: ({ token }) => call('/api/bid-es/judge/queryAnswerByExplainId', { token, query: { explainId: explainOf(1) } }) },
  { handler: 'POST */api/bid-es/judge/supplierAnswer', name: 'answer', status: 200, schema: enveloped(explainAnswerSchema), send: ({ token }) => upload(token, { explainId: explainOf(1), content: '补充说明见附件。' }, [{ name: '说明.pdf', size: 10 }], {}, '../bid-es/judge/supplierAnswer') },
  { handler: 'POST */api/bid-es/judge/supplierAnswer', name: 'no text', status: 400, schema: errorEnvelope(400), send: ({ token }) => call('/api/bid-es/judge/supplierAnswer', { token, form: { explainId: explainOf(1), content: '' } }) },
  { handler: 'GET */api/bid-es/judge/online/queryCamSup', name: 'camera', status: 200, schema: enveloped(cameraSchema), send: ({ token }) => call('/api/bid-es/judge/online/queryCamSup', { token, query: evaluatingQuery() }) },
)

// Certificates (decision 024): a proof signed by the simulated helper with the key inserted.
async function signedProof(serial: string) {
  simulator.control.caHelper.inserted = [serial]
  const helper = defaultConfig.caHelperUrl
  const added = await (await fetch(`${helper}/add`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'sign', srcData: 'contract', pin: '123456' }) })).json()
  const { data } = await (await fetch(`${helper}/get?id=${added.data.id}`)).json()
  const { certificate, username, subjectDn, srcData, signData } = data.result as Record<string, string>
  return { certificate, username, subjectDn, srcData, signData }
}
cases.push(
  { handler: 'GET */api/bid-ca/valid/checkCa', name: 'valid certificate', status: 200, schema: enveloped(caCheckSchema), send: async ({ token }) => call('/api/bid-ca/valid/checkCa', { token, query: await signedProof(VALID_CERTIFICATE.serial) }) },
  { handler: 'GET */api/bid-ca/valid/checkCa', name: 'another company', status: 400, schema: errorEnvelope(400), send: async ({ token }) => call('/api/bid-ca/valid/checkCa', { token, query: await signedProof(FOREIGN_CERTIFICATE.serial) }) },
  { handler: 'POST */api/bid-crm/sup/ca/bindCa', name: 'bind', status: 200, schema: enveloped(boundCaSchema), send: async ({ token, supplierId }) => call('/api/bid-crm/sup/ca/bindCa', { token, json: { supplierId, ...(await signedProof(VALID_CERTIFICATE.serial)) } }) },
  { handler: 'POST */api/bid-crm/sup/ca/bindCa', name: 'expired', status: 400, schema: errorEnvelope(400), send: async ({ token, supplierId }) => call('/api/bid-crm/sup/ca/bindCa', { token, json: { supplierId, ...(await signedProof(EXPIRED_CERTIFICATE.serial)) } }) },
  { handler: 'GET */api/bid-crm/sup/ca/queryCaInfo', name: 'bound certificates', status: 200, schema: enveloped(nonEmpty(boundCaListSchema)), send: ({ token, supplierId }) => call('/api/bid-crm/sup/ca/queryCaInfo', { token, query: { supplierId } }) },
)

// The electronic opening hall (decision 023), against the seeded halls on the clock.
const hall = (key: string) => ({ projectId: tender(key).project.id })
const validCertificate = () => ({ username: VALID_CERTIFICATE.serial, subjectDn: VALID_CERTIFICATE.subjectDn, srcData: 'decrypt', signData: 'SIG' })
cases.push(
  { handler: 'GET */api/bid-project/entry/check/eleBidNodes', name: 'hall nodes', status: 200, schema: enveloped(hallNodesSchema), send: ({ token }) => call(`${BP}/entry/check/eleBidNodes`, { token, query: hall('hallDecrypt') }) },
  { handler: 'GET */api/bid-project/entry/check/eleBidNodes', name: 'opened on site', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/check/eleBidNodes`, { token, query: hall('awaitingOpening') }) },
  { handler: 'POST */api/bid-project/entry/check/checkedSign', name: 'check-in', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => call(`${BP}/entry/check/checkedSign`, { token, json: hall('hallCheckIn') }) },
  { handler: 'POST */api/bid-project/entry/check/checkedSign', name: 'not yet', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/check/checkedSign`, { token, json: hall('hallSoon') }) },
  { handler: 'POST */api/bid-project/entry/foreFileSure', name: 'confirmed', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => call(`${BP}/entry/foreFileSure`, { token, json: hall('hallDecrypt') }) },
  { handler: 'POST */api/bid-project/entry/foreFileSure', name: 'before opening', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/foreFileSure`, { token, json: hall('hallSoon') }) },
  { handler: 'POST */api/bid-project/entry/supBeginDecrypt', name: 'begin decryption', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => call(`${BP}/entry/supBeginDecrypt`, { token, json: hall('hallDecrypt') }) },
  {
    handler: 'POST */api/bid-project/entry/entryDecrypt', name: 'decrypt', status: 200, schema: enveloped(hallProgressSchema),
    send: async ({ token }) => {
      await call(`${BP}/entry/supBeginDecrypt`, { token, json: hall('hallDecrypt') })
      return call(`${BP}/entry/entryDecrypt`, { token, json: { ...hall('hallDecrypt'), ...validCertificate() } })
    },
  },
  { handler: 'POST */api/bid-project/entry/entryDecrypt', name: 'outside the window', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/entryDecrypt`, { token, json: { ...hall('hallSoon'), ...validCertificate() } }) },
  { handler: 'POST */api/bid-project/elebid/conf/saveSignData', name: 'record signed', status: 200, schema: enveloped(hallActionSchema), send: ({ token }) => call(`${BP}/elebid/conf/saveSignData`, { token, json: { ...hall('hallSigned'), signData: 'REC' } }) },
  { handler: 'POST */api/bid-project/elebid/conf/saveSignData', name: 'not out yet', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/elebid/conf/saveSignData`, { token, json: { ...hall('hallDecrypt'), signData: 'REC' } }) },
  { handler: 'GET */api/bid-project/reserve/queryProjectBidRoom', name: 'bid room', status: 200, schema: enveloped(bidRoomSchema), send: ({ token }) => call(`${BP}/reserve/queryProjectBidRoom`, { token, query: hall('hallCheckIn') }) },
)

// Beside the hall: sealed bid files, the reading and the public board (decision 029).
const readOut = v.pipe(bidReadingSchema, v.check((reading) => reading !== null && reading.records.length > 0, 'no reading'))
const sealed = v.pipe(sealedBidFileListSchema, v.check((files) => files.length > 0 && files.every((file) => Boolean(file.certSerial)), 'no certificate serial'))
const boardRows = v.pipe(openBoardPageSchema, v.check((board) => board.records.length > 0, 'empty board'))
cases.push(
  { handler: 'GET */api/bid-project/entry/backBidFile', name: 'sealed bid files', status: 200, schema: enveloped(sealed), send: ({ token }) => call(`${BP}/entry/backBidFile`, { token, query: hall('hallSigned') }) },
  { handler: 'GET */api/bid-project/elebid/conf/queryBidReading', name: 'read out', status: 200, schema: enveloped(readOut), send: ({ token }) => call(`${BP}/elebid/conf/queryBidReading`, { token, query: hall('hallSigned') }) },
  { handler: 'GET */api/bid-project/elebid/conf/queryBidReading', name: 'not read yet', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${BP}/elebid/conf/queryBidReading`, { token, query: hall('hallSoon') }) },
  { handler: 'GET */api/bid-project/elebid/conf/queryBidReading', name: 'not signed up', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/elebid/conf/queryBidReading`, { token, query: hall('invitePending') }) },
  { handler: 'GET */api/bid-project/project/queryOpenBidPage', name: 'public board', status: 200, schema: enveloped(boardRows), send: () => call(`${BP}/project/queryOpenBidPage`, { query: { curr: 1, size: 10 }, headers: { 'Tenant-Id': '100001' } }) },
  { handler: 'GET */api/bid-project/project/queryOpenBidPage', name: 'no client', status: 401, schema: errorEnvelope(401), send: () => call(`${BP}/project/queryOpenBidPage`, { noClient: true }) },
)

// The opening record (decision 027) and the practice hall (decision 028), whose record is signed through the simulated helper.
const practice = (path: string, token: string, body: Record<string, unknown> = {}) => call(`${BP}/entry/rehearsal/${path}`, { token, json: { ...hall('hallSoon'), ...body } })
cases.push(
  { handler: 'GET */api/bid-project/entry/check/eleBidNodes', name: 'record out', status: 200, schema: enveloped(hallNodesSchema), send: ({ token }) => call(`${BP}/entry/check/eleBidNodes`, { token, query: hall('hallSigned') }) },
  { handler: 'GET */api/bid-project/elebid/conf/recordFile', name: 'not drawn up', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/elebid/conf/recordFile`, { token, query: { fileId: `record-${hall('hallSoon').projectId}` } }) },
  { handler: 'POST */api/bid-project/entry/rehearsal/start', name: 'practice started', status: 200, schema: enveloped(hallNodesSchema), send: ({ token }) => practice('start', token) },
  { handler: 'POST */api/bid-project/entry/rehearsal/start', name: 'opened on site', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/rehearsal/start`, { token, json: hall('awaitingOpening') }) },
  { handler: 'GET */api/bid-project/entry/rehearsal/eleBidNodes', name: 'practice hall', status: 200, schema: enveloped(rehearsalNodesSchema), send: ({ token }) => call(`${BP}/entry/rehearsal/eleBidNodes`, { token, query: hall('hallSoon') }) },
  { handler: 'POST */api/bid-project/entry/rehearsal/checkedSign', name: 'practice check-in', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => practice('checkedSign', token) },
  { handler: 'POST */api/bid-project/entry/rehearsal/foreFileSure', name: 'practice confirmation', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => practice('foreFileSure', token) },
  { handler: 'POST */api/bid-project/entry/rehearsal/supBeginDecrypt', name: 'practice decryption begun', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => practice('supBeginDecrypt', token) },
  { handler: 'POST */api/bid-project/entry/rehearsal/entryDecrypt', name: 'practice decrypted', status: 200, schema: enveloped(hallProgressSchema), send: ({ token }) => practice('entryDecrypt', token, validCertificate()) },
  {
    handler: 'POST */api/bid-project/entry/rehearsal/saveSignData', name: 'practice record signed', status: 200, schema: enveloped(hallActionSchema),
    send: async ({ token }) => {
      const file = (await call(`${BP}/entry/rehearsal/eleBidNodes`, { token, query: hall('hallSoon') })).body.data.recordFile
      return practice('saveSignData', token, await recordSignature(simulator, VALID_CERTIFICATE.serial, file.fileId, (await recordBytes(token, file.link)).bytes))
    },
  },
  { handler: 'POST */api/bid-project/entry/rehearsal/saveSignData', name: 'no practice started', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/rehearsal/saveSignData`, { token, json: hall('hallDecrypt') }) },
  { handler: 'GET */api/bid-project/entry/rehearsal/recordFile', name: 'unknown practice', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/entry/rehearsal/recordFile`, { token, query: { fileId: 'rehearsal-record-0' } }) },
)

// Objections to the procurement documents (decision 030), against the seeded projects and records.
const EXPLAIN = `${BP}/tenderFile/expain`
const objection = (key: string) => ({ projectId: tender(key).project.id, fileType: '1', title: '关于技术参数的异议', content: '第五章技术参数指向特定品牌，请修改。' })
cases.push(
  { handler: 'GET */api/bid-project/tenderFile/expain/queryFileType', name: 'every type', status: 200, schema: enveloped(nonEmpty(tenderFileTypeListSchema)), send: ({ token }) => call(`${EXPLAIN}/queryFileType`, { token }) },
  { handler: 'GET */api/bid-project/tenderFile/expain/queryFileType', name: 'of a project', status: 200, schema: enveloped(nonEmpty(tenderFileTypeListSchema)), send: ({ token }) => call(`${EXPLAIN}/queryFileType`, { token, query: { projectId: tender('changeNotice').project.id } }) },
  { handler: 'GET */api/bid-project/tenderFile/expain/queryFileType', name: 'unknown project', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${EXPLAIN}/queryFileType`, { token, query: { projectId: '1' } }) },
  {
    handler: 'POST */api/bid-project/tenderFile/expain/queryPage', name: 'my objections', status: 200,
    schema: enveloped(v.pipe(tenderExplainPageSchema, v.check((page) => page.records.some((row) => row.status === 1) && page.records.some((row) => row.status === 0), 'both standings'))),
    send: ({ token, supplierId }) => call(`${EXPLAIN}/queryPage`, { token, json: { supplierId, curr: 1, size: 10 } }),
  },
  { handler: 'POST */api/bid-project/tenderFile/expain/queryPage', name: 'another supplier', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${EXPLAIN}/queryPage`, { token, json: { supplierId: 'someone-else' } }) },
  { handler: 'POST */api/bid-project/tenderFile/expain/saveExplain', name: 'raised', status: 200, schema: enveloped(savedTenderExplainSchema), send: ({ token, supplierId }) => call(`${EXPLAIN}/saveExplain`, { token, json: { supplierId, ...objection('documents') } }) },
  { handler: 'POST */api/bid-project/tenderFile/expain/saveExplain', name: 'closed', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${EXPLAIN}/saveExplain`, { token, json: objection('awarded') }) },
)

// Fee orders, payments, vouchers and the fund account (decision 031), on the supplier account's seeded sign-ups.
const BO = '/api/bid-order'
const signUpOf = (key: string, supplierId: string) => simulator.db.entry.findFirst({ where: { projectId: { equals: tender(key).project.id }, supplierId: { equals: supplierId } } })!
const orderOf = (key: string, supplierId: string, feeType: number) =>
  simulator.db.feeOrder.findMany({ where: { entryId: { equals: signUpOf(key, supplierId).id }, feeType: { equals: feeType } } }).find((order) => order.status !== 6)!
const everyStatus = v.pipe(orderPageSchema, v.check((page) => new Set(page.records.map((order) => order.status)).size >= 7, 'not every status'))
cases.push(
  { handler: 'POST */api/bid-order/center/queryPage', name: 'fund account', status: 200, schema: enveloped(v.pipe(fundAccountPageSchema, v.check((page) => page.records.length > 0, 'no movements'))), send: ({ token, supplierId }) => call(`${BO}/center/queryPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } }) },
  { handler: 'POST */api/bid-order/center/queryPage', name: 'another supplier', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BO}/center/queryPage`, { method: 'POST', token, json: { supplierId: 'x' } }) },
  { handler: 'POST */api/bid-order/order/querySupplierOrderPage', name: 'my orders', status: 200, schema: enveloped(everyStatus), send: ({ token, supplierId }) => call(`${BO}/order/querySupplierOrderPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 50 } }) },
  { handler: 'POST */api/bid-order/serviceFee/queryOrderPage', name: 'fee centre', status: 200, schema: enveloped(orderPageSchema), send: ({ token, supplierId }) => call(`${BO}/serviceFee/queryOrderPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } }) },
  { handler: 'POST */api/bid-order/saveOrder', name: 'deposit order', status: 200, schema: enveloped(orderSchema), send: ({ token, supplierId }) => call(`${BO}/saveOrder`, { method: 'POST', token, json: { supplierId, entryId: signUpOf('feeUnpaid', supplierId).id, feeType: 3 } }) },
  { handler: 'POST */api/bid-order/saveOrder', name: 'amount changed', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${BO}/saveOrder`, { method: 'POST', token, json: { supplierId, entryId: signUpOf('feeUnpaid', supplierId).id, feeType: 1, amount: 1 } }) },
  { handler: 'GET */api/bid-order/queryById', name: 'order', status: 200, schema: enveloped(orderSchema), send: ({ token, supplierId }) => call(`${BO}/queryById`, { token, query: { orderId: orderOf('bidding', supplierId, 3).id } }) },
  { handler: 'GET */api/bid-order/queryById', name: 'unknown', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${BO}/queryById`, { token, query: { orderId: '1' } }) },
  { handler: 'GET */api/bid-order/selectById', name: 'with payments', status: 200, schema: enveloped(v.pipe(orderDetailSchema, v.check((order) => order.payments.length === 1, 'no payment'))), send: ({ token, supplierId }) => call(`${BO}/selectById`, { token, query: { id: orderOf('changeNotice', supplierId, 3).id } }) },
  { handler: 'POST */api/bid-order/payMoneyc/payServiceFee', name: 'payment', status: 200, schema: enveloped(paymentSchema), send: ({ token, supplierId }) => call(`${BO}/payMoneyc/payServiceFee`, { method: 'POST', token, json: { orderId: orderOf('feeUnpaid', supplierId, 1).id } }) },
  { handler: 'POST */api/bid-order/payMoneyc/payServiceFee', name: 'already paid', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${BO}/payMoneyc/payServiceFee`, { method: 'POST', token, json: { orderId: orderOf('documents', supplierId, 1).id } }) },
  { handler: 'GET */api/bid-order/queryOrderStatus', name: 'paying', status: 200, schema: enveloped(orderStatusReportSchema), send: ({ token, supplierId }) => call(`${BO}/queryOrderStatus`, { token, query: { orderId: orderOf('feeUnpaid', supplierId, 1).id } }) },
  { handler: 'GET */api/bid-order/queryOrderStatus', name: 'unknown', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BO}/queryOrderStatus`, { token, query: { orderId: '1' } }) },
  { handler: 'POST */api/bid-order/payMoneyc/uploadVoucher', name: 'voucher', status: 200, schema: enveloped(orderSchema), send: ({ token, supplierId }) => upload(token, { orderId: orderOf('feeUnpaid', supplierId, 3).id }, [{ name: '回单.pdf', size: 1024 }], {}, '../bid-order/payMoneyc/uploadVoucher') },
  { handler: 'POST */api/bid-order/payMoneyc/uploadVoucher', name: 'already paid', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => upload(token, { orderId: orderOf('documents', supplierId, 1).id }, [{ name: '回单.pdf', size: 1024 }], {}, '../bid-order/payMoneyc/uploadVoucher') },
  { handler: 'GET */api/bid-order/deleteOrCancel', name: 'cancelled', status: 200, schema: enveloped(v.null()), send: ({ token, supplierId }) => call(`${BO}/deleteOrCancel`, { token, query: { orderId: orderOf('qualifyPassed', supplierId, 3).id, flag: 1 } }) },
  { handler: 'GET */api/bid-order/deleteOrCancel', name: 'paid', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${BO}/deleteOrCancel`, { token, query: { orderId: orderOf('documents', supplierId, 1).id, flag: 1 } }) },
  { handler: 'GET */api/bid-order/serviceFee/queryServiceFee', name: 'awarded', status: 200, schema: enveloped(nonEmpty(orderListSchema)), send: ({ token }) => call(`${BO}/serviceFee/queryServiceFee`, { token, query: { projectId: tender('awarded').project.id } }) },
  { handler: 'GET */api/bid-order/serviceFee/queryServiceFee', name: 'unknown project', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BO}/serviceFee/queryServiceFee`, { token, query: { projectId: '1' } }) },
  { handler: 'GET */api/bid-order/serviceFee/queryServiceFeeFinish', name: 'finished', status: 200, schema: enveloped(feeFinishSchema), send: ({ token }) => call(`${BO}/serviceFee/queryServiceFeeFinish`, { token, query: { projectId: tender('awarded').project.id } }) },
  { handler: 'GET */api/bid-order/order/queryProjectEntryMoney', name: 'owed', status: 200, schema: enveloped(nonEmpty(entryMoneyListSchema)), send: ({ token }) => call(`${BO}/order/queryProjectEntryMoney`, { token, query: { projectId: tender('feeUnpaid').project.id } }) },
  { handler: 'GET */api/bid-order/order/queryProjectEntryMoney', name: 'no project', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BO}/order/queryProjectEntryMoney`, { token }) },
)

// Invoices (bid-project) and the supplier's invoice details (bid-crm), decision 031.
const invoiceBody = { invoiceType: 1, title: '上海建工材料有限公司', taxNo: '91310000MA1FL0XX3J', email: 'finance@example.com', mobile: '13800138000' }
const CRM = '/api/bid-crm/supplier'
cases.push(
  { handler: 'GET */api/bid-project/cost/in/queryInvoiceMoney', name: 'totals', status: 200, schema: enveloped(invoiceMoneySchema), send: ({ token, supplierId }) => call(`${BP}/cost/in/queryInvoiceMoney`, { token, query: { supplierId } }) },
  { handler: 'GET */api/bid-project/invoice/queryApplyInvoiceMoney', name: 'one order', status: 200, schema: enveloped(orderInvoiceMoneySchema), send: ({ token, supplierId }) => call(`${BP}/invoice/queryApplyInvoiceMoney`, { token, query: { orderId: orderOf('bidding', supplierId, 1).id } }) },
  { handler: 'GET */api/bid-project/invoice/queryApplyInvoiceMoney', name: 'unknown', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/invoice/queryApplyInvoiceMoney`, { token, query: { orderId: '1' } }) },
  { handler: 'POST */api/bid-project/invoice/invoicePage', name: 'applications', status: 200, schema: enveloped(v.pipe(invoicePageSchema, v.check((page) => page.records.length >= 3, 'missing seeded invoices'))), send: ({ token, supplierId }) => call(`${BP}/invoice/invoicePage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-project/invoice/queryTicketStatus', name: 'status', status: 200, schema: enveloped(ticketStatusSchema), send: ({ token, supplierId }) => call(`${BP}/invoice/queryTicketStatus`, { token, query: { id: simulator.db.invoice.findFirst({ where: { supplierId: { equals: supplierId } } })!.id } }) },
  { handler: 'GET */api/bid-project/invoice/queryTicketStatus', name: 'unknown', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/invoice/queryTicketStatus`, { token, query: { id: '1' } }) },
  { handler: 'POST */api/bid-project/invoice/saveOrUpdate', name: 'applied', status: 200, schema: enveloped(invoiceSchema), send: ({ token, supplierId }) => call(`${BP}/invoice/saveOrUpdate`, { method: 'POST', token, json: { ...invoiceBody, supplierId, orderId: orderOf('bidding', supplierId, 1).id, amount: '1.00' } }) },
  { handler: 'POST */api/bid-project/invoice/saveOrUpdate', name: 'too much', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${BP}/invoice/saveOrUpdate`, { method: 'POST', token, json: { ...invoiceBody, supplierId, orderId: orderOf('bidding', supplierId, 1).id, amount: '99999.00' } }) },
  { handler: 'GET */api/bid-crm/supplier/supInvoiceInfo', name: 'none yet', status: 200, schema: enveloped(v.null()), send: ({ token, supplierId }) => call(`${CRM}/supInvoiceInfo`, { token, query: { supplierId } }) },
  { handler: 'POST */api/bid-crm/supplier/saveInvoiceInfo', name: 'saved', status: 200, schema: enveloped(invoiceInfoSchema), send: ({ token, supplierId }) => call(`${CRM}/saveInvoiceInfo`, { method: 'POST', token, json: { ...invoiceBody, supplierId } }) },
  { handler: 'GET */api/bid-crm/supplier/supInvoiceInfo', name: 'saved', status: 200, schema: enveloped(invoiceInfoSchema), send: ({ token, supplierId }) => call(`${CRM}/supInvoiceInfo`, { token, query: { supplierId } }) },
  { handler: 'POST */api/bid-crm/supplier/saveInvoiceInfo', name: 'bad mobile', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${CRM}/saveInvoiceInfo`, { method: 'POST', token, json: { ...invoiceBody, supplierId, mobile: '021-55556666' } }) },
)

// The public site (decision 038): articles, announcements and surveys for anyone, the QR code, agency sign-up.
const PORTAL = '/api/bid-project/portal'
const onSite = (tenant: string) => ({ 'Tenant-Id': tenant })
const firstArticle = async (kind: string) => (await call(`/api/blade-desk/${kind}/list`)).body.data.records[0].id as string
const firstAnnouncement = async () => (await call(`${PORTAL}/bulletin/list`, { query: { category: '1' } })).body.data.records[0].id as string
const agency = { tenantName: '福建华信招标代理有限公司', creditCode: '91350100M000100Y43', linkman: '陈敏', contactNumber: '13800138000', email: 'bid@huaxin.com', address: '福州市鼓楼区五四路158号', domain: '', remark: '' }
const withFiles = (schema: Schema) => v.pipe(schema, v.check((article) => (article as { attachments: unknown[] }).attachments.length > 0, 'no files'))
for (const kind of ['notice', 'policy', 'help', 'download'] as const) {
  cases.push(
    { handler: `GET */api/blade-desk/${kind}/list`, name: 'page', status: 200, schema: enveloped(v.pipe(articlePageSchema, v.check((page) => page.records.length > 0, 'empty'))), send: () => call(`/api/blade-desk/${kind}/list`) },
    { handler: `GET */api/blade-desk/${kind}/detail`, name: 'article', status: 200, schema: enveloped(articleDetailSchema), send: async () => call(`/api/blade-desk/${kind}/detail`, { query: { id: await firstArticle(kind) } }) },
    { handler: `GET */api/blade-desk/${kind}/detail`, name: 'another site', status: 200, schema: enveloped(v.null()), send: async () => call(`/api/blade-desk/${kind}/detail`, { query: { id: await firstArticle(kind) }, headers: onSite('100001') }) },
    { handler: `GET */api/blade-desk/${kind}/detail`, name: 'no id', status: 400, schema: errorEnvelope(400), send: () => call(`/api/blade-desk/${kind}/detail`) },
  )
}
cases.push(
  { handler: 'GET */api/bid-project/portal/bulletin/list', name: 'announcements', status: 200, schema: enveloped(v.pipe(publicBulletinPageSchema, v.check((page) => page.records.length > 0, 'empty'))), send: () => call(`${PORTAL}/bulletin/list`) },
  { handler: 'GET */api/bid-project/portal/bulletin/detail', name: 'announcement', status: 200, schema: enveloped(withFiles(publicBulletinDetailSchema)), send: async () => call(`${PORTAL}/bulletin/detail`, { query: { id: await firstAnnouncement() } }) },
  { handler: 'GET */api/bid-project/portal/bulletin/detail', name: 'another site', status: 200, schema: enveloped(v.null()), send: async () => call(`${PORTAL}/bulletin/detail`, { query: { id: await firstAnnouncement() }, headers: onSite('100002') }) },
  { handler: 'GET */api/bid-project/portal/bulletin/detail', name: 'no id', status: 400, schema: errorEnvelope(400), send: () => call(`${PORTAL}/bulletin/detail`) },
  { handler: 'GET */api/bid-project/portal/research/list', name: 'surveys', status: 200, schema: enveloped(publicResearchPageSchema), send: () => call(`${PORTAL}/research/list`) },
  { handler: 'GET */api/bid-project/portal/research/detail', name: 'survey', status: 200, schema: enveloped(publicResearchDetailSchema), send: async () => call(`${PORTAL}/research/detail`, { query: { id: (await call(`${PORTAL}/research/list`)).body.data.records[0].id } }) },
  { handler: 'GET */api/bid-project/portal/research/detail', name: 'unknown', status: 200, schema: enveloped(v.null()), send: () => call(`${PORTAL}/research/detail`, { query: { id: '1' } }) },
  { handler: 'GET */api/bid-wechat/mp/getWxQr', name: 'qr code', status: 200, schema: enveloped(v.pipe(wxQrSchema, v.check((src) => src?.startsWith('/api/blade-resource/oss/simulated/picture/qr?') === true, 'not an image'))), send: () => call('/api/bid-wechat/mp/getWxQr') },
  { handler: 'POST */api/blade-system/tenant/submit', name: 'application', status: 200, schema: enveloped(tenantApplyReceiptSchema), send: () => call('/api/blade-system/tenant/submit', { json: agency }) },
  { handler: 'POST */api/blade-system/tenant/submit', name: 'duplicate', status: 400, schema: errorEnvelope(400), send: () => call('/api/blade-system/tenant/submit', { json: agency }) },
  { handler: 'POST */api/blade-system/tenant/submit', name: 'a tenant’s site', status: 400, schema: errorEnvelope(400), send: () => call('/api/blade-system/tenant/submit', { json: { ...agency, tenantName: '另一家代理' }, headers: onSite('100001') }) },
)

// Registration and password recovery (decision 037): public calls, each with its own mobile.
const registered = (mobile: string, name: string) => ({
  tenantId: '000000', mobile, password: 'Newpass123', name, creditCode: '91330100MA2H3K4L50', contactName: '周明', contactPhone: '13812345678', email: 'zhouming@163.com',
})
const licenceUpload = (name: string) => upload('', { tenantId: '000000' }, [{ name, size: 100, type: 'image/png' }], {}, '../blade-resource/oss/endpoint/put-file-attach')
const codeFor = async (mobile: string, type: string) => {
  await call('/api/bid-notice/sms/send/getCode', { method: 'POST', json: { mobile, type, tenantId: '000000' } })
  return simulator.control.sms.last(mobile) ?? ''
}
const answersTaken = (taken: boolean) => v.pipe(nameTakenSchema, v.check((answer) => answer === taken, `not ${taken}`))
cases.push(
  { handler: 'GET */api/bid-crm/supplier/queryByName', name: 'taken', status: 200, schema: enveloped(answersTaken(true)), send: () => call(`${CRM}/queryByName`, { query: { name: '浙江恒信建设工程有限公司', tenantId: '000000' } }) },
  { handler: 'GET */api/bid-crm/supplier/queryByName', name: 'free', status: 200, schema: enveloped(answersTaken(false)), send: () => call(`${CRM}/queryByName`, { query: { name: '未注册的公司', tenantId: '000000' } }) },
  { handler: 'GET */api/bid-crm/supplier/queryByName', name: 'no name', status: 400, schema: errorEnvelope(400), send: () => call(`${CRM}/queryByName`, { query: { tenantId: '000000' } }) },
  { handler: 'POST */api/bid-notice/sms/send/getCode', name: 'sent', status: 200, schema: enveloped(v.null()), send: () => call('/api/bid-notice/sms/send/getCode', { method: 'POST', json: { mobile: '13500000001', type: SMS_PURPOSE.register, tenantId: '000000' } }) },
  { handler: 'POST */api/bid-notice/sms/send/getCode', name: 'too soon', status: 400, schema: errorEnvelope(400), send: () => call('/api/bid-notice/sms/send/getCode', { method: 'POST', json: { mobile: '13500000001', type: SMS_PURPOSE.register, tenantId: '000000' } }) },
  { handler: 'POST */api/blade-resource/oss/endpoint/put-file-attach', name: 'picture', status: 200, schema: enveloped(bladeFileSchema), send: () => licenceUpload('营业执照.png') },
  { handler: 'POST */api/blade-resource/oss/endpoint/put-file-attach', name: 'not a picture', status: 400, schema: errorEnvelope(400), send: () => licenceUpload('营业执照.pdf') },
  // The simulated storage's files and pictures answer bytes, not envelopes (blade-resource-files.test.ts): only their refusal is one.
  { handler: `GET ${FILE_PATH}`, name: 'unreadable name', status: 404, schema: errorEnvelope(404), send: () => call('/api/blade-resource/oss/simulated/file/%E4%B8', { noClient: true }) },
  { handler: `GET ${PICTURE_PATH}`, name: 'unknown kind', status: 404, schema: errorEnvelope(404), send: () => call('/api/blade-resource/oss/simulated/picture/banner', { noClient: true }) },
  {
    handler: 'POST */api/bid-crm/supplier/register', name: 'registered', status: 200, schema: enveloped(v.unknown()),
    send: async () => {
      const licenseAttachId = String((await licenceUpload('执照.png')).body.data!.attachId)
      const smsCode = await codeFor('13500000002', SMS_PURPOSE.register)
      return call(`${CRM}/register`, { method: 'POST', json: { ...registered('13500000002', '契约测试注册有限公司'), smsCode, licenseAttachId } })
    },
  },
  { handler: 'POST */api/bid-crm/supplier/register', name: 'no code', status: 400, schema: errorEnvelope(400), send: () => call(`${CRM}/register`, { method: 'POST', json: { ...registered('13500000003', '另一家公司'), smsCode: '123456' } }) },
  {
    handler: 'POST */api/bid-crm/supplier/forgetPwd', name: 'reset', status: 200, schema: enveloped(v.unknown()),
    send: async () => {
      const mobile = simulator.db.user.findFirst({ where: { account: { equals: 'rejected' } } })!.phone
      return call(`${CRM}/forgetPwd`, { method: 'POST', json: { tenantId: '000000', mobile, smsCode: await codeFor(mobile, SMS_PURPOSE.forgetPwd), password: 'Passw0rd!' } })
    },
  },
  {
    handler: 'POST */api/bid-notice/sms/checkCode', name: 'right code', status: 200, schema: enveloped(v.null()),
    send: async () => {
      const mobile = simulator.db.user.findFirst({ where: { account: { equals: 'pending' } } })!.phone
      return call('/api/bid-notice/sms/checkCode', { method: 'POST', json: { tenantId: '000000', mobile, type: SMS_PURPOSE.forgetPwd, smsCode: await codeFor(mobile, SMS_PURPOSE.forgetPwd) } })
    },
  },
  { handler: 'POST */api/bid-notice/sms/checkCode', name: 'no code sent', status: 400, schema: errorEnvelope(400), send: () => call('/api/bid-notice/sms/checkCode', { method: 'POST', json: { tenantId: '000000', mobile: '13500000005', type: SMS_PURPOSE.forgetPwd, smsCode: '123456' } }) },
  { handler: 'POST */api/bid-crm/supplier/forgetPwd', name: 'unknown mobile', status: 400, schema: errorEnvelope(400), send: () => call(`${CRM}/forgetPwd`, { method: 'POST', json: { tenantId: '000000', mobile: '13500000004', smsCode: '123456', password: 'Passw0rd!' } }) },
)

// Enterprise certification (decision 039): the rejected account appeals, then resubmits; the approved one edits its contacts.
const asRejected = async () => {
  const { access_token: token } = await signedIn('rejected')
  const supplierId = simulator.db.user.findFirst({ where: { account: { equals: 'rejected' } } })!.supplierId
  return { token, supplierId, supplier: simulator.db.supplier.findFirst({ where: { id: { equals: supplierId } } })! }
}
const certificationOf = (s: SupplierRecord) => ({
  supplierId: s.id, name: s.name, creditCode: s.creditCode, companyType: s.companyType, legalPerson: s.legalPerson, registeredCapital: s.registeredCapital,
  establishDate: s.establishDate, address: s.address, businessScope: s.businessScope, licenceAttachIds: s.licenceIds.join(','),
})
const contactsOf = (s: SupplierRecord) => ({ supplierId: s.id, contactName: s.contactName, contactPhone: s.contactPhone, email: s.email, telephone: s.telephone, website: s.website, officeAddress: s.officeAddress, introduction: s.introduction })
const ownSupplierRecord = (supplierId: string) => simulator.db.supplier.findFirst({ where: { id: { equals: supplierId } } })!
cases.push(
  { handler: 'POST */api/bid-crm/sup/appeal/appeal', name: 'appealed', status: 200, schema: enveloped(appealSchema), send: async () => { const r = await asRejected(); return call('/api/bid-crm/sup/appeal/appeal', { method: 'POST', token: r.token, json: { supplierId: r.supplierId, reason: '执照为原件扫描件' } }) } },
  { handler: 'POST */api/bid-crm/sup/appeal/appeal', name: 'one open', status: 400, schema: errorEnvelope(400), send: async () => { const r = await asRejected(); return call('/api/bid-crm/sup/appeal/appeal', { method: 'POST', token: r.token, json: { supplierId: r.supplierId, reason: '再次申诉' } }) } },
  { handler: 'POST */api/bid-crm/supplier/submitAudit', name: 'submitted', status: 200, schema: enveloped(supplierDetailSchema), send: async () => { const r = await asRejected(); return call(`${CRM}/submitAudit`, { method: 'POST', token: r.token, json: certificationOf(r.supplier) }) } },
  { handler: 'POST */api/bid-crm/supplier/submitAudit', name: 'under review', status: 400, schema: errorEnvelope(400), send: async () => { const r = await asRejected(); return call(`${CRM}/submitAudit`, { method: 'POST', token: r.token, json: certificationOf(r.supplier) }) } },
  { handler: 'POST */api/bid-crm/supplier/updateSup', name: 'saved', status: 200, schema: enveloped(supplierDetailSchema), send: ({ token, supplierId }) => call(`${CRM}/updateSup`, { method: 'POST', token, json: { ...contactsOf(ownSupplierRecord(supplierId)), telephone: '0571-88886666' } }) },
  { handler: 'POST */api/bid-crm/supplier/updateSup', name: 'certified field', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${CRM}/updateSup`, { method: 'POST', token, json: { ...contactsOf(ownSupplierRecord(supplierId)), name: '另一个名字有限公司' } }) },
  { handler: 'GET */api/bid-crm/supplier/querySupModifyRecord', name: 'history', status: 200, schema: enveloped(v.pipe(modifyRecordPageSchema, v.check((page) => page.records.length > 0, 'empty'))), send: ({ token, supplierId }) => call(`${CRM}/querySupModifyRecord`, { token, query: { supplierId, curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-crm/supplier/querySupModifyRecord', name: 'another supplier', status: 400, schema: errorEnvelope(400), send: async ({ token }) => call(`${CRM}/querySupModifyRecord`, { token, query: { supplierId: (await asRejected()).supplierId } }) },
  { handler: 'GET */api/bid-crm/supplier/queryById', name: 'certification detail', status: 200, schema: enveloped(supplierDetailSchema), send: ({ token, supplierId }) => call(`${CRM}/queryById`, { token, query: { id: supplierId } }) },
)

// The local error log's upload (decision 041): a list of entries, refused when it is no list.
const loggedError = { type: 'error', message: 'boom', stack: 'Error: boom', info: '', url: 'http://localhost/home/homePage', time: '2025-06-02 09:00:00' }
cases.push(
  { handler: 'POST */api/blade-log/error/upload', name: 'uploaded', status: 200, schema: enveloped(v.unknown()), send: ({ token }) => call('/api/blade-log/error/upload', { method: 'POST', token, json: [loggedError] }) },
  { handler: 'POST */api/blade-log/error/upload', name: 'not a list', status: 400, schema: errorEnvelope(400), send: ({ token }) => call('/api/blade-log/error/upload', { method: 'POST', token, json: loggedError }) },
)

// Contacts and account security (decision 040): the approved account's contacts; its mobile, e-mail
// and password changed last, the password by an account no other case signs in with.
const LINK = '/api/bid-crm/supLink'
const contactOf = (supplierId: string, manager: boolean) => simulator.db.supLink.findFirst({ where: { supplierId: { equals: supplierId }, isManage: { equals: manager ? 1 : 0 } } })!
const phoneOf = (account: string) => simulator.db.user.findFirst({ where: { account: { equals: account } } })!.phone
const changeCode = async (mobile: string, type: string) => {
  await call('/api/bid-notice/sms/send/getCode', { method: 'POST', json: { mobile, type, tenantId: '000000' } })
  return simulator.control.sms.last(mobile) ?? ''
}
cases.push(
  { handler: 'GET */api/bid-crm/supLink/queryList', name: 'contacts', status: 200, schema: enveloped(v.pipe(contactPageSchema, v.check((page) => page.records.length > 0, 'empty'))), send: ({ token, supplierId }) => call(`${LINK}/queryList`, { token, query: { supplierId, curr: 1, size: 10 } }) },
  { handler: 'GET */api/bid-crm/supLink/queryList', name: 'another supplier', status: 400, schema: errorEnvelope(400), send: async ({ token }) => call(`${LINK}/queryList`, { token, query: { supplierId: simulator.db.user.findFirst({ where: { account: { equals: 'pending' } } })!.supplierId } }) },
  { handler: 'POST */api/bid-crm/supLink/saveOrUpdate', name: 'added', status: 200, schema: enveloped(contactSchema), send: ({ token, supplierId }) => call(`${LINK}/saveOrUpdate`, { method: 'POST', token, json: { supplierId, name: '契约联系人', mobile: '13500000021', email: 'contract@163.com' } }) },
  { handler: 'POST */api/bid-crm/supLink/saveOrUpdate', name: 'bad mobile', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${LINK}/saveOrUpdate`, { method: 'POST', token, json: { supplierId, name: '契约联系人', mobile: '1350000002' } }) },
  { handler: 'POST */api/bid-crm/supLink/setManage', name: 'set', status: 200, schema: enveloped(v.null()), send: ({ token, supplierId }) => call(`${LINK}/setManage`, { method: 'POST', token, json: { supplierId, id: contactOf(supplierId, false).id } }) },
  { handler: 'POST */api/bid-crm/supLink/setManage', name: 'unknown', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${LINK}/setManage`, { method: 'POST', token, json: { supplierId, id: '1' } }) },
  { handler: 'GET */api/bid-crm/supLink/deleteById', name: 'deleted', status: 200, schema: enveloped(v.null()), send: ({ token, supplierId }) => call(`${LINK}/deleteById`, { token, query: { id: contactOf(supplierId, false).id } }) },
  { handler: 'GET */api/bid-crm/supLink/deleteById', name: 'manager', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${LINK}/deleteById`, { token, query: { id: contactOf(supplierId, true).id } }) },
  { handler: 'POST */api/bid-crm/supplier/changeEmail', name: 'changed', status: 200, schema: enveloped(v.null()), send: async ({ token }) => call(`${CRM}/changeEmail`, { method: 'POST', token, json: { email: 'contract_mail@163.com', smsCode: await changeCode(phoneOf('supplier'), SMS_PURPOSE.changeEmail) } }) },
  { handler: 'POST */api/bid-crm/supplier/changeEmail', name: 'bad e-mail', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${CRM}/changeEmail`, { method: 'POST', token, json: { email: 'contract_mail@163', smsCode: '123456' } }) },
  { handler: 'POST */api/bid-crm/supplier/changePhone', name: 'changed', status: 200, schema: enveloped(v.null()), send: async ({ token }) => call(`${CRM}/changePhone`, { method: 'POST', token, json: { mobile: '13500000022', smsCode: await changeCode('13500000022', SMS_PURPOSE.changePhone) } }) },
  { handler: 'POST */api/bid-crm/supplier/changePhone', name: 'no code', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${CRM}/changePhone`, { method: 'POST', token, json: { mobile: '13500000023', smsCode: '123456' } }) },
  { handler: 'POST */api/bid-crm/supplier/changePwd', name: 'changed', status: 200, schema: enveloped(v.object({ signedOut: v.number() })), send: async () => call(`${CRM}/changePwd`, { method: 'POST', token: (await signedIn('hd_supplier', '100001')).access_token, headers: { 'Tenant-Id': '100001' }, json: { oldPassword: 'Passw0rd!', newPassword: 'Newpass123', newPassword1: 'Newpass123' } }) },
  { handler: 'POST */api/bid-crm/supplier/changePwd', name: 'wrong old password', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${CRM}/changePwd`, { method: 'POST', token, json: { oldPassword: 'Wrong1234', newPassword: 'Newpass123', newPassword1: 'Newpass123' } }) },
)

// Specimens and electronic guarantee letters (decision 045).
const SPECIMEN_APPLY = { specimenName: '样品A', quantity: 1, deliveryWay: 2, contactName: '李文静', contactPhone: '13912345678', expectedDate: '2099-01-01', remark: '' }
cases.push(
  { handler: 'POST */api/bid-project/specimen/querySupplierSpecimenPage', name: 'applications', status: 200, schema: enveloped(specimenApplicationPageSchema), send: ({ token, supplierId }) => call(`${BP}/specimen/querySupplierSpecimenPage`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'GET */api/bid-project/specimen/queryBidProjects', name: 'bid projects', status: 200, schema: enveloped(nonEmpty(bidProjectListSchema)), send: ({ token, supplierId }) => call(`${BP}/specimen/queryBidProjects`, { token, query: { supplierId } }) },
  { handler: 'POST */api/bid-project/specimen/saveSpecimenApply', name: 'applied', status: 200, schema: enveloped(specimenApplicationSchema), send: ({ token, supplierId }) => call(`${BP}/specimen/saveSpecimenApply`, { token, json: { ...SPECIMEN_APPLY, supplierId, projectId: tender('awaitingOpening').project.id, packageId: tender('awaitingOpening').packages[0]!.id } }) },
  { handler: 'POST */api/bid-project/specimen/saveSpecimenApply', name: 'not bid on', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${BP}/specimen/saveSpecimenApply`, { token, json: { ...SPECIMEN_APPLY, supplierId, projectId: tender('upcoming').project.id, packageId: tender('upcoming').packages[0]!.id } }) },
  { handler: 'POST */api/bid-project/specimen/queryProjectSpecimenPage', name: 'project specimens', status: 200, schema: enveloped(projectSpecimenPageSchema), send: ({ token, supplierId }) => call(`${BP}/specimen/queryProjectSpecimenPage`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'POST */api/bid-project/guarantee/querySupplierGuaranteePage', name: 'guarantees', status: 200, schema: enveloped(guaranteePageSchema), send: ({ token, supplierId }) => call(`${BP}/guarantee/querySupplierGuaranteePage`, { token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'GET */api/bid-project/authenticity/query', name: 'genuine', status: 200, schema: enveloped(authenticitySchema), send: ({ token }) => call(`${BP}/authenticity/query`, { token, query: { number: 'BH2025060200018' } }) },
  { handler: 'GET */api/bid-project/authenticity/query', name: 'unknown', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${BP}/authenticity/query`, { token, query: { number: 'BH0000000000000' } }) },
  { handler: 'GET */api/bid-project/authenticity/query', name: 'no number', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${BP}/authenticity/query`, { token }) },
)

// Deals, contracts, acceptances and credit (decision 044): the approved account confirms its pending acceptance, then cannot answer it again.
const CREDIT = '/api/bid-credit'
const pendingAcceptance = (supplierId: string) => simulator.db.acceptance.findFirst({ where: { supplierId: { equals: supplierId }, status: { equals: 0 } } })!
const creditPage = (path: string) => ({ token, supplierId }: Context) => call(`${CREDIT}/${path}`, { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } })
cases.push(
  { handler: 'GET */api/bid-credit/credit/summary', name: 'score', status: 200, schema: enveloped(v.pipe(creditSummarySchema, v.check((c) => c.score !== null, 'no score'))), send: ({ token, supplierId }) => call(`${CREDIT}/credit/summary`, { token, query: { supplierId } }) },
  { handler: 'GET */api/bid-credit/credit/summary', name: 'another supplier', status: 400, schema: errorEnvelope(400), send: ({ token }) => call(`${CREDIT}/credit/summary`, { token, query: { supplierId: '1' } }) },
  { handler: 'POST */api/bid-credit/credit/queryPage', name: 'evaluations', status: 200, schema: enveloped(creditEvaluationPageSchema), send: creditPage('credit/queryPage') },
  { handler: 'POST */api/bid-credit/deal/queryPage', name: 'deals', status: 200, schema: enveloped(dealProjectPageSchema), send: creditPage('deal/queryPage') },
  { handler: 'POST */api/bid-credit/contract/queryPage', name: 'contracts', status: 200, schema: enveloped(dealContractPageSchema), send: creditPage('contract/queryPage') },
  { handler: 'POST */api/bid-credit/acceptance/queryPage', name: 'acceptances', status: 200, schema: enveloped(acceptancePageSchema), send: creditPage('acceptance/queryPage') },
  { handler: 'GET */api/bid-credit/acceptance/detail', name: 'pending', status: 200, schema: enveloped(acceptanceSchema), send: ({ token, supplierId }) => call(`${CREDIT}/acceptance/detail`, { token, query: { id: pendingAcceptance(supplierId).id } }) },
  { handler: 'GET */api/bid-credit/acceptance/detail', name: 'unknown', status: 200, schema: enveloped(v.null()), send: ({ token }) => call(`${CREDIT}/acceptance/detail`, { token, query: { id: '1' } }) },
  { handler: 'POST */api/bid-credit/acceptance/confirm', name: 'confirmed', status: 200, schema: enveloped(acceptanceSchema), send: ({ token, supplierId }) => call(`${CREDIT}/acceptance/confirm`, { method: 'POST', token, json: { id: pendingAcceptance(supplierId).id, supplierId, action: 1 } }) },
  { handler: 'POST */api/bid-credit/acceptance/confirm', name: 'objection without reason', status: 400, schema: errorEnvelope(400), send: ({ token, supplierId }) => call(`${CREDIT}/acceptance/confirm`, { method: 'POST', token, json: { id: simulator.db.acceptance.findFirst({ where: { supplierId: { equals: supplierId } } })!.id, supplierId, action: 2, reason: '' } }) },
)

describe('response contracts', () => {
  let context: Context

  beforeAll(async () => {
    const refreshable = await signedIn('xn_supplier', '100002')
    const { access_token: token } = await signedIn('supplier')
    const { body } = await call('/user/getUserInfo', { token })
    const supplierId = body.data.supplierId as string
    const messageId = simulator.db.message.findFirst({ where: { supplierId: { equals: supplierId } } })!.id
    context = { token, refreshToken: refreshable.refresh_token, supplierId, messageId }
  })

  it.each(cases.map((entry) => [entry.handler, entry.name, entry] as const))('%s (%s)', async (_handler, _name, entry) => {
    const { status, body } = await entry.send(context)
    expect(status).toBe(entry.status)
    const result = v.safeParse(entry.schema, body)
    expect((result.issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }))).toEqual([])
    if (entry.schema !== tokenResponseSchema && entry.schema !== tokenErrorSchema) {
      expect(v.safeParse(envelopeSchema, body).success).toBe(true)
    }
    // Errors carry the same status in the body (envelope code or error_code).
    if (status !== 200) expect((body as { code?: number; error_code?: number }).code ?? (body as { error_code?: number }).error_code).toBe(status)
  })

  it('covers every API handler', () => {
    const handlers = createApiHandlers(simulator).map((handler) => (handler.info as { header: string }).header)
    expect(new Set(cases.map((entry) => entry.handler))).toEqual(new Set(handlers))
  })
})
