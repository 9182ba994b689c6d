import type { Http } from './http'
import { articleDetailSchema, articlePageSchema } from './schemas/blade-desk'
import { recordOrNull } from './schemas/values'

const P = '/api/blade-desk'

/** The public site's kinds of article (decision 038): 通知公告, 政策法规, 常见问题, 资料下载. */
export type ArticleKind = 'notice' | 'policy' | 'help' | 'download'

export type ArticleQuery = { tenantId: string; curr: number; size: number; title?: string; category?: string }

/** A page of a site's articles of one kind, newest first; `title` matches part of the title, `category` a key. */
export const articlePage = (http: Http, kind: ArticleKind, { tenantId, ...query }: ArticleQuery, signal?: AbortSignal) =>
  http.request(`${P}/${kind}/list`, articlePageSchema, { query, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })

/** One article with its body; null when the site has no such article (unknown or not yet released). */
export const articleById = (http: Http, kind: ArticleKind, tenantId: string, id: string, signal?: AbortSignal) =>
  http.request(`${P}/${kind}/detail`, recordOrNull(articleDetailSchema), { query: { id }, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })
