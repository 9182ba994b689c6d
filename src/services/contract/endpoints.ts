import * as v from 'valibot'
import { caCheckSchema } from '../schemas/bid-ca'
import {
  acceptancePageSchema, acceptanceSchema, creditEvaluationPageSchema, creditEvaluationSchema, creditSummarySchema, dealContractPageSchema,
  dealContractSchema, dealProjectPageSchema, dealProjectSchema,
} from '../schemas/bid-credit'
import {
  appealSchema, boundCaListSchema, boundCaSchema, contactPageSchema, contactSchema, invoiceInfoSchema, messageDetailSchema, messagePageSchema,
  messageSchema, modifyRecordPageSchema, modifyRecordSchema, nameTakenSchema, supplierAccountSchema, supplierDetailSchema, supplierSchema,
} from '../schemas/bid-crm'
import { catalogListSchema, catalogSchema, downRecordListSchema, downRecordSchema } from '../schemas/bid-dms'
import { cameraSchema, explainAnswerSchema, explainRequestListSchema, judgeNodeListSchema, judgeProgressSchema } from '../schemas/bid-es'
import {
  fundAccountPageSchema, fundMovementSchema, orderDetailSchema, orderPageSchema, orderSchema, orderStatusAnswerSchema, paymentStartSchema,
} from '../schemas/bid-order'
import {
  bidFileListSchema, bidFileReceiptSchema, bidFileSchema, bidReadingSchema, bidRoomSchema, bulletinListSchema, bulletinSchema, changeNoticePageSchema,
  changeNoticeSchema, collusionCountSchema, distInfoSchema, entryContactSchema, entryEndAnswerSchema, entryLinkManSchema, entryListSchema, entrySchema,
  hallActionSchema, hallNodesSchema, hallProgressSchema, invitationPageSchema, invitationSchema, invoiceMoneySchema, invoicePageSchema, invoiceSchema,
  myProjectPageSchema, myProjectSchema, openBoardPageSchema, openBoardRowSchema, orderInvoiceMoneySchema, packageDetailSchema, projectDetailSchema,
  projectPageSchema, projectSchema, qualifyApplicationSchema, qualifyCheckSchema, qualifyPackListSchema, qualifyProjectInfoSchema, questionPageSchema,
  questionSchema, quoteSchema, rehearsalNodesSchema, researchDetailSchema, researchPageSchema, researchSchema, resultNoticePageSchema,
  resultNoticeSchema, savedTenderExplainSchema, sealedBidFileListSchema, sealedBidFileSchema, serverTimeSchema, tenderExplainPageSchema,
  tenderExplainSchema, tenderFileTypeListSchema, ticketStatusSchema,
} from '../schemas/bid-project'
import {
  examinationDetailSchema, examinationPageSchema, examinationSchema, myResearchDetailSchema, myResearchPageSchema, myResearchSchema, researchAnswerSchema,
} from '../schemas/bid-research-answer'
import {
  authenticitySchema, bidProjectListSchema, guaranteePageSchema, guaranteeSchema, projectSpecimenPageSchema, projectSpecimenSchema,
  specimenApplicationPageSchema, specimenApplicationSchema,
} from '../schemas/bid-specimen'
import { wxQrSchema } from '../schemas/bid-wechat'
import { captchaSchema, tokenErrorSchema, tokenResponseSchema } from '../schemas/blade-auth'
import { articleDetailSchema, articlePageSchema, articleSchema } from '../schemas/blade-desk'
import { uploadAnswerSchema, uploadedErrorsSchema } from '../schemas/blade-log'
import { bladeFileSchema } from '../schemas/blade-resource'
import { categoryListSchema, tenantApplyReceiptSchema } from '../schemas/blade-system-public'
import { buttonTreeSchema, dictionarySchema, menuTreeSchema, tenantInfoSchema, topMenuSchema } from '../schemas/blade-system'
import {
  publicBulletinDetailSchema, publicBulletinPageSchema, publicBulletinSchema, publicResearchDetailSchema, publicResearchPageSchema, publicResearchSchema,
} from '../schemas/public-notice'
import { userInfoSchema } from '../schemas/user'
import { long, recordOrNull } from '../schemas/values'
import { accountContactSchema } from '../schemas/user-account'

/*
 * Every call the portal makes to a BladeX back end, as data: method, path, what it sends, the
 * contract it reads the answer with (the same valibot schemas the services use), whether it
 * changes anything, and where it comes from (the specification, or the decision that designed
 * it). docs/api/openapi.json is generated from it (npm run openapi), and `npm run check-backend`
 * calls the read-only ones against a live back end, filling their ids as the `discover` hints say.
 * endpoints.test.ts keeps it equal to what src/services calls.
 *
 * Not here, as they are not the back end's paths: addresses the back end hands out (the payment
 * gateway's page, an opening record's file link) and the certificate helper on the supplier's
 * own machine.
 */

export type Method = 'GET' | 'POST'
/** `METHOD path`, as the registry is keyed. */
export type EndpointKey = `${Method} /${string}`

/**
 * Where a parameter travels: the query string, the JSON body, a form body
 * (`application/x-www-form-urlencoded`) or a multipart upload.
 */
export type ParamIn = 'query' | 'body' | 'form' | 'multipart'
export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'file'

export type Param = {
  readonly name: string
  readonly in: ParamIn
  readonly type: ParamType
  /** Always sent (the portal may still send an optional one). */
  readonly required: boolean
  readonly description?: string
  /** A value a check may send when no answer gives one (a page number, a dictionary code). */
  readonly example?: unknown
}

/**
 * How a check fills a parameter: from an earlier read-only answer (`from`, the value at `pick` in
 * what the portal's contract made of it: `records[0].id`, `packages[0].id`), from the session
 * (the tenant signed in to, the back end's host name), or never, with why.
 *
 * `with` sets parameters of the `from` call: a value (a filter: my projects in evaluation), a
 * source of its own, or `{ param }` for the value this call's own parameter was filled with (a
 * package of the same project).
 */
export type Source =
  | { readonly from: EndpointKey; readonly pick: string; readonly with?: Readonly<Record<string, Given>> }
  | { readonly session: 'tenantId' | 'host' }
  | { readonly never: string }
/** A parameter of a `from` call. */
export type Given = string | number | boolean | null | Source | { readonly param: string }

/** What the portal reads one answer with: a contract, and, for a page or list read row by row, the rows' contract (for the document). */
export type Reading = {
  readonly schema: v.GenericSchema
  /**
   * A page's `records`, or a plain list, is read row by row so one bad row costs only itself: the
   * row contract, where it is exported, so the document can describe the rows.
   */
  readonly rows?: v.GenericSchema
}

export type Area =
  | 'sign-in and session'
  | 'shell and tenant'
  | 'public site'
  | 'registration and account'
  | 'supplier and contacts'
  | 'messages'
  | 'certificates'
  | 'documents'
  | 'tenders and sign-up'
  | 'prequalification'
  | 'bid files'
  | 'questions and objections'
  | 'opening hall'
  | 'practice hall'
  | 'evaluation'
  | 'orders and fees'
  | 'invoices'
  | 'credit'
  | 'surveys and examinations'
  | 'specimens and guarantees'

export type Endpoint = {
  readonly method: Method
  /** As the portal calls it, below `apiBase` (or `userBase` for `base: 'user'`). */
  readonly path: string
  /** Saber hangs `/user/...` off the site's user base (config `userBase`), not the API base. */
  readonly base?: 'user'
  readonly area: Area
  readonly summary: string
  readonly params: readonly Param[]
  /** The whole JSON body, when it is not an object of parameters (the error log's list). */
  readonly body?: v.GenericSchema
  /** What the portal reads the answer's `data` with. */
  readonly response: Reading
  /** Other contracts the portal reads the same answer with, in other screens. */
  readonly alsoReadAs?: readonly Reading[]
  /** Answers that pick each shape a contract chooses between by keys (a `v.lazy`), for the document. */
  readonly shapes?: readonly unknown[]
  /** How the answer is wrapped: the envelope (default), bare (the token), or either (the captcha). */
  readonly answer?: 'bare' | 'bare or enveloped'
  /** A failure answer of its own (the token endpoint's `{ error_code, error_description }`). */
  readonly failure?: v.GenericSchema
  /** Lookups, pages and details; false for anything that changes state. */
  readonly readOnly: boolean
  /** Whether the user token goes with it: always, never (a visitor's call), or when signed in. */
  readonly auth: 'user' | 'none' | 'either'
  /** `spec` when the specification names the call; otherwise the decision (docs/decisions/NNN-*.md) that designed it. */
  readonly origin: 'spec' | { readonly decision: string }
  /** How a check fills the required parameters. */
  readonly discover?: Readonly<Record<string, Source>>
}

export const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>): EndpointKey => `${endpoint.method} ${endpoint.path}` as EndpointKey

// --- Parameters -------------------------------------------------------------------------------

type ParamOptions = Omit<Param, 'name' | 'in' | 'type' | 'required'>
const need = (name: string, type: ParamType = 'string', options: ParamOptions = {}) => ({ name, type, required: true, ...options })
const may = (name: string, type: ParamType = 'string', options: ParamOptions = {}) => ({ name, type, required: false, ...options })
type Unplaced = Omit<Param, 'in'>
const place =
  (where: ParamIn) =>
  (...params: Unplaced[]): Param[] =>
    params.map((param) => ({ ...param, in: where }))
const query = place('query')
const body = place('body')
const form = place('form')
const multipart = place('multipart')

const PAGE = [need('curr', 'integer', { description: 'page number, from 1', example: 1 }), need('size', 'integer', { description: 'rows per page', example: 10 })]
const PROJECT_FILTERS = [
  may('projectName', 'string', { description: 'part of the name or code' }),
  may('projectType', 'string', { description: 'project kinds, comma list (1 在线询价 … 6 现场项目)' }),
  may('tenderMode'),
  may('status', 'integer', { description: 'PROJECT_STATUS' }),
  may('qualifyFlag', 'integer', { description: '1: prequalification projects only' }),
]
const SUPPLIER = need('supplierId', 'string', { description: 'the signed-in supplier' })
const PROJECT = need('projectId')
/** The certificate helper's signature (spec 001 §3), as the hall's decryption and the record's signature send it. */
const SIGNATURE = [
  need('username', 'string', { description: "the certificate's serial" }),
  may('subjectDn'),
  may('certificate'),
  may('certdata'),
  may('srcData'),
  need('signData'),
]
const UPLOAD_FILE = need('file', 'file', { description: 'the file part (multipart `file`)' })

// --- Where a check finds ids -----------------------------------------------------------------

const SIGNED_IN_SUPPLIER: Source = { from: 'GET /user/getUserInfo', pick: 'supplierId' }
const TENANT: Source = { session: 'tenantId' }
/** The first of my projects. */
const MY_PROJECT: Source = { from: 'POST /api/bid-project/entry/querySupplierProject', pick: 'records[0].id' }
/** The first of my projects that opens online (the hall's list). */
const ONLINE_PROJECT: Source = { from: 'POST /api/bid-project/entry/querySupplierNetBidProject', pick: 'records[0].id' }
/** The first of my projects in evaluation (PROJECT_STATUS 6). */
const EVALUATING_PROJECT: Source = { from: 'POST /api/bid-project/entry/querySupplierProject', pick: 'records[0].id', with: { status: 6 } }
/** The first of my projects awaiting its opening (PROJECT_STATUS 4): my bid files are in. */
const BID_PROJECT: Source = { from: 'POST /api/bid-project/entry/querySupplierProject', pick: 'records[0].id', with: { status: 4 } }
/** The project of my first paid 标书费 order (FEE_TYPE 1, ORDER_STATUS 2): its documents are open to me. */
const PAID_DOCUMENTS_PROJECT: Source = { from: 'POST /api/bid-order/order/querySupplierOrderPage', pick: 'records[0].projectId', with: { feeType: 1, status: 2 } }
/** The first of my prequalification projects. */
const QUALIFY_PROJECT: Source = { from: 'POST /api/bid-project/entry/querySupplierProject', pick: 'records[0].id', with: { qualifyFlag: 1 } }
/** The first package of the project this call's `projectId` names. */
const PACKAGE_OF_PROJECT: Source = { from: 'GET /api/bid-project/project/queryById', pick: 'packages[0].id', with: { id: { param: 'projectId' } } }
const CERTIFICATE: Source = { never: "a signature from the supplier's certificate helper (CA) is needed" }
const SMS_CODE: Source = { never: 'a code texted to the mobile is needed' }

/**
 * Where a parameter of these names comes from when its call says nothing else: the signed-in
 * supplier (`supId` in multipart uploads) and the tenant signed in to.
 */
export const discoverByName: Readonly<Record<string, Source>> = { supplierId: SIGNED_IN_SUPPLIER, supId: SIGNED_IN_SUPPLIER, tenantId: TENANT }

const mine = { supplierId: SIGNED_IN_SUPPLIER }
const myProject = { supplierId: SIGNED_IN_SUPPLIER, projectId: MY_PROJECT }
const onlineProject = { supplierId: SIGNED_IN_SUPPLIER, projectId: ONLINE_PROJECT }
const qualifyProject = { supplierId: SIGNED_IN_SUPPLIER, projectId: QUALIFY_PROJECT }
const evaluatingProject = { supplierId: SIGNED_IN_SUPPLIER, projectId: EVALUATING_PROJECT }

const spec = 'spec' as const
const decision = (number: string) => ({ decision: number })
const reads = (schema: v.GenericSchema, rows?: v.GenericSchema): Reading => (rows ? { schema, rows } : { schema })

type Described = Omit<Endpoint, 'method' | 'path'>
const get = (path: string, described: Described): Endpoint => ({ method: 'GET', path, ...described })
const post = (path: string, described: Described): Endpoint => ({ method: 'POST', path, ...described })

// --- The calls -------------------------------------------------------------------------------

const BP = '/api/bid-project'
const CRM = '/api/bid-crm'
const ORDER = '/api/bid-order'
const CREDIT = '/api/bid-credit'
const JUDGE = '/api/bid-es/judge'
const DMS = '/api/bid-dms'
const SYSTEM = '/api/blade-system'

const signIn: Endpoint[] = [
  post('/api/blade-auth/oauth/token', {
    area: 'sign-in and session',
    summary: 'Sign-in (grant_type=password) and renewal (grant_type=refresh_token); headers Tenant-Id and User-Type: web. Answers bare, not in the envelope.',
    params: form(
      need('tenantId'),
      need('grant_type', 'string', { description: 'password | refresh_token', example: 'password' }),
      need('scope', 'string', { example: 'all' }),
      may('username'),
      may('password'),
      may('type', 'string', { example: 'account' }),
      may('web', 'string', { example: 'web' }),
      may('imgCode', 'string', { description: 'the captcha code' }),
      may('imgCodeKey', 'string', { description: "the captcha's key" }),
      may('refresh_token'),
    ),
    response: reads(tokenResponseSchema),
    answer: 'bare',
    failure: tokenErrorSchema,
    readOnly: false,
    auth: 'none',
    origin: spec,
  }),
  get('/api/blade-auth/oauth/captcha', {
    area: 'sign-in and session',
    summary: 'A single-use captcha key with its picture (or a code the portal draws).',
    params: [],
    response: reads(captchaSchema),
    answer: 'bare or enveloped',
    readOnly: true,
    auth: 'none',
    origin: decision('003'),
  }),
  get('/user/getUserInfo', {
    base: 'user',
    area: 'sign-in and session',
    summary: 'The signed-in user with roles and supplier, in any of the shapes of decision 012; also read for the mobile and e-mail (decision 040).',
    params: [],
    response: reads(userInfoSchema),
    alsoReadAs: [reads(accountContactSchema)],
    shapes: [{ userId: '' }, { userInfo: {} }, { user: {} }, {}],
    readOnly: true,
    auth: 'user',
    origin: spec,
  }),
  get('/user/logout', {
    base: 'user',
    area: 'sign-in and session',
    summary: 'Ends the session.',
    params: [],
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
]

const shell: Endpoint[] = [
  get(`${SYSTEM}/menu/routes`, {
    area: 'shell and tenant',
    summary: "The signed-in user's menu tree.",
    params: query(may('topMenuId')),
    response: reads(menuTreeSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
  }),
  get(`${SYSTEM}/menu/top-menu`, { area: 'shell and tenant', summary: 'The top menu.', params: [], response: reads(topMenuSchema), readOnly: true, auth: 'user', origin: spec }),
  get(`${SYSTEM}/menu/buttons`, {
    area: 'shell and tenant',
    summary: 'Button permissions as a code tree.',
    params: [],
    response: reads(buttonTreeSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
  }),
  get(`${SYSTEM}/tenant/tenantInfoByDns`, {
    area: 'shell and tenant',
    summary: 'The tenant of a host name; null for a host that is no tenant’s.',
    params: query(need('dns', 'string', { description: 'the host name the portal is served from' })),
    response: reads(v.nullable(tenantInfoSchema)),
    readOnly: true,
    auth: 'none',
    origin: spec,
    discover: { dns: { session: 'host' } },
  }),
  get(`${SYSTEM}/tenant/tenantInfoNoAuth`, {
    area: 'shell and tenant',
    summary: 'A tenant by id, for anyone.',
    params: query(need('tenantId')),
    response: reads(v.nullable(tenantInfoSchema)),
    readOnly: true,
    auth: 'none',
    origin: spec,
    discover: { tenantId: TENANT },
  }),
  get(`${SYSTEM}/dict/dictionary`, {
    area: 'shell and tenant',
    summary: 'A dictionary by code (bulletin_type, news_down, new_faq).',
    params: query(need('code', 'string', { example: 'bulletin_type' })),
    response: reads(dictionarySchema),
    alsoReadAs: [reads(categoryListSchema)],
    readOnly: true,
    auth: 'none',
    origin: spec,
  }),
  post(`${SYSTEM}/tenant/submit`, {
    area: 'shell and tenant',
    summary: "An agency's application to join the platform (代理机构入驻), sent as tenant 000000.",
    params: body(need('tenantName'), need('creditCode'), need('linkman'), need('contactNumber'), need('email'), need('address'), need('domain'), need('remark')),
    response: reads(tenantApplyReceiptSchema),
    readOnly: false,
    auth: 'none',
    origin: spec,
  }),
  post('/api/blade-log/error/upload', {
    area: 'shell and tenant',
    summary: "The local error log's entries (the body is the list itself).",
    params: [],
    body: uploadedErrorsSchema,
    response: reads(uploadAnswerSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('041'),
  }),
]

const ARTICLE_KINDS = ['notice', 'policy', 'help', 'download'] as const
const ARTICLE_NAMES: Record<(typeof ARTICLE_KINDS)[number], string> = { notice: '通知公告', policy: '政策法规', help: '常见问题', download: '资料下载' }

const publicSite: Endpoint[] = [
  ...ARTICLE_KINDS.flatMap((kind) => [
    get(`/api/blade-desk/${kind}/list`, {
      area: 'public site',
      summary: `A page of the site's ${ARTICLE_NAMES[kind]}, newest first.`,
      params: query(...PAGE, may('title', 'string', { description: 'part of the title' }), may('category', 'string', { description: 'a category key' })),
      response: reads(articlePageSchema, articleSchema),
      readOnly: true,
      auth: 'none',
      origin: decision('038'),
    }),
    get(`/api/blade-desk/${kind}/detail`, {
      area: 'public site',
      summary: `One of ${ARTICLE_NAMES[kind]} with its body; null when the site has none such.`,
      params: query(need('id')),
      response: reads(recordOrNull(articleDetailSchema)),
      readOnly: true,
      auth: 'none',
      origin: decision('038'),
      discover: { id: { from: `GET /api/blade-desk/${kind}/list`, pick: 'records[0].id' } },
    }),
  ]),
  get(`${BP}/portal/bulletin/list`, {
    area: 'public site',
    summary: "The site's published announcements, newest first.",
    params: query(...PAGE, may('title'), may('category', 'string', { description: 'bulletin_type keys, comma list' }), may('projectType'), may('qualifyFlag', 'integer')),
    response: reads(publicBulletinPageSchema, publicBulletinSchema),
    readOnly: true,
    auth: 'none',
    origin: decision('038'),
  }),
  get(`${BP}/portal/bulletin/detail`, {
    area: 'public site',
    summary: 'One public announcement; null when there is none such.',
    params: query(need('id')),
    response: reads(recordOrNull(publicBulletinDetailSchema)),
    readOnly: true,
    auth: 'none',
    origin: decision('038'),
    discover: { id: { from: `GET ${BP}/portal/bulletin/list`, pick: 'records[0].id' } },
  }),
  get(`${BP}/portal/research/list`, {
    area: 'public site',
    summary: "The site's published demand surveys, newest first.",
    params: query(...PAGE, may('title'), may('status', 'integer')),
    response: reads(publicResearchPageSchema, publicResearchSchema),
    readOnly: true,
    auth: 'none',
    origin: decision('038'),
  }),
  get(`${BP}/portal/research/detail`, {
    area: 'public site',
    summary: 'One public demand survey; null when there is none such.',
    params: query(need('id')),
    response: reads(recordOrNull(publicResearchDetailSchema)),
    readOnly: true,
    auth: 'none',
    origin: decision('038'),
    discover: { id: { from: `GET ${BP}/portal/research/list`, pick: 'records[0].id' } },
  }),
  get('/api/bid-wechat/mp/getWxQr', {
    area: 'public site',
    summary: "The site's public-account QR code (an image address or data), or none.",
    params: [],
    response: reads(wxQrSchema),
    readOnly: true,
    auth: 'none',
    origin: spec,
  }),
  get(`${BP}/project/queryOpenBidPage`, {
    area: 'public site',
    summary: "The tenant's online openings today and later, for anyone.",
    params: query(...PAGE, may('projectName')),
    response: reads(openBoardPageSchema, openBoardRowSchema),
    readOnly: true,
    auth: 'none',
    origin: decision('029'),
  }),
]

const account: Endpoint[] = [
  get(`${CRM}/supplier/queryByName`, {
    area: 'registration and account',
    summary: 'Whether the tenant already has a supplier of that name.',
    params: query(need('name'), need('tenantId')),
    response: reads(nameTakenSchema),
    readOnly: true,
    auth: 'none',
    origin: spec,
    discover: { name: { from: `GET ${CRM}/supplier/queryById`, pick: 'name' }, tenantId: TENANT },
  }),
  post(`${CRM}/supplier/register`, {
    area: 'registration and account',
    summary: 'Creates the supplier (under review) and its account.',
    params: body(
      need('tenantId'),
      need('mobile'),
      need('smsCode'),
      need('password'),
      need('name'),
      need('creditCode'),
      need('contactName'),
      need('contactPhone'),
      need('email'),
      need('licenseAttachId', 'string', { description: 'the licence picture as put-file-attach answered it' }),
      need('licenseUrl'),
    ),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'none',
    origin: spec,
    discover: { smsCode: SMS_CODE },
  }),
  post(`${CRM}/supplier/forgetPwd`, {
    area: 'registration and account',
    summary: 'A new password for the account of the mobile, once the texted code checks out.',
    params: body(need('tenantId'), need('mobile'), need('smsCode'), need('password')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'none',
    origin: spec,
    discover: { smsCode: SMS_CODE },
  }),
  post('/api/bid-notice/sms/send/getCode', {
    area: 'registration and account',
    summary: 'Texts a code to the mobile (type: 1 registration, 2 password recovery, 3 new mobile, 4 e-mail change).',
    params: body(need('mobile'), need('type', 'string'), need('tenantId')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'none',
    origin: spec,
  }),
  post('/api/bid-notice/sms/checkCode', {
    area: 'registration and account',
    summary: 'Checks a texted code of that type for the mobile without using it up (a wrong one counts against it).',
    params: body(need('mobile'), need('type', 'string'), need('smsCode'), need('tenantId')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'none',
    origin: decision('037'),
    discover: { smsCode: SMS_CODE },
  }),
  post('/api/blade-resource/oss/endpoint/put-file-attach', {
    area: 'registration and account',
    summary: "One file into BladeX's attachment store (a licence picture, a survey answer's file).",
    params: multipart(need('tenantId'), UPLOAD_FILE),
    response: reads(bladeFileSchema),
    readOnly: false,
    auth: 'either',
    origin: decision('037'),
  }),
  post(`${CRM}/supplier/changePhone`, {
    area: 'registration and account',
    summary: "The account's mobile becomes `mobile`, with the code texted to it.",
    params: body(need('mobile'), need('smsCode')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { smsCode: SMS_CODE },
  }),
  post(`${CRM}/supplier/changeEmail`, {
    area: 'registration and account',
    summary: "The account's e-mail becomes `email`, with the code texted to the account's mobile.",
    params: body(need('email'), need('smsCode')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { smsCode: SMS_CODE },
  }),
  post(`${CRM}/supplier/changePwd`, {
    area: 'registration and account',
    summary: "A new password, the old one first; the account's other sessions end.",
    params: body(need('oldPassword'), need('newPassword'), need('newPassword1', 'string', { description: 'the new password again' })),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { oldPassword: { never: "changing the account's password is not a check" } },
  }),
]

const CERTIFICATION_FIELDS = ['name', 'creditCode', 'companyType', 'legalPerson', 'registeredCapital', 'establishDate', 'address', 'businessScope'] as const
const COMPANY_FIELDS = ['contactName', 'contactPhone', 'email', 'telephone', 'website', 'officeAddress', 'introduction'] as const

const supplier: Endpoint[] = [
  get(`${CRM}/supplier/queryById`, {
    area: 'supplier and contacts',
    summary: 'The supplier: review status, certification and contact facts, when it registered.',
    params: query(need('id', 'string', { description: 'the supplier id' })),
    response: reads(supplierSchema),
    alsoReadAs: [reads(recordOrNull(supplierDetailSchema)), reads(supplierAccountSchema)],
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: SIGNED_IN_SUPPLIER },
  }),
  post(`${CRM}/supplier/updateSup`, {
    area: 'supplier and contacts',
    summary: "Saves the supplier's contact facts; answers the supplier as it now stands.",
    params: body(SUPPLIER, ...COMPANY_FIELDS.map((name) => need(name))),
    response: reads(supplierDetailSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  post(`${CRM}/supplier/submitAudit`, {
    area: 'supplier and contacts',
    summary: 'Sends the licence facts and pictures for review (the supplier is then under review).',
    params: body(SUPPLIER, ...CERTIFICATION_FIELDS.map((name) => need(name)), need('licenceAttachIds', 'string', { description: 'attachment ids, comma list' })),
    response: reads(supplierDetailSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${CRM}/supplier/querySupModifyRecord`, {
    area: 'supplier and contacts',
    summary: "The supplier's modifications, review decisions and appeals, newest first.",
    params: query(SUPPLIER, ...PAGE),
    response: reads(modifyRecordPageSchema, modifyRecordSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${CRM}/sup/appeal/appeal`, {
    area: 'supplier and contacts',
    summary: "A rejected supplier's appeal.",
    params: body(SUPPLIER, need('reason')),
    response: reads(appealSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${CRM}/supplier/supInvoiceInfo`, {
    area: 'supplier and contacts',
    summary: "The supplier's saved invoice details; null before any are saved.",
    params: query(SUPPLIER),
    response: reads(recordOrNull(invoiceInfoSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${CRM}/supplier/saveInvoiceInfo`, {
    area: 'supplier and contacts',
    summary: 'Saves the invoice details.',
    params: body(
      SUPPLIER,
      need('invoiceType', 'integer'),
      need('title'),
      need('taxNo'),
      need('bankName'),
      need('bankAccount'),
      need('address'),
      need('phone'),
      need('email'),
      need('mobile'),
    ),
    response: reads(invoiceInfoSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${CRM}/supLink/queryList`, {
    area: 'supplier and contacts',
    summary: "The supplier's contacts, a page at a time.",
    params: query(SUPPLIER, ...PAGE, may('name', 'string', { description: 'part of the name' })),
    response: reads(contactPageSchema, contactSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${CRM}/supLink/saveOrUpdate`, {
    area: 'supplier and contacts',
    summary: 'Adds a contact (no id) or changes one.',
    params: body(SUPPLIER, need('name'), need('mobile'), need('email'), need('position'), need('department'), may('id')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  post(`${CRM}/supLink/setManage`, {
    area: 'supplier and contacts',
    summary: "Makes the contact the one who manages the supplier's account.",
    params: body(need('id'), SUPPLIER),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { id: { never: "changing the supplier's managing contact is not a check" } },
  }),
  get(`${CRM}/supLink/deleteById`, {
    area: 'supplier and contacts',
    summary: 'Deletes a contact (the managing one is refused).',
    params: query(need('id')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { id: { never: 'deleting a contact is not a check' } },
  }),
]

const messages: Endpoint[] = [
  post(`${CRM}/sup/msg/queryList`, {
    area: 'messages',
    summary: "A page of the supplier's messages (parameters in the query string); readStatus 0 for the unread badge.",
    params: query(SUPPLIER, ...PAGE, may('readStatus', 'integer', { description: '0 unread, 1 read' }), may('type', 'integer', { description: 'MESSAGE_TYPE' })),
    response: reads(messagePageSchema, messageSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  get(`${CRM}/sup/msg/queryById`, {
    area: 'messages',
    summary: 'One message; the back end marks it read as it answers. Null when it is not the supplier’s.',
    params: query(need('id'), SUPPLIER),
    response: reads(recordOrNull(messageDetailSchema)),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { ...mine, id: { from: `POST ${CRM}/sup/msg/queryList`, pick: 'records[0].id' } },
  }),
  get(`${CRM}/sup/msg/checkAllMsg`, {
    area: 'messages',
    summary: 'Marks the supplier’s messages read: of one type, or all.',
    params: query(SUPPLIER, may('type', 'integer')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
]

const certificates: Endpoint[] = [
  get('/api/bid-ca/valid/checkCa', {
    area: 'certificates',
    summary: "Whether a signed certificate may act for the supplier: valid, not expired, the supplier's company's.",
    params: query(need('certificate'), need('username'), need('subjectDn'), need('srcData'), need('signData')),
    response: reads(caCheckSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { certificate: CERTIFICATE, username: CERTIFICATE, subjectDn: CERTIFICATE, srcData: CERTIFICATE, signData: CERTIFICATE },
  }),
  get(`${CRM}/sup/ca/queryCaInfo`, {
    area: 'certificates',
    summary: 'The certificates bound to the supplier.',
    params: query(SUPPLIER),
    response: reads(boundCaListSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${CRM}/sup/ca/bindCa`, {
    area: 'certificates',
    summary: 'Binds a checked certificate to the supplier.',
    params: body(SUPPLIER, need('certificate'), need('username'), need('subjectDn'), need('srcData'), need('signData')),
    response: reads(boundCaSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('024'),
    discover: { ...mine, certificate: CERTIFICATE },
  }),
]

const documents: Endpoint[] = [
  post(`${DMS}/queryCatalogs`, {
    area: 'documents',
    summary: "A project's (or package's) documents; refused before sign-up and while a fee is unpaid.",
    params: body(
      need('serviceId', 'string', { description: 'the project (or package) id' }),
      need('fileTypes', 'array', { description: 'file types, [10, 20] for the tender documents', example: [10, 20] }),
      may('isAll', 'integer', { description: '1 for every package’s files (tenant role 2), otherwise null' }),
    ),
    response: reads(catalogListSchema, catalogSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { serviceId: PAID_DOCUMENTS_PROJECT },
  }),
  get(`${DMS}/queryCatalog`, {
    area: 'documents',
    summary: 'One document; null when there is none such.',
    params: query(need('id')),
    response: reads(recordOrNull(catalogSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: { from: `POST ${DMS}/queryCatalogs`, pick: '[0].id' } },
  }),
  get(`${DMS}/downrecord/queryRecord`, {
    area: 'documents',
    summary: "The supplier's downloads of a project's documents.",
    params: query(need('serviceId'), SUPPLIER),
    response: reads(downRecordListSchema, downRecordSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { ...mine, serviceId: PAID_DOCUMENTS_PROJECT },
  }),
  post(`${DMS}/downrecord/save`, {
    area: 'documents',
    summary: 'Records a download (spec 000 §3), with the catalogue id beside the address.',
    params: body(
      need('serviceId'),
      need('tenantId'),
      need('catalogId'),
      need('fileType', 'integer'),
      need('fileUrl'),
      need('downUserId'),
      need('downUserName'),
      need('downIp', 'string', { description: "empty lets the back end take the request's own" }),
    ),
    response: reads(downRecordSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  post(`${DMS}/saveDocumentCatalog`, {
    area: 'documents',
    summary: 'A document the supplier made for its bid on a package, into its own catalogue.',
    params: body(PROJECT, need('packageId'), SUPPLIER, need('fileName'), need('fileUrl'), may('fileSize', 'integer'), need('fileType', 'integer')),
    response: reads(catalogSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
]

const PROJECT_PAGE = body(SUPPLIER, ...PAGE, ...PROJECT_FILTERS)

const tenders: Endpoint[] = [
  get(`${BP}/entry/check/getTime`, {
    area: 'tenders and sign-up',
    summary: "The server's clock (epoch ms, or any date-time form).",
    params: query(may('projectId')),
    response: reads(serverTimeSchema),
    readOnly: true,
    auth: 'none',
    origin: spec,
  }),
  post(`${BP}/entry/querySupplierAllProject`, {
    area: 'tenders and sign-up',
    summary: "Purchase notices: the tenant's published projects the supplier may see.",
    params: PROJECT_PAGE,
    response: reads(projectPageSchema, projectSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${BP}/entry/querySupplierProject`, {
    area: 'tenders and sign-up',
    summary: 'My projects, with my sign-ups in each (`entryList`) where the back end sends them.',
    params: PROJECT_PAGE,
    response: reads(projectPageSchema, projectSchema),
    alsoReadAs: [reads(myProjectPageSchema, myProjectSchema)],
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${BP}/entry/querySupplierNetBidProject`, {
    area: 'tenders and sign-up',
    summary: 'My projects that open online (the opening hall’s list).',
    params: PROJECT_PAGE,
    response: reads(projectPageSchema, projectSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${BP}/invite/querySupplierInvitePage`, {
    area: 'tenders and sign-up',
    summary: 'Invitations to the supplier; replyStatus filters by the answer.',
    params: body(SUPPLIER, ...PAGE, ...PROJECT_FILTERS, may('replyStatus', 'integer', { description: 'INVITATION_STATUS' })),
    response: reads(invitationPageSchema, invitationSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('020'),
    discover: mine,
  }),
  post(`${BP}/invite/replyInvite`, {
    area: 'tenders and sign-up',
    summary: 'Answers an invitation: 1 accepts, 2 declines with a reason.',
    params: body(need('id'), need('reply', 'integer'), may('reason'), SUPPLIER),
    response: reads(invitationSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('020'),
  }),
  get(`${BP}/project/queryById`, {
    area: 'tenders and sign-up',
    summary: 'A project with its packages; null when there is none such.',
    params: query(need('id', 'string', { description: 'the project id' })),
    response: reads(recordOrNull(projectDetailSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: MY_PROJECT },
  }),
  get(`${BP}/project/queryEntryEnd`, {
    area: 'tenders and sign-up',
    summary: 'Whether sign-up has closed by the server clock; a bare yes/no is read too; null when there is no such project.',
    params: query(need('id', 'string', { description: 'the project id' })),
    response: reads(entryEndAnswerSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: MY_PROJECT },
  }),
  get(`${BP}/package/packageDetails`, {
    area: 'tenders and sign-up',
    summary: "A package with its project's name and windows.",
    params: query(need('id', 'string', { description: 'the package id' })),
    response: reads(recordOrNull(packageDetailSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: { from: `GET ${BP}/project/queryById`, pick: 'packages[0].id' } },
  }),
  post(`${BP}/entry/saveEntry`, {
    area: 'tenders and sign-up',
    summary: 'Signs up for packages of an ordinary project; answers the new sign-ups.',
    params: body(PROJECT, need('packageIds', 'array'), SUPPLIER, may('linkMan'), may('linkPhone')),
    response: reads(entryListSchema, entrySchema),
    readOnly: false,
    auth: 'user',
    origin: decision('014'),
  }),
  get(`${BP}/entry/queryEntryByProjectIdSupplier`, {
    area: 'tenders and sign-up',
    summary: "The supplier's sign-ups in a project.",
    params: query(PROJECT, SUPPLIER),
    response: reads(entryListSchema, entrySchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: myProject,
  }),
  get(`${BP}/entry/queryEntryByProjectId`, {
    area: 'tenders and sign-up',
    summary: "A project's sign-ups.",
    params: query(PROJECT),
    response: reads(entryListSchema, entrySchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { projectId: MY_PROJECT },
  }),
  get(`${BP}/entry/queryEffectiveEntryCount`, {
    area: 'tenders and sign-up',
    summary: 'How many effective sign-ups a project (or package) has.',
    params: query(PROJECT, may('packageId')),
    response: reads(long()),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { projectId: MY_PROJECT },
  }),
  get(`${BP}/quote/queryLastQuote`, {
    area: 'tenders and sign-up',
    summary: "The supplier's last quotation for a package; null before any.",
    params: query(PROJECT, need('packageId'), SUPPLIER),
    response: reads(recordOrNull(quoteSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { ...myProject, packageId: PACKAGE_OF_PROJECT },
  }),
  post(`${BP}/entry/tenderQuote`, {
    area: 'tenders and sign-up',
    summary: 'A quotation for a package.',
    params: body(PROJECT, need('packageId'), SUPPLIER, need('amount', 'number')),
    response: reads(quoteSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${BP}/bulletin/modify/queryLastBulletinModifyByPro`, {
    area: 'tenders and sign-up',
    summary: "A project's latest change notice; null when none.",
    params: query(PROJECT),
    response: reads(recordOrNull(bulletinSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { projectId: MY_PROJECT },
  }),
  post(`${BP}/entry/updateEntryLinkMan`, {
    area: 'tenders and sign-up',
    summary: 'Changes the contact person and mobile of one of my effective sign-ups.',
    params: body(need('id', 'string', { description: 'the sign-up id' }), need('linkMan'), need('linkPhone'), SUPPLIER),
    response: reads(entryLinkManSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  post(`${BP}/bulletin/modify/querySupplierModifyPage`, {
    area: 'tenders and sign-up',
    summary: 'Change notices of the projects I signed up for, newest first.',
    params: body(SUPPLIER, ...PAGE, may('projectName')),
    response: reads(changeNoticePageSchema, changeNoticeSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('018'),
    discover: mine,
  }),
  get(`${BP}/bulletin/queryProjectBulletins`, {
    area: 'tenders and sign-up',
    summary: "A project's published bulletins, oldest first.",
    params: query(PROJECT),
    response: reads(bulletinListSchema, bulletinSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('018'),
    discover: { projectId: MY_PROJECT },
  }),
  post(`${BP}/research/querySupplierResearchPage`, {
    area: 'tenders and sign-up',
    summary: "The tenant's demand survey bulletins, newest first; title matches title or code.",
    params: body(...PAGE, may('title'), may('status', 'integer', { description: 'RESEARCH_STATUS' })),
    response: reads(researchPageSchema, researchSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('020'),
  }),
  get(`${BP}/research/queryById`, {
    area: 'tenders and sign-up',
    summary: 'One demand survey bulletin with its HTML body; null when there is none such.',
    params: query(need('id')),
    response: reads(recordOrNull(researchDetailSchema)),
    readOnly: true,
    auth: 'user',
    origin: decision('020'),
    discover: { id: { from: `POST ${BP}/research/querySupplierResearchPage`, pick: 'records[0].id' } },
  }),
  post(`${BP}/bulletin/querySubjectNewsPage`, {
    area: 'tenders and sign-up',
    summary: "Subject news: the tenant's result announcements, newest first.",
    params: body(...PAGE, may('title')),
    response: reads(resultNoticePageSchema, resultNoticeSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('019'),
  }),
  get(`${BP}/bulletin/queryById`, {
    area: 'tenders and sign-up',
    summary: 'One result announcement with its HTML; null when there is none such.',
    params: query(need('id')),
    response: reads(recordOrNull(resultNoticeSchema)),
    readOnly: true,
    auth: 'user',
    origin: decision('019'),
    discover: { id: { from: `POST ${BP}/bulletin/querySubjectNewsPage`, pick: 'records[0].id' } },
  }),
]

/** Spec 001 §3's upload parameters. */
const entryUpload = (path: string, summary: string, packageRequired: boolean): Endpoint =>
  post(`${BP}/entry/${path}`, {
    area: 'bid files',
    summary,
    params: multipart(
      need('proId', 'string', { description: 'the project id' }),
      packageRequired ? need('pacId', 'string', { description: 'the package id' }) : may('pacId', 'string', { description: 'the package id' }),
      need('supId', 'string', { description: 'the supplier id' }),
      may('type', 'integer', { description: 'upload type, 1 unless told' }),
      UPLOAD_FILE,
    ),
    response: reads(bidFileSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  })

const bidFiles: Endpoint[] = [
  post(`${BP}/entry/illegal/checkCollusion`, {
    area: 'bid files',
    summary: 'How many other bidders of the project uploaded from the address; above 0 the warning is shown.',
    params: body(SUPPLIER, PROJECT, need('ip', 'string', { example: '127.0.0.1' }), need('type', 'integer', { description: 'collusion check type, 2', example: 2 })),
    response: reads(collusionCountSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('014'),
    discover: myProject,
  }),
  post(`${BP}/entry/illegal/queryDistInfo`, {
    area: 'bid files',
    summary: "What the supplier's uploads matched (address and count), never who.",
    params: body(PROJECT, SUPPLIER),
    response: reads(distInfoSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: myProject,
  }),
  entryUpload('uploadContract', "The awarded supplier's signed contract.", false),
  entryUpload('uploadTenderFile', 'A tender file of a signed-up package.', true),
  entryUpload('uploadBidFile', "A bid file; a new one replaces the package's last.", true),
  get(`${BP}/entry/backContract`, {
    area: 'bid files',
    summary: 'The contract the supplier uploaded for a project; null when none.',
    params: query(PROJECT, SUPPLIER),
    response: reads(recordOrNull(bidFileSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: myProject,
  }),
  get(`${BP}/entry/queryEntryLinkName`, {
    area: 'bid files',
    summary: "The contact person of the supplier's sign-up (of a package, or its latest in the project), or null.",
    params: query(PROJECT, SUPPLIER, may('packageId')),
    response: reads(entryContactSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: myProject,
  }),
  get(`${BP}/entry/backBidFile`, {
    area: 'bid files',
    summary: "The supplier's uploaded bid files of a project (or one package), with the certificate serial each was encrypted for where the back end says.",
    params: query(PROJECT, SUPPLIER, may('packageId')),
    response: reads(bidFileListSchema, bidFileSchema),
    alsoReadAs: [reads(sealedBidFileListSchema, sealedBidFileSchema)],
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: myProject,
  }),
  get(`${BP}/entry/querySupplierTenderBack`, {
    area: 'bid files',
    summary: "The receipt of one of the supplier's uploaded files; null when none.",
    params: query(need('id', 'string', { description: 'the uploaded file id' }), SUPPLIER),
    response: reads(recordOrNull(bidFileReceiptSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { ...mine, id: { from: `GET ${BP}/entry/backBidFile`, pick: '[0].id', with: { projectId: BID_PROJECT } } },
  }),
]

const prequalification: Endpoint[] = [
  get(`${BP}/qualify/qualifyCheck`, {
    area: 'prequalification',
    summary: 'Whether the supplier may apply now, whether it already did, and why not.',
    params: query(PROJECT, SUPPLIER),
    response: reads(qualifyCheckSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: qualifyProject,
  }),
  post(`${BP}/qualify/uploadPreQualifyFile`, {
    area: 'prequalification',
    summary: 'The prequalification application file (upload type 6); a new one replaces the last.',
    params: multipart(need('proId', 'string', { description: 'the project id' }), need('supId', 'string', { description: 'the supplier id' }), UPLOAD_FILE),
    response: reads(bidFileSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('019'),
  }),
  post(`${BP}/qualify/qualifyEntry`, {
    area: 'prequalification',
    summary: 'Applies for packages of a prequalification project with the uploaded application file.',
    params: body(PROJECT, need('packageIds', 'array'), SUPPLIER, may('linkMan'), may('linkPhone'), need('fileId')),
    response: reads(entryListSchema, entrySchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${BP}/qualify/queryInfoByProjectId`, {
    area: 'prequalification',
    summary: "The supplier's application with its review; null before it applied.",
    params: query(PROJECT, SUPPLIER),
    response: reads(recordOrNull(qualifyApplicationSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: qualifyProject,
  }),
  get(`${BP}/qualify/queryEntryByProjectId`, {
    area: 'prequalification',
    summary: "The supplier's sign-ups in a prequalification project, each with its qualification status.",
    params: query(PROJECT, SUPPLIER),
    response: reads(entryListSchema, entrySchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: qualifyProject,
  }),
  post(`${BP}/qualify/entryDecrypt`, {
    area: 'prequalification',
    summary: "Decrypts the supplier's encrypted application with the certificate's signature.",
    params: body(PROJECT, SUPPLIER, need('signData')),
    response: reads(qualifyApplicationSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { signData: CERTIFICATE },
  }),
  get(`${BP}/project/qualify/querySupQualifyProjectPacks`, {
    area: 'prequalification',
    summary: "A prequalification project's packages with the supplier's status in each.",
    params: query(PROJECT, SUPPLIER),
    response: reads(qualifyPackListSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: qualifyProject,
  }),
  get(`${BP}/project/qualify/queryInfoByProjectId`, {
    area: 'prequalification',
    summary: "A project's prequalification settings: application window, encryption, decryption window.",
    params: query(PROJECT),
    response: reads(recordOrNull(qualifyProjectInfoSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { projectId: QUALIFY_PROJECT },
  }),
  get(`${BP}/project/qualify/backPreQualifyFile`, {
    area: 'prequalification',
    summary: "The supplier's uploaded application file of a project; null when none.",
    params: query(PROJECT, SUPPLIER),
    response: reads(recordOrNull(bidFileSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: qualifyProject,
  }),
]

const questions: Endpoint[] = [
  get(`${BP}/ele/question/queryBySupplierIdAndProjectId`, {
    area: 'questions and objections',
    summary: 'My questions to the buyer, newest first, across projects or of one.',
    params: query(SUPPLIER, ...PAGE, may('projectId')),
    response: reads(questionPageSchema, questionSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${BP}/ele/question/saveOrUpdateQuestion`, {
    area: 'questions and objections',
    summary: 'Asks the buyer (or, with id, rewords my unanswered question) while the project takes questions.',
    params: body(SUPPLIER, PROJECT, need('content'), may('packageId'), may('id')),
    response: reads(questionSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${BP}/tenderFile/expain/queryFileType`, {
    area: 'questions and objections',
    summary: 'The files an objection may be about; of one project when projectId is given.',
    params: query(may('projectId')),
    response: reads(tenderFileTypeListSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
  }),
  post(`${BP}/tenderFile/expain/queryPage`, {
    area: 'questions and objections',
    summary: 'My objections to the procurement documents, newest first.',
    params: body(SUPPLIER, ...PAGE, may('projectId'), may('fileType'), may('status', 'integer', { description: 'TENDER_EXPLAIN_STATUS' })),
    response: reads(tenderExplainPageSchema, tenderExplainSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${BP}/tenderFile/expain/saveExplain`, {
    area: 'questions and objections',
    summary: "Raises an objection (or, with id, rewords my unexplained one) before the project's deadline.",
    params: body(SUPPLIER, PROJECT, need('fileType'), need('title'), need('content'), may('id')),
    response: reads(savedTenderExplainSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
]

const hallAction = (path: string, summary: string, extra: Unplaced[] = [], discover?: Readonly<Record<string, Source>>): Endpoint =>
  post(`${BP}/entry/${path}`, {
    area: path.startsWith('rehearsal/') ? 'practice hall' : 'opening hall',
    summary,
    params: body(PROJECT, SUPPLIER, ...extra),
    response: reads(hallProgressSchema),
    readOnly: false,
    auth: 'user',
    origin: path.startsWith('rehearsal/') ? decision('028') : spec,
    ...(discover ? { discover } : {}),
  })

const openingHall: Endpoint[] = [
  get(`${BP}/entry/check/eleBidNodes`, {
    area: 'opening hall',
    summary: "The hall's nodes with their times, the current node, and my progress.",
    params: query(PROJECT, SUPPLIER),
    response: reads(hallNodesSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: onlineProject,
  }),
  hallAction('check/checkedSign', 'Check-in (签到) while check-in is open; signData when the tenant asks for a signed check-in.', [may('signData')]),
  hallAction('foreFileSure', 'Confirms my submitted bid file during the opening.'),
  hallAction('supBeginDecrypt', 'Begins decryption, inside the window and after the file was confirmed.'),
  hallAction('entryDecrypt', 'Decrypts my bids with the certificate they were encrypted for.', SIGNATURE, { signData: CERTIFICATE }),
  post(`${BP}/elebid/conf/saveSignData`, {
    area: 'opening hall',
    summary: 'Signs the opening record (srcData: its SHA-256); null when the back end answers a bare success.',
    params: body(PROJECT, SUPPLIER, may('fileId'), may('fileName'), ...SIGNATURE),
    response: reads(hallActionSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { signData: CERTIFICATE },
  }),
  get(`${BP}/reserve/queryProjectBidRoom`, {
    area: 'opening hall',
    summary: 'Where a project opens: the online hall, or the room booked for kinds opened on site; null when none is.',
    params: query(PROJECT, SUPPLIER),
    response: reads(bidRoomSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: onlineProject,
  }),
  get(`${BP}/elebid/conf/queryBidReading`, {
    area: 'opening hall',
    summary: "The reading (唱标) of a project's bids once its decryption window has closed; null before.",
    params: query(PROJECT, SUPPLIER),
    response: reads(bidReadingSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('029'),
    discover: onlineProject,
  }),
]

const practiceHall: Endpoint[] = [
  post(`${BP}/entry/rehearsal/start`, {
    area: 'practice hall',
    summary: 'Starts my practice in a project (or starts it over); answers the practice hall, check-in open.',
    params: body(PROJECT, SUPPLIER),
    response: reads(hallNodesSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('028'),
  }),
  get(`${BP}/entry/rehearsal/eleBidNodes`, {
    area: 'practice hall',
    summary: 'My practice hall; null before I started one.',
    params: query(PROJECT, SUPPLIER),
    response: reads(rehearsalNodesSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('028'),
    discover: onlineProject,
  }),
  hallAction('rehearsal/checkedSign', 'Practice check-in.'),
  hallAction('rehearsal/foreFileSure', 'Practice confirmation of the bid file.'),
  hallAction('rehearsal/supBeginDecrypt', 'Practice start of decryption.'),
  hallAction('rehearsal/entryDecrypt', 'Practice decryption with the certificate.', SIGNATURE, { signData: CERTIFICATE }),
  post(`${BP}/entry/rehearsal/saveSignData`, {
    area: 'practice hall',
    summary: "Signs the practice opening record.",
    params: body(PROJECT, SUPPLIER, need('fileId'), may('fileName'), ...SIGNATURE),
    response: reads(hallActionSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('028'),
    discover: { signData: CERTIFICATE },
  }),
]

const evaluation: Endpoint[] = [
  get(`${JUDGE}/queryNodeList`, {
    area: 'evaluation',
    summary: "The evaluation's steps in order, each with its standing.",
    params: query(PROJECT, SUPPLIER),
    response: reads(judgeNodeListSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: evaluatingProject,
  }),
  get(`${JUDGE}/queryJudgeProgress`, {
    area: 'evaluation',
    summary: "The evaluation's progress.",
    params: query(PROJECT, SUPPLIER),
    response: reads(judgeProgressSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: evaluatingProject,
  }),
  get(`${JUDGE}/supplierQueryExplain`, {
    area: 'evaluation',
    summary: "The evaluators' explanation requests to me in the project, with their deadlines.",
    params: query(PROJECT, SUPPLIER),
    response: reads(explainRequestListSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: evaluatingProject,
  }),
  get(`${JUDGE}/queryAnswerByExplainId`, {
    area: 'evaluation',
    summary: 'My answer to an explanation request; null before I answered.',
    params: query(need('explainId')),
    response: reads(recordOrNull(explainAnswerSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { explainId: { from: `GET ${JUDGE}/supplierQueryExplain`, pick: '[0].id' } },
  }),
  post(`${JUDGE}/supplierAnswer`, {
    area: 'evaluation',
    summary: 'Answers a request before its deadline: a multipart upload with a file, a form without one.',
    params: multipart(need('explainId'), need('supId', 'string', { description: 'the supplier id' }), need('content'), may('file', 'file')),
    response: reads(explainAnswerSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${JUDGE}/online/queryCamSup`, {
    area: 'evaluation',
    summary: "Whether my camera is on for the project's online evaluation.",
    params: query(PROJECT, SUPPLIER),
    response: reads(cameraSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: evaluatingProject,
  }),
]

const ORDER_PAGE = body(
  SUPPLIER,
  ...PAGE,
  may('projectName'),
  may('feeType', 'integer', { description: 'FEE_TYPE: 1 标书费, 2 平台服务费, 3 投标保证金' }),
  may('status', 'integer', { description: 'ORDER_STATUS' }),
)
const FIRST_ORDER: Source = { from: `POST ${ORDER}/order/querySupplierOrderPage`, pick: 'records[0].id' }

const orders: Endpoint[] = [
  post(`${ORDER}/order/querySupplierOrderPage`, {
    area: 'orders and fees',
    summary: 'My orders of every fee kind, newest first.',
    params: ORDER_PAGE,
    response: reads(orderPageSchema, orderSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${ORDER}/serviceFee/queryOrderPage`, {
    area: 'orders and fees',
    summary: "The fee centre's list: the 标书费 and 平台服务费 orders, newest first.",
    params: ORDER_PAGE,
    response: reads(orderPageSchema, orderSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${ORDER}/center/queryPage`, {
    area: 'orders and fees',
    summary: 'The fund account: balances and movements, newest first.',
    params: body(SUPPLIER, ...PAGE, may('projectName'), may('type', 'integer', { description: 'FUND_MOVEMENT_TYPE' })),
    response: reads(fundAccountPageSchema, fundMovementSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${ORDER}/saveOrder`, {
    area: 'orders and fees',
    summary: "The order of a sign-up's fee: the live one if there is one, else a new one.",
    params: body(need('entryId'), need('feeType', 'integer'), SUPPLIER),
    response: reads(orderSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
  get(`${ORDER}/selectById`, {
    area: 'orders and fees',
    summary: 'One order with its payments; null when there is none such.',
    params: query(need('id', 'string', { description: 'the order id' })),
    response: reads(recordOrNull(orderDetailSchema)),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: FIRST_ORDER },
  }),
  get(`${ORDER}/deleteOrCancel`, {
    area: 'orders and fees',
    summary: 'Cancels an order not yet paid (flag 1), or deletes a cancelled one (flag 2).',
    params: query(need('orderId'), need('flag', 'integer')),
    response: reads(v.unknown()),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { orderId: { never: 'cancelling or deleting an order is not a check' } },
  }),
  get(`${ORDER}/queryOrderStatus`, {
    area: 'orders and fees',
    summary: "The order's status and its latest payment's (or the bare status code), for polling after the gateway.",
    params: query(need('orderId')),
    response: reads(orderStatusAnswerSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { orderId: FIRST_ORDER },
  }),
  post(`${ORDER}/payMoneyc/payServiceFee`, {
    area: 'orders and fees',
    summary: "Starts (or, for an order already paying, returns) the order's payment, or answers the bare gateway address; pay at its gatewayUrl.",
    params: body(need('orderId'), may('returnUrl')),
    response: reads(paymentStartSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
    discover: { orderId: { never: 'starting a payment is not a check' } },
  }),
  post(`${ORDER}/payMoneyc/uploadVoucher`, {
    area: 'orders and fees',
    summary: "A bank transfer's voucher; the order waits for the agency's confirmation.",
    params: multipart(need('orderId'), UPLOAD_FILE),
    response: reads(orderSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('031'),
    discover: { orderId: { never: "sending a transfer voucher for a real order is not a check" } },
  }),
]

const invoices: Endpoint[] = [
  get(`${BP}/cost/in/queryInvoiceMoney`, {
    area: 'invoices',
    summary: 'My paid, invoiced and invoiceable totals (of one project when projectId is given).',
    params: query(SUPPLIER, may('projectId')),
    response: reads(invoiceMoneySchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  get(`${BP}/invoice/queryApplyInvoiceMoney`, {
    area: 'invoices',
    summary: 'What one paid order may still be invoiced for.',
    params: query(need('orderId')),
    response: reads(orderInvoiceMoneySchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { orderId: FIRST_ORDER },
  }),
  get(`${BP}/invoice/queryTicketStatus`, {
    area: 'invoices',
    summary: "An application's status (issued with its file, or rejected with the reason).",
    params: query(need('id', 'string', { description: 'the invoice application id' })),
    response: reads(ticketStatusSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: { id: { from: `POST ${BP}/invoice/invoicePage`, pick: 'records[0].id' } },
  }),
  post(`${BP}/invoice/invoicePage`, {
    area: 'invoices',
    summary: 'My invoice applications, newest first.',
    params: body(SUPPLIER, ...PAGE, may('status', 'integer', { description: 'INVOICE_STATUS' })),
    response: reads(invoicePageSchema, invoiceSchema),
    readOnly: true,
    auth: 'user',
    origin: spec,
    discover: mine,
  }),
  post(`${BP}/invoice/saveOrUpdate`, {
    area: 'invoices',
    summary: "Applies for an invoice (or, with id, resubmits a rejected one); amount as decimal text.",
    params: body(
      SUPPLIER,
      need('orderId'),
      need('amount', 'string', { description: 'yuan as decimal text, e.g. "300.50"' }),
      need('invoiceType', 'integer'),
      need('title'),
      need('taxNo'),
      need('email'),
      need('mobile'),
      may('id'),
    ),
    response: reads(invoiceSchema),
    readOnly: false,
    auth: 'user',
    origin: spec,
  }),
]

const CREDIT_PAGE = [SUPPLIER, ...PAGE, may('projectName')]

const credit: Endpoint[] = [
  get(`${CREDIT}/credit/summary`, {
    area: 'credit',
    summary: "The supplier's score, rating and how many evaluations they rest on.",
    params: query(SUPPLIER),
    response: reads(creditSummarySchema),
    readOnly: true,
    auth: 'user',
    origin: decision('044'),
    discover: mine,
  }),
  post(`${CREDIT}/credit/queryPage`, {
    area: 'credit',
    summary: 'The evaluations behind the score, newest first.',
    params: body(...CREDIT_PAGE),
    response: reads(creditEvaluationPageSchema, creditEvaluationSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('044'),
    discover: mine,
  }),
  post(`${CREDIT}/deal/queryPage`, {
    area: 'credit',
    summary: 'The projects the supplier won, newest award first.',
    params: body(...CREDIT_PAGE),
    response: reads(dealProjectPageSchema, dealProjectSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('044'),
    discover: mine,
  }),
  post(`${CREDIT}/contract/queryPage`, {
    area: 'credit',
    summary: 'The contracts of those projects, newest signed first.',
    params: body(...CREDIT_PAGE, may('status', 'integer', { description: 'CONTRACT_STATUS' })),
    response: reads(dealContractPageSchema, dealContractSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('044'),
    discover: mine,
  }),
  post(`${CREDIT}/acceptance/queryPage`, {
    area: 'credit',
    summary: "The buyers' acceptances, newest first.",
    params: body(...CREDIT_PAGE, may('status', 'integer', { description: 'ACCEPTANCE_STATUS' })),
    response: reads(acceptancePageSchema, acceptanceSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('044'),
    discover: mine,
  }),
  get(`${CREDIT}/acceptance/detail`, {
    area: 'credit',
    summary: 'One acceptance as it stands now; null when unknown.',
    params: query(need('id')),
    response: reads(recordOrNull(acceptanceSchema)),
    readOnly: true,
    auth: 'user',
    origin: decision('044'),
    discover: { id: { from: `POST ${CREDIT}/acceptance/queryPage`, pick: 'records[0].id' } },
  }),
  post(`${CREDIT}/acceptance/confirm`, {
    area: 'credit',
    summary: "The supplier's answer to a pending acceptance: agree (1), or object (2) with a reason.",
    params: body(need('id'), SUPPLIER, need('action', 'integer'), may('reason')),
    response: reads(acceptanceSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('044'),
  }),
]

const surveys: Endpoint[] = [
  post(`${BP}/researchAnswer/queryMyResearchPage`, {
    area: 'surveys and examinations',
    summary: 'Surveys the supplier was invited to or answered, newest first.',
    params: body(...PAGE, may('title'), may('answerStatus', 'integer', { description: 'ANSWER_STATUS' })),
    response: reads(myResearchPageSchema, myResearchSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('046'),
  }),
  get(`${BP}/researchAnswer/queryMyResearchDetail`, {
    area: 'surveys and examinations',
    summary: 'One survey with my answer; null when it is unknown or not published.',
    params: query(need('researchId')),
    response: reads(recordOrNull(myResearchDetailSchema)),
    readOnly: true,
    auth: 'user',
    origin: decision('046'),
    discover: { researchId: { from: `POST ${BP}/researchAnswer/queryMyResearchPage`, pick: 'records[0].id' } },
  }),
  post(`${BP}/researchAnswer/submit`, {
    area: 'surveys and examinations',
    summary: "Submits or replaces my answer; refused after the survey's deadline.",
    params: body(
      need('researchId'),
      need('productName'),
      need('brandModel'),
      need('unitPrice', 'string', { description: 'yuan as decimal text' }),
      need('deliveryDays', 'integer'),
      need('remarks'),
      may('fileName'),
      may('fileLink'),
    ),
    response: reads(researchAnswerSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('046'),
  }),
  post(`${BP}/examine/queryMyExaminePage`, {
    area: 'surveys and examinations',
    summary: 'My examination results, newest first.',
    params: body(...PAGE, may('projectName'), may('result', 'integer', { description: '1 passed, 2 failed' })),
    response: reads(examinationPageSchema, examinationSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('046'),
  }),
  get(`${BP}/examine/queryExamineDetail`, {
    area: 'surveys and examinations',
    summary: 'One examination with its items; null when unknown or not published yet.',
    params: query(need('id')),
    response: reads(recordOrNull(examinationDetailSchema)),
    readOnly: true,
    auth: 'user',
    origin: decision('046'),
    discover: { id: { from: `POST ${BP}/examine/queryMyExaminePage`, pick: 'records[0].id' } },
  }),
]

const SPECIMEN_PAGE = [...PAGE, SUPPLIER, may('projectName')]

const specimens: Endpoint[] = [
  post(`${BP}/specimen/querySupplierSpecimenPage`, {
    area: 'specimens and guarantees',
    summary: "The supplier's specimen applications, newest first.",
    params: body(...SPECIMEN_PAGE, may('status', 'integer', { description: 'SPECIMEN_STATUS' })),
    response: reads(specimenApplicationPageSchema, specimenApplicationSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('045'),
    discover: mine,
  }),
  get(`${BP}/specimen/queryBidProjects`, {
    area: 'specimens and guarantees',
    summary: 'The projects and packages the supplier bid on (an application names one of them).',
    params: query(SUPPLIER),
    response: reads(bidProjectListSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('045'),
    discover: mine,
  }),
  post(`${BP}/specimen/saveSpecimenApply`, {
    area: 'specimens and guarantees',
    summary: 'Applies for a specimen; refused for a package the supplier did not bid on.',
    params: body(
      PROJECT,
      need('packageId'),
      need('specimenName'),
      need('quantity', 'integer'),
      need('deliveryWay', 'integer', { description: 'DELIVERY_WAY' }),
      need('contactName'),
      need('contactPhone'),
      need('expectedDate', 'string', { description: 'yyyy-MM-dd' }),
      need('remark'),
      SUPPLIER,
    ),
    response: reads(specimenApplicationSchema),
    readOnly: false,
    auth: 'user',
    origin: decision('045'),
  }),
  post(`${BP}/specimen/queryProjectSpecimenPage`, {
    area: 'specimens and guarantees',
    summary: 'The specimens the projects I bid on ask for, with what I submitted.',
    params: body(...SPECIMEN_PAGE),
    response: reads(projectSpecimenPageSchema, projectSpecimenSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('045'),
    discover: mine,
  }),
  post(`${BP}/guarantee/querySupplierGuaranteePage`, {
    area: 'specimens and guarantees',
    summary: "The supplier's electronic guarantee letters.",
    params: body(...SPECIMEN_PAGE, may('status', 'integer', { description: 'GUARANTEE_STATUS' })),
    response: reads(guaranteePageSchema, guaranteeSchema),
    readOnly: true,
    auth: 'user',
    origin: decision('045'),
    discover: mine,
  }),
  get(`${BP}/authenticity/query`, {
    area: 'specimens and guarantees',
    summary: "A specimen's or guarantee letter's number checked for authenticity; null when no such number exists.",
    params: query(need('number')),
    response: reads(recordOrNull(authenticitySchema)),
    readOnly: true,
    auth: 'user',
    origin: decision('045'),
    discover: { number: { from: `POST ${BP}/guarantee/querySupplierGuaranteePage`, pick: 'records[0].guaranteeNo' } },
  }),
]

/** Every call the portal makes, grouped by area. */
export const endpoints: readonly Endpoint[] = [
  ...signIn,
  ...shell,
  ...publicSite,
  ...account,
  ...supplier,
  ...messages,
  ...certificates,
  ...documents,
  ...tenders,
  ...bidFiles,
  ...prequalification,
  ...questions,
  ...openingHall,
  ...practiceHall,
  ...evaluation,
  ...orders,
  ...invoices,
  ...credit,
  ...surveys,
  ...specimens,
]

export const endpointByKey: ReadonlyMap<EndpointKey, Endpoint> = new Map(endpoints.map((endpoint) => [keyOf(endpoint), endpoint]))
