import type { Http } from './http'
import { long, recordOrNull } from './schemas/values'
import { bidReadingSchema, openBoardPageSchema, sealedBidFileListSchema } from './schemas/bid-project'
import {
  bulletinSchema, collusionCountSchema, distInfoSchema, entryEndAnswerSchema, type EntryEnd, entryListSchema, invitationPageSchema, packageDetailSchema,
  projectDetailSchema, projectPageSchema, quoteSchema, serverTimeSchema,
} from './schemas/bid-project'
import { bulletinListSchema, changeNoticePageSchema, entryLinkManSchema, myProjectPageSchema } from './schemas/bid-project'
import { invitationSchema, researchDetailSchema, researchPageSchema, type InvitationReply } from './schemas/bid-project'
import { bidFileSchema, entryContactSchema } from './schemas/bid-project'
import { bidFileListSchema, bidFileReceiptSchema } from './schemas/bid-project'
import { questionPageSchema, questionSchema } from './schemas/bid-project'
import { savedTenderExplainSchema, tenderExplainPageSchema, tenderFileTypeListSchema } from './schemas/bid-project'
import { qualifyApplicationSchema, qualifyCheckSchema, qualifyPackListSchema, qualifyProjectInfoSchema, resultNoticePageSchema, resultNoticeSchema } from './schemas/bid-project'

import { bidRoomSchema, hallActionSchema, hallNodesSchema, hallProgressSchema, rehearsalNodesSchema } from './schemas/bid-project'
import { ApiError, classify } from './error-catalogue'
import { invoiceMoneySchema, invoicePageSchema, invoiceSchema, orderInvoiceMoneySchema, ticketStatusSchema, type InvoiceStatus, type InvoiceType } from './schemas/bid-project'
import { fenToDecimal, type Fen } from './schemas/money'

const P = '/api/bid-project'

/** Filters every project list takes; `status` is a PROJECT_STATUS code. */
export type ProjectQuery = { curr: number; size: number; projectName?: string; projectType?: string; tenderMode?: string; status?: number; qualifyFlag?: number }

/** The server's now in epoch ms (whatever form the back end sends it in). */
export const serverTime = (http: Http, input: { projectId?: string } = {}, signal?: AbortSignal) =>
  http.request(`${P}/entry/check/getTime`, serverTimeSchema, { query: input, signal, authenticated: false })

/** Purchase notices: the tenant's published projects the supplier may see. */
export const noticePage = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierAllProject`, projectPageSchema, { method: 'POST', body: input, signal })

/** My projects: those the supplier signed up for. */
export const myProjectPage = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierProject`, projectPageSchema, { method: 'POST', body: input, signal })

/** My projects that open online (the opening hall's list). */
export const netBidProjectPage = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierNetBidProject`, projectPageSchema, { method: 'POST', body: input, signal })

/** Invitations to the supplier; `replyStatus` (INVITATION_STATUS) filters by the answer (decision 020). */
export const invitationPage = (http: Http, input: ProjectQuery & { supplierId: string; replyStatus?: number }, signal?: AbortSignal) =>
  http.request(`${P}/invite/querySupplierInvitePage`, invitationPageSchema, { method: 'POST', body: input, signal })

/** A project with its packages; null when there is none. */
export const projectById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/project/queryById`, recordOrNull(projectDetailSchema), { query: { id }, signal })

/** Whether sign-up has closed; a back end's bare yes/no is read as the project's answer without its time. */
export const entryEnd = async (http: Http, id: string, signal?: AbortSignal): Promise<EntryEnd | null> => {
  const answer = await http.request(`${P}/project/queryEntryEnd`, entryEndAnswerSchema, { query: { id }, signal })
  return typeof answer === 'boolean' ? { projectId: id, entryEndTime: null, isEnd: answer ? 1 : 0 } : answer
}

export const packageDetails = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/package/packageDetails`, recordOrNull(packageDetailSchema), { query: { id }, signal })

export type SignUpInput = { projectId: string; packageIds: string[]; supplierId: string; linkMan?: string; linkPhone?: string }

/** Signs up for packages of an ordinary project; answers the new sign-ups. */
export const signUp = (http: Http, input: SignUpInput, signal?: AbortSignal) =>
  http.request(`${P}/entry/saveEntry`, entryListSchema, { method: 'POST', body: input, signal })

/** Applies for packages of a prequalification project with the uploaded application file (review follows; decision 019). */
export const qualifyEntry = (http: Http, input: SignUpInput & { fileId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/qualifyEntry`, entryListSchema, { method: 'POST', body: input, signal })

export const entriesOfSupplier = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEntryByProjectIdSupplier`, entryListSchema, { query: input, signal })

export const entriesOfProject = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEntryByProjectId`, entryListSchema, { query: { projectId }, signal })

export const effectiveEntryCount = (http: Http, input: { projectId: string; packageId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEffectiveEntryCount`, long(), { query: input, signal })

export const lastQuote = (http: Http, input: { projectId: string; packageId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/quote/queryLastQuote`, recordOrNull(quoteSchema), { query: input, signal })

export const tenderQuote = (http: Http, input: { projectId: string; packageId: string; supplierId: string; amount: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/tenderQuote`, quoteSchema, { method: 'POST', body: input, signal })

export const lastChangeNotice = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/modify/queryLastBulletinModifyByPro`, recordOrNull(bulletinSchema), { query: { projectId }, signal })

/** Collusion check defaults (spec 001 §9): type 2. */
export const COLLUSION_CHECK_TYPE = 2

/** How many other bidders of the project uploaded from `ip`; above 0 the warning is shown. */
export const collusionCount = (http: Http, input: { supplierId: string; projectId: string; ip: string; type?: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/illegal/checkCollusion`, collusionCountSchema, { method: 'POST', body: { type: COLLUSION_CHECK_TYPE, ...input }, signal })

/** What the supplier's uploads matched (address and count), for the warning's explanation. */
export const distInfo = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/illegal/queryDistInfo`, distInfoSchema, { method: 'POST', body: input, signal })

/** My projects with my sign-ups in each (`entryList`, decision 018). */
export const myProjectsWithEntries = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierProject`, myProjectPageSchema, { method: 'POST', body: input, signal })

/** Changes the contact person and mobile of one of my effective sign-ups. */
export const updateEntryLinkMan = (http: Http, input: { id: string; linkMan: string; linkPhone: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/updateEntryLinkMan`, entryLinkManSchema, { method: 'POST', body: input, signal })

/** Change notices (变更公告) of the projects I signed up for, newest first (decision 018). */
export const changeNoticePage = (http: Http, input: { supplierId: string; curr: number; size: number; projectName?: string }, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/modify/querySupplierModifyPage`, changeNoticePageSchema, { method: 'POST', body: input, signal })

/** A project's published bulletins (招标公告, 变更公告 …), oldest first (decision 018). */
export const projectBulletins = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/queryProjectBulletins`, bulletinListSchema, { query: { projectId }, signal })

/** Answers an invitation: reply 1 accepts, 2 declines with a reason (decision 020); answers the invitation as it now stands. */
export const replyInvitation = (http: Http, input: { id: string; reply: InvitationReply; reason?: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/invite/replyInvite`, invitationSchema, { method: 'POST', body: input, signal })

/** Demand survey bulletins of the tenant, newest first; `title` matches title or code, `status` RESEARCH_STATUS (decision 020). */
export const researchPage = (http: Http, input: { curr: number; size: number; title?: string; status?: number }, signal?: AbortSignal) =>
  http.request(`${P}/research/querySupplierResearchPage`, researchPageSchema, { method: 'POST', body: input, signal })

/** One demand survey bulletin with its HTML body; null when there is none. */
export const researchById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/research/queryById`, recordOrNull(researchDetailSchema), { query: { id }, signal })

/** A multipart upload of the entry service (spec 001 §3's proId, pacId, supId, type, file). */
export type EntryUploadInput = { projectId: string; packageId?: string; supplierId: string; file: File; type?: number; onProgress?: (loaded: number, total: number) => void }

const entryUpload = (http: Http, path: string, input: EntryUploadInput, signal?: AbortSignal) =>
  http.upload(`${P}/entry/${path}`, bidFileSchema, {
    fields: { proId: input.projectId, ...(input.packageId ? { pacId: input.packageId } : {}), supId: input.supplierId, ...(input.type ? { type: input.type } : {}) },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    signal,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  })

/** The awarded supplier's signed contract; refused until the project is awarded to it. */
export const uploadContract = (http: Http, input: EntryUploadInput, signal?: AbortSignal) => entryUpload(http, 'uploadContract', input, signal)

/** A tender file of a signed-up package, while bid files are taken. */
export const uploadTenderFile = (http: Http, input: EntryUploadInput & { packageId: string }, signal?: AbortSignal) => entryUpload(http, 'uploadTenderFile', input, signal)

/** The contract the supplier uploaded for a project, or null. */
export const backContract = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/backContract`, recordOrNull(bidFileSchema), { query: input, signal })

/** The contact person of the supplier's sign-up (of a package, or its latest in the project), or null. */
export const entryLinkName = (http: Http, input: { projectId: string; supplierId: string; packageId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEntryLinkName`, entryContactSchema, { query: input, signal })

/** A bid file (001 §3's upload parameters, type 1 unless told); a new one replaces the package's last. */
export const uploadBidFile = (http: Http, input: EntryUploadInput & { packageId: string }, signal?: AbortSignal) => entryUpload(http, 'uploadBidFile', input, signal)

/** The supplier's uploaded bid files of a project, or of one package of it. */
export const bidFilesOf = (http: Http, input: { projectId: string; supplierId: string; packageId?: string; type?: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/backBidFile`, bidFileListSchema, { query: input, signal })

/** The receipt of one uploaded file of the supplier's; null when there is none (decision 017). */
export const bidFileReceipt = (http: Http, input: { id: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierTenderBack`, recordOrNull(bidFileReceiptSchema), { query: input, signal })

/** Whether the supplier may apply for prequalification now, whether it already did, and why not. */
export const qualifyCheck = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/qualifyCheck`, qualifyCheckSchema, { query: input, signal })

/** The prequalification application file (multipart proId, supId, file; upload type 6, decision 019); a new one replaces the last. */
export const uploadPreQualifyFile = (http: Http, input: Omit<EntryUploadInput, 'packageId' | 'type'>, signal?: AbortSignal) =>
  http.upload(`${P}/qualify/uploadPreQualifyFile`, bidFileSchema, {
    fields: { proId: input.projectId, supId: input.supplierId },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    signal,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  })

/** The supplier's application to a prequalification project with its review, or null before it applied. */
export const qualifyApplication = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/queryInfoByProjectId`, recordOrNull(qualifyApplicationSchema), { query: input, signal })

/** The supplier's sign-ups in a prequalification project, each with its qualification status. */
export const qualifyEntries = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/queryEntryByProjectId`, entryListSchema, { query: input, signal })

/** Decrypts the supplier's encrypted application with the certificate's signature; answers the application. */
export const qualifyDecrypt = (http: Http, input: { projectId: string; supplierId: string; signData: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/entryDecrypt`, qualifyApplicationSchema, { method: 'POST', body: input, signal })

/** A prequalification project's packages with the supplier's status in each. */
export const qualifyPacks = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/project/qualify/querySupQualifyProjectPacks`, qualifyPackListSchema, { query: input, signal })

/** A project's prequalification settings: application window, encryption, decryption window. */
export const qualifyProjectInfo = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/project/qualify/queryInfoByProjectId`, recordOrNull(qualifyProjectInfoSchema), { query: { projectId }, signal })

/** The supplier's uploaded application file of a project, or null. */
export const preQualifyFile = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/project/qualify/backPreQualifyFile`, recordOrNull(bidFileSchema), { query: input, signal })

/** Subject news: the tenant's result announcements, newest first; `title` matches the title or the project (decision 019). */
export const resultNoticePage = (http: Http, input: { curr: number; size: number; title?: string }, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/querySubjectNewsPage`, resultNoticePageSchema, { method: 'POST', body: input, signal })

/** One result announcement with its HTML; null when there is none. */
export const resultNoticeById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/queryById`, recordOrNull(resultNoticeSchema), { query: { id }, signal })

/** My questions to the buyer, newest first, across projects or of one (decision 025). */
export const questionPage = (http: Http, input: { supplierId: string; curr: number; size: number; projectId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/ele/question/queryBySupplierIdAndProjectId`, questionPageSchema, { query: input, signal })

/** Asks the buyer (or, with `id`, rewords my unanswered question) while the project takes questions; answers the question. */
export const saveQuestion = (http: Http, input: { supplierId: string; projectId: string; content: string; packageId?: string; id?: string }, signal?: AbortSignal) =>
  http.request(`${P}/ele/question/saveOrUpdateQuestion`, questionSchema, { method: 'POST', body: input, signal })

/*
 * The electronic opening hall (spec 001 §4 and §7; decision 023). Every action answers the
 * supplier's progress as it stands after it; a repeat answers it unchanged.
 */

/** The hall's nodes with their times, the current node, and my progress (null when I have no bid in it). */
export const hallNodes = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/check/eleBidNodes`, hallNodesSchema, { query: input, signal })

/** Check-in (签到), while check-in is open before the opening time; `signData` when the tenant asks for a signed check-in. */
export const hallCheckIn = (http: Http, input: { projectId: string; supplierId: string; signData?: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/check/checkedSign`, hallProgressSchema, { method: 'POST', body: input, signal })

/** Confirms my submitted bid file (foreFile) during the opening. */
export const hallConfirmFile = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/foreFileSure`, hallProgressSchema, { method: 'POST', body: input, signal })

/** Begins decryption, inside the window and after the file was confirmed. */
export const hallBeginDecrypt = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/supBeginDecrypt`, hallProgressSchema, { method: 'POST', body: input, signal })

/** The certificate helper's answer (spec 001 §3) as the decryption and the record's signature send it. */
export type CertificateSignature = { username: string; subjectDn?: string; certificate?: string; certdata?: string; srcData?: string; signData: string }

/** Decrypts my bids with the certificate they were encrypted for. */
export const hallDecrypt = (http: Http, input: { projectId: string; supplierId: string } & CertificateSignature, signal?: AbortSignal) =>
  http.request(`${P}/entry/entryDecrypt`, hallProgressSchema, { method: 'POST', body: input, signal })

/**
 * Signs the opening record `fileId` (srcData: its SHA-256, decision 027); null when the back end
 * answers a bare success (read the nodes again).
 */
export const hallSignRecord = (http: Http, input: { projectId: string; supplierId: string; fileId?: string; fileName?: string } & CertificateSignature, signal?: AbortSignal) =>
  http.request(`${P}/elebid/conf/saveSignData`, hallActionSchema, { method: 'POST', body: input, signal })

/**
 * The opening record's PDF from the hall answer's `recordFile.link` (decision 027): its bytes, or the
 * back end's refusal as any call's. A link on another origin (a file server) gets no credentials.
 */
export async function hallRecordBytes(http: Http, link: string, signal?: AbortSignal, language?: string): Promise<Uint8Array> {
  // The record in the interface's language, where the back end draws it up in more than one (decision 027).
  const { status, body } = await http.send(link, { signal, ...(language ? { headers: { 'Accept-Language': language } } : {}) })
  // ofetch hands a PDF over as a Blob; an envelope (a refusal) as parsed JSON.
  if (status === 200 && typeof (body as Blob | null)?.arrayBuffer === 'function') return new Uint8Array(await (body as Blob).arrayBuffer())
  const outcome = classify(status, body)
  if (outcome.ok) throw new ApiError({ kind: 'malformed', path: link })
  throw new ApiError({ kind: outcome.kind, path: link, code: outcome.code, serverMessage: outcome.serverMessage })
}

/*
 * The practice hall (模拟开标, decision 028): the hall's calls under `entry/rehearsal/`, in the same
 * shapes, so a rehearsal can never touch the real hall's records.
 */
const REHEARSAL = `${P}/entry/rehearsal`

/** Starts my practice in a project (or starts it over); answers the practice hall, check-in open. */
export const rehearsalStart = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/start`, hallNodesSchema, { method: 'POST', body: input, signal })

/** My practice hall; null before I started one. */
export const rehearsalNodes = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/eleBidNodes`, rehearsalNodesSchema, { query: input, signal })

export const rehearsalCheckIn = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/checkedSign`, hallProgressSchema, { method: 'POST', body: input, signal })

export const rehearsalConfirmFile = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/foreFileSure`, hallProgressSchema, { method: 'POST', body: input, signal })

export const rehearsalBeginDecrypt = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/supBeginDecrypt`, hallProgressSchema, { method: 'POST', body: input, signal })

export const rehearsalDecrypt = (http: Http, input: { projectId: string; supplierId: string } & CertificateSignature, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/entryDecrypt`, hallProgressSchema, { method: 'POST', body: input, signal })

export const rehearsalSignRecord = (http: Http, input: { projectId: string; supplierId: string; fileId: string } & CertificateSignature, signal?: AbortSignal) =>
  http.request(`${REHEARSAL}/saveSignData`, hallActionSchema, { method: 'POST', body: input, signal })

/** Where a project opens: the online hall, or the room booked for kinds opened on site; null when none is. */
export const projectBidRoom = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/reserve/queryProjectBidRoom`, bidRoomSchema, { query: input, signal })

/*
 * Beside the hall (decision 029): my bid files with their certificates, the read-out of the bids,
 * and the tenant's public board of online openings.
 */

/** My bid files of a project, each with the serial of the certificate it was encrypted for when the back end says (`certSerial`). */
export const sealedBidFiles = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/backBidFile`, sealedBidFileListSchema, { query: input, signal })

/** The reading (唱标) of a project's bids, once its decryption window has closed; null before. */
export const bidReading = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/elebid/conf/queryBidReading`, bidReadingSchema, { query: input, signal })

export type OpenBoardQuery = { tenantId: string; curr: number; size: number; projectName?: string }

/**
 * The tenant's online openings today and later, for anyone: no user token, the tenant named by the
 * `Tenant-Id` header (a visitor has no session to take it from).
 */
export const openBidBoard = (http: Http, { tenantId, ...query }: OpenBoardQuery, signal?: AbortSignal) =>
  http.request(`${P}/project/queryOpenBidPage`, openBoardPageSchema, { query, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })

/*
 * Objections to the procurement documents and the buyer's explanations (spec 001 §7
 * tenderFile/expain/…; decision 030).
 */

/** The files an objection may be about; of one project (资格预审文件 only where there is one) when `projectId` is given. */
export const tenderFileTypes = (http: Http, input: { projectId?: string } = {}, signal?: AbortSignal) =>
  http.request(`${P}/tenderFile/expain/queryFileType`, tenderFileTypeListSchema, { query: input, signal })

/** My objections, newest first; `status` is TENDER_EXPLAIN_STATUS, `fileType` a queryFileType key. */
export const tenderExplainPage = (
  http: Http,
  input: { supplierId: string; curr: number; size: number; projectId?: string; fileType?: string; status?: number },
  signal?: AbortSignal,
) => http.request(`${P}/tenderFile/expain/queryPage`, tenderExplainPageSchema, { method: 'POST', body: input, signal })

/** Raises an objection (or, with `id`, rewords my unexplained one) before the project's deadline; answers it as stored. */
export const saveTenderExplain = (
  http: Http,
  input: { supplierId: string; projectId: string; fileType: string; title: string; content: string; id?: string },
  signal?: AbortSignal,
) => http.request(`${P}/tenderFile/expain/saveExplain`, savedTenderExplainSchema, { method: 'POST', body: input, signal })

/*
 * Invoices against paid fees (decision 031): what may still be invoiced (paid − invoiced), the
 * applications and their status. Amounts go out as decimal text made from whole fen.
 */

/** The caller's paid, invoiced and invoiceable totals (of one project when `projectId` is given). */
export const invoiceMoney = (http: Http, input: { supplierId: string; projectId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/cost/in/queryInvoiceMoney`, invoiceMoneySchema, { query: input, signal })

/** What one paid order may still be invoiced for. */
export const orderInvoiceMoney = (http: Http, orderId: string, signal?: AbortSignal) =>
  http.request(`${P}/invoice/queryApplyInvoiceMoney`, orderInvoiceMoneySchema, { query: { orderId }, signal })

/** An application's status (issued with its file, or rejected with the reason). */
export const ticketStatus = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/invoice/queryTicketStatus`, ticketStatusSchema, { query: { id }, signal })

/** My invoice applications, newest first. */
export const invoicePage = (http: Http, input: { supplierId: string; curr: number; size: number; status?: InvoiceStatus }, signal?: AbortSignal) =>
  http.request(`${P}/invoice/invoicePage`, invoicePageSchema, { method: 'POST', body: input, signal })

export type InvoiceApplication = {
  supplierId: string
  orderId: string
  amount: Fen
  invoiceType: InvoiceType
  title: string
  taxNo: string
  email: string
  mobile: string
  /** Resubmits a rejected application. */
  id?: string
}

/** Applies for an invoice (or resubmits a rejected one); the server refuses more than the order's invoiceable amount. */
export const saveInvoice = (http: Http, { amount, ...input }: InvoiceApplication, signal?: AbortSignal) =>
  http.request(`${P}/invoice/saveOrUpdate`, invoiceSchema, { method: 'POST', body: { ...input, amount: fenToDecimal(amount) }, signal })
