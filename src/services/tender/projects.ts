import type { Http } from '../http'
import { recordOrNull } from '../schemas/values'
import { bulletinSchema, entryEndAnswerSchema, type EntryEnd, packageDetailSchema, projectDetailSchema, projectPageSchema, serverTimeSchema, bulletinListSchema, changeNoticePageSchema, myProjectPageSchema } from '../schemas/bid-project'

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

export const lastChangeNotice = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/modify/queryLastBulletinModifyByPro`, recordOrNull(bulletinSchema), { query: { projectId }, signal })

/** My projects with my sign-ups in each (`entryList`, decision 018). */
export const myProjectsWithEntries = (http: Http, input: ProjectQuery & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierProject`, myProjectPageSchema, { method: 'POST', body: input, signal })

/** Change notices (变更公告) of the projects I signed up for, newest first (decision 018). */
export const changeNoticePage = (http: Http, input: { supplierId: string; curr: number; size: number; projectName?: string }, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/modify/querySupplierModifyPage`, changeNoticePageSchema, { method: 'POST', body: input, signal })

/** A project's published bulletins (招标公告, 变更公告 …), oldest first (decision 018). */
export const projectBulletins = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/queryProjectBulletins`, bulletinListSchema, { query: { projectId }, signal })
