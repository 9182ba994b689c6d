import * as v from 'valibot'
import type { Http } from './http'
import { finiteNumber } from './schemas/primitives'
import {
  bulletinSchema, collusionCountSchema, distInfoSchema, entryEndSchema, entryListSchema, invitationPageSchema, packageDetailSchema,
  projectDetailSchema, projectPageSchema, quoteSchema, serverTimeSchema,
} from './schemas/bid-project'

const P = '/api/bid-project'

/** Filters every project list takes; `status` is a PROJECT_STATUS code. */
export type ProjectQuery = { curr: number; size: number; projectName?: string; projectType?: string; tenderMode?: string; status?: number }

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

export const invitationPage = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/invite/querySupplierInvitePage`, invitationPageSchema, { method: 'POST', body: input, signal })

/** A project with its packages; null when there is none. */
export const projectById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/project/queryById`, v.nullable(projectDetailSchema), { query: { id }, signal })

export const entryEnd = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/project/queryEntryEnd`, v.nullable(entryEndSchema), { query: { id }, signal })

export const packageDetails = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/package/packageDetails`, v.nullable(packageDetailSchema), { query: { id }, signal })

export type SignUpInput = { projectId: string; packageIds: string[]; supplierId: string; linkMan?: string; linkPhone?: string }

/** Signs up for packages of an ordinary project; answers the new sign-ups. */
export const signUp = (http: Http, input: SignUpInput, signal?: AbortSignal) =>
  http.request(`${P}/entry/saveEntry`, entryListSchema, { method: 'POST', body: input, signal })

/** Signs up for packages of a prequalification project (review follows). */
export const qualifyEntry = (http: Http, input: SignUpInput, signal?: AbortSignal) =>
  http.request(`${P}/qualify/qualifyEntry`, entryListSchema, { method: 'POST', body: input, signal })

export const entriesOfSupplier = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEntryByProjectIdSupplier`, entryListSchema, { query: input, signal })

export const entriesOfProject = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEntryByProjectId`, entryListSchema, { query: { projectId }, signal })

export const effectiveEntryCount = (http: Http, input: { projectId: string; packageId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEffectiveEntryCount`, finiteNumber(), { query: input, signal })

export const lastQuote = (http: Http, input: { projectId: string; packageId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/quote/queryLastQuote`, v.nullable(quoteSchema), { query: input, signal })

export const tenderQuote = (http: Http, input: { projectId: string; packageId: string; supplierId: string; amount: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/tenderQuote`, quoteSchema, { method: 'POST', body: input, signal })

export const lastChangeNotice = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/modify/queryLastBulletinModifyByPro`, v.nullable(bulletinSchema), { query: { projectId }, signal })

/** Collusion check defaults (spec 001 §9): type 2. */
export const COLLUSION_CHECK_TYPE = 2

/** How many other bidders of the project uploaded from `ip`; above 0 the warning is shown. */
export const collusionCount = (http: Http, input: { supplierId: string; projectId: string; ip: string; type?: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/illegal/checkCollusion`, collusionCountSchema, { method: 'POST', body: { type: COLLUSION_CHECK_TYPE, ...input }, signal })

/** What the supplier's uploads matched (address and count), for the warning's explanation. */
export const distInfo = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/illegal/queryDistInfo`, distInfoSchema, { method: 'POST', body: input, signal })
