import { ACCOUNTS } from '../fixtures/accounts'
import { scenarioProjectIn } from '../fixtures/tender-scenarios'
import { PAYMENT_STATUS } from '@/services/schemas/bid-order'
import type { HostileLinkEntry, Simulator } from './types'

export type { HostileLinkEntry }

/**
 * Hostile addresses on demand (security testing): every address field the supplier's pages turn
 * into a link, a download, a navigation or an image gets a value that would run script, leave the
 * portal where a path belongs, or name a scheme the portal must refuse. Each record stays as it was
 * otherwise, so every list that carries them still answers. A tester then shows that none of them
 * runs: a page that offers or follows them must end with no `window.__pwned`, no dialog, and no
 * request to evil.example.
 */

/** What a payload that runs sets on the window. */
export const PWNED_FLAG = '__pwned'

/** Where a page navigates, downloads or fetches: schemes that run, and a host where a path belongs. */
export const HOSTILE_LINKS: readonly string[] = [
  'javascript:alert(document.domain)',
  `JavaScript:window.${PWNED_FLAG}=1`,
  ` java\tscript:window.${PWNED_FLAG}=1`,
  `data:text/html,<script>window.${PWNED_FLAG}=1</script>`,
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
]

/** Where a page shows a picture: an SVG that runs script when opened as a document, besides the links' schemes. */
export const HOSTILE_PICTURES: readonly string[] = [
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.${PWNED_FLAG}=1"/>`,
  `javascript:window.${PWNED_FLAG}=1`,
  '//evil.example/x.svg',
]

/** The supplier's own records holding a file's address, with the field: every bid file, the others where they hold one. */
const SUPPLIER_FILES = [
  ['bidFile', 'link'],
  ['explainAnswer', 'link'],
  ['feeOrder', 'voucherLink'],
  ['invoice', 'fileUrl'],
  ['guarantee', 'fileUrl'],
  ['dealContract', 'fileLink'],
  ['researchAnswer', 'fileLink'],
] as const

/** What the loop over SUPPLIER_FILES needs of each table. */
type SupplierFileModel = {
  findMany(query: { where: { supplierId: { equals: string } } }): Array<Record<string, unknown> & { id: string }>
  update(query: { where: { id: { equals: string } }; data: Record<string, string> }): unknown
}

/** The seeded accounts whose pages carry the values: the approved one of every tenant. */
const approvedAccounts = () => ACCOUNTS.filter((account) => account.reviewStatus === '1')

/**
 * Sets the hostile values on the seeded records each approved account sees (its tenant's site and
 * its own records), persists, and answers what it set. The values go round their lists, so the
 * files of one list each get a different one (and a document is still found by its link).
 */
export function seedHostileLinks(sim: Simulator): HostileLinkEntry[] {
  const { db } = sim
  const entries: HostileLinkEntry[] = []
  let links = 0
  let pictures = 0
  const link = () => HOSTILE_LINKS[links++ % HOSTILE_LINKS.length]!
  const picture = () => HOSTILE_PICTURES[pictures++ % HOSTILE_PICTURES.length]!
  const note = (table: string, id: string, field: string, value: string) => {
    entries.push({ table, id, field, value })
    return value
  }
  /** A list field's items, each hostile (as many as the record's file names). */
  const urls = (table: string, id: string, count: number) => Array.from({ length: count }, (_, index) => note(table, id, `fileUrls[${index}]`, link()))
  const bySupplier = (supplierId: string) => ({ where: { supplierId: { equals: supplierId } } })

  for (const account of approvedAccounts()) {
    const user = db.user.findFirst({ where: { account: { equals: account.username }, tenantId: { equals: account.tenantId } } })
    const supplier = user && db.supplier.findFirst({ where: { id: { equals: user.supplierId } } })
    const tenant = db.tenant.findFirst({ where: { tenantId: { equals: account.tenantId } } })
    if (!user || !supplier || !tenant) continue
    const tenantWhere = { where: { tenantId: { equals: tenant.tenantId } } }

    // The site: its logo and public-account QR code, and every article's files (下载工具's tools, notices' attachments).
    db.tenant.update({
      where: { tenantId: { equals: tenant.tenantId } },
      data: { logoUrl: note('tenant', tenant.tenantId, 'logoUrl', picture()), wechatQr: note('tenant', tenant.tenantId, 'wechatQr', HOSTILE_PICTURES[0]!) },
    })
    for (const article of db.article.findMany(tenantWhere).filter((record) => record.fileNames.length > 0)) {
      db.article.update({ where: { id: { equals: article.id } }, data: { fileUrls: urls('article', article.id, article.fileNames.length) } })
    }

    // The account: its avatar and licence pictures.
    db.user.update({ where: { id: { equals: user.id } }, data: { avatar: note('user', user.id, 'avatar', picture()) } })
    db.supplier.update({
      where: { id: { equals: supplier.id } },
      data: { licenceLinks: supplier.licenceLinks.map((_, index) => note('supplier', supplier.id, `licenceLinks[${index}]`, picture())) },
    })

    // The procurement documents of the project whose documents the account may download (`documents`).
    const documents = scenarioProjectIn(db.project.findMany(tenantWhere), 'documents')
    for (const catalog of documents ? db.catalog.findMany({ where: { serviceId: { equals: documents.id } } }) : []) {
      const value = note('catalog', catalog.id, 'link', link())
      db.catalog.update({ where: { id: { equals: catalog.id } }, data: { link: value } })
      // A download already recorded names the document's address as it was when downloaded: the same.
      for (const record of db.downRecord.findMany({ where: { catalogId: { equals: catalog.id } } })) {
        db.downRecord.update({ where: { id: { equals: record.id } }, data: { fileUrl: note('downRecord', record.id, 'fileUrl', value) } })
      }
    }

    // The account's messages' attachments, its bid files and the other files it holds.
    for (const message of db.message.findMany(bySupplier(supplier.id)).filter((record) => record.fileNames.length > 0)) {
      db.message.update({ where: { id: { equals: message.id } }, data: { fileUrls: urls('message', message.id, message.fileNames.length) } })
    }
    for (const [table, field] of SUPPLIER_FILES) {
      const model = db[table] as unknown as SupplierFileModel
      for (const record of model.findMany(bySupplier(supplier.id)).filter((held) => table === 'bidFile' || held[field])) {
        model.update({ where: { id: { equals: record.id } }, data: { [field]: note(table, record.id, field, link()) } })
      }
    }

    // The payment gateway's address of a payment on its way (`changeNotice`'s deposit): where paying navigates, so script.
    for (const payment of db.payment.findMany(bySupplier(supplier.id)).filter((record) => record.status === PAYMENT_STATUS.paying)) {
      db.payment.update({ where: { id: { equals: payment.id } }, data: { gatewayUrl: note('payment', payment.id, 'gatewayUrl', HOSTILE_LINKS[0]!) } })
    }
  }
  sim.persist()
  return entries
}
