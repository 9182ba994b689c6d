import { http } from 'msw'
import { catalogLink } from '../../../fixtures/tender-text'
import type { ArticleKind, ArticleRecord } from '../public-models'
import { ok, page, paging, publicEndpoint } from '../../http'
import { inList, mentions, publicTenant } from '../../public-access'
import type { Simulator } from '../../state'
import { at, required } from '../../tender'

const P = '*/api/blade-desk'

/** The path of each kind of article (decision 038): BladeX's own `notice`, and three beside it. */
const PATHS: Readonly<Record<ArticleKind, string>> = { notice: 'notice', policy: 'policy', help: 'help', download: 'download' }

const newestFirst = (a: ArticleRecord, b: ArticleRecord) => b.releaseTime.localeCompare(a.releaseTime) || b.id.localeCompare(a.id)

/** The article's files, each downloadable from the simulator itself. */
const attachmentsOf = ({ fileNames, fileSizes, fileUrls = [] }: ArticleRecord) =>
  fileNames.map((fileName, i) => ({ fileName, fileUrl: fileUrls[i] || catalogLink(fileName), fileSize: fileSizes[i] ?? null }))

/** A list row: no body, but a download's files (its list is where they are fetched from). */
function toRow(record: ArticleRecord) {
  const { id, kind, category, categoryName, title, source, releaseTime, fileNames } = record
  return { id, category, categoryName, title, source, releaseTime, attachmentCount: fileNames.length, ...(kind === 'download' ? { attachments: attachmentsOf(record) } : {}) }
}

const toDetail = (record: ArticleRecord) => ({ ...toRow(record), content: record.content, attachments: attachmentsOf(record) })

/**
 * The public site's articles (blade-desk, paths designed: decision 038): each kind's paged list and
 * one article by id. No user token: the `Tenant-Id` header says whose site it is. Only what has
 * been released by the simulator's clock exists.
 */
export function bladeDeskHandlers(sim: Simulator) {
  const released = (tenantId: string, kind: ArticleKind) => {
    const now = sim.clock.now()
    return sim.db.article.findMany({ where: { tenantId: { equals: tenantId }, kind: { equals: kind } } }).filter((record) => at(record.releaseTime) <= now)
  }

  return (Object.keys(PATHS) as ArticleKind[]).flatMap((kind) => [
    /** `curr`/`current`, `size`, `title` (part of the title), `category` (a comma list of keys); newest first. */
    http.get(
      `${P}/${PATHS[kind]}/list`,
      publicEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const rows = released(publicTenant(context), kind)
          .filter((record) => mentions(params.title, record.title) && inList(params.category, record.category))
          .sort(newestFirst)
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map(toRow) })
      }),
    ),
    /** One article with its body and files; unknown, unreleased or another site's → null. */
    http.get(
      `${P}/${PATHS[kind]}/detail`,
      publicEndpoint(sim, (context) => {
        const id = required(Object.fromEntries(context.url.searchParams), 'id')
        const record = released(publicTenant(context), kind).find((candidate) => candidate.id === id)
        return ok(record ? toDetail(record) : null)
      }),
    ),
  ])
}
