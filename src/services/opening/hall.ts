import type { Http } from '../http'
import { bidReadingSchema, sealedBidFileListSchema, projectPageSchema, bidRoomSchema, hallActionSchema, hallNodesSchema, hallProgressSchema } from '../schemas/bid-project'
import { ApiError, classify } from '../error-catalogue'
import type { ProjectQuery } from '../tender/projects'

const P = '/api/bid-project'

/** My projects that open online (the opening hall's list). */
export const netBidProjectPage = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierNetBidProject`, projectPageSchema, { method: 'POST', body: input, signal })

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

/** Where a project opens: the online hall, or the room booked for kinds opened on site; null when none is. */
export const projectBidRoom = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/reserve/queryProjectBidRoom`, bidRoomSchema, { query: input, signal })

/*
 * Beside the hall (decision 029): my bid files with their certificates and the read-out of the
 * bids (the tenant's public board of online openings is in board.ts).
 */

/** My bid files of a project, each with the serial of the certificate it was encrypted for when the back end says (`certSerial`). */
export const sealedBidFiles = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/backBidFile`, sealedBidFileListSchema, { query: input, signal })

/** The reading (唱标) of a project's bids, once its decryption window has closed; null before. */
export const bidReading = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/elebid/conf/queryBidReading`, bidReadingSchema, { query: input, signal })
