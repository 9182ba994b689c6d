import type { Http } from '../http'
import { hallActionSchema, hallNodesSchema, hallProgressSchema, rehearsalNodesSchema } from '../schemas/bid-project'
import type { CertificateSignature } from './hall'

const P = '/api/bid-project'

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
