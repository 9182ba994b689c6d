import type { Http } from '../http'
import { long, recordOrNull } from '../schemas/values'
import { entryListSchema, quoteSchema, entryLinkManSchema, entryContactSchema } from '../schemas/bid-project'

const P = '/api/bid-project'

export type SignUpInput = { projectId: string; packageIds: string[]; supplierId: string; linkMan?: string; linkPhone?: string }

/** Signs up for packages of an ordinary project; answers the new sign-ups. */
export const signUp = (http: Http, input: SignUpInput, signal?: AbortSignal) =>
  http.request(`${P}/entry/saveEntry`, entryListSchema, { method: 'POST', body: input, signal })

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

/** Changes the contact person and mobile of one of my effective sign-ups. */
export const updateEntryLinkMan = (http: Http, input: { id: string; linkMan: string; linkPhone: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/updateEntryLinkMan`, entryLinkManSchema, { method: 'POST', body: input, signal })

/** The contact person of the supplier's sign-up (of a package, or its latest in the project), or null. */
export const entryLinkName = (http: Http, input: { projectId: string; supplierId: string; packageId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/queryEntryLinkName`, entryContactSchema, { query: input, signal })
