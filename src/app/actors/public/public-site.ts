import { fromCallback, fromPromise, waitFor } from 'xstate'
import { pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { wxQrImage } from '@/services/bid-wechat'
import { articleById, articlePage, type ArticleKind } from '@/services/blade-desk'
import { categories, type CategoryCode } from '@/services/blade-system-public'
import { publicBulletinById, publicBulletinPage, publicResearchById, publicResearchPage } from '@/services/public-notice'
import type { Article, ArticleDetail } from '@/services/schemas/blade-desk'
import type { Category } from '@/services/schemas/blade-system-public'
import type { PublicBulletin, PublicBulletinDetail, PublicResearch, PublicResearchDetail } from '@/services/schemas/public-notice'
import type { PortalDeps } from '@/app/use-flow'

// The public site's flows (decision 038): lists and details anyone may read, for the site's tenant.

export type { Article, ArticleDetail } from '@/services/schemas/blade-desk'
export type { ArticleFile } from '@/services/schemas/blade-desk'
export type { Category } from '@/services/schemas/blade-system-public'
export type { PublicBulletin, PublicBulletinDetail } from '@/services/schemas/public-notice'
export type { PublicResearch, PublicResearchDetail } from '@/services/schemas/public-notice'
export { RESEARCH_STATUS } from '@/services/schemas/public-notice'

// Like lists.ts's, which would bring the supplier area's account services into the public home's chunk.
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
/** A dictionary or kind key from the URL (a number there), as the back end takes it. */
const key = (value: unknown) => (typeof value === 'number' ? String(value) : text(value))
const pageOf = (query: ListQuery) => ({ curr: Number(query.curr), size: Number(query.size) })
// Nothing else changes the public records while a page shows them.
const quiet = <Q extends ListQuery>() => fromCallback<ListEvent<Q>>(() => {})

/** BladeX's platform tenant, for a visitor whose address names no tenant. */
export const PLATFORM_TENANT = '000000'

type SiteDeps = Pick<PortalDeps, 'session' | 'tenant'>

/**
 * Whose site this is: a signed-in supplier's own tenant; otherwise the tenant the address resolved
 * to (its host, or `?auth=`), once that is settled; otherwise the platform's.
 */
export async function siteTenant({ session, tenant }: SiteDeps): Promise<string> {
  const own = session.getSnapshot().context.tokens?.tenantId
  if (own) return own
  const settled = await waitFor(tenant, (s) => s.matches('resolved') || s.matches('fallback'))
  return settled.context.tenant?.tenantId ?? PLATFORM_TENANT
}

/** A list's page and what it searches for, as the URL holds them. */
export type TitleQuery = { curr: number; size: number; title?: string | undefined; category?: number | undefined }

const filters = (query: ListQuery) => {
  const title = text(query.title)
  const category = key(query.category)
  return { ...(title ? { title } : {}), ...(category ? { category } : {}) }
}

const ARTICLE_LISTS = { notice: 'publicNoticeList', policy: 'publicPolicyList', help: 'publicHelpList', download: 'publicDownloadList' } as const
const ARTICLES = { notice: 'publicNotice', policy: 'publicPolicy', help: 'publicHelp', download: 'publicDownload' } as const

/** A site's articles of one kind (通知公告, 政策法规, 常见问题, 资料下载): title and category from the URL. */
export function articleListLogic(kind: ArticleKind) {
  return (deps: SiteDeps & Pick<PortalDeps, 'http'>) =>
    pagedListMachine<Article, TitleQuery>(ARTICLE_LISTS[kind]).provide({
      actors: {
        loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Article>> => {
          const tenantId = await siteTenant(deps)
          const { records, total } = await articlePage(deps.http, kind, { tenantId, ...pageOf(input), ...filters(input) }, signal)
          return { records, total }
        }),
        changes: quiet<TitleQuery>(),
      },
    })
}

/** One article of a kind, by id. */
export function articleLogic(kind: ArticleKind) {
  return (deps: SiteDeps & Pick<PortalDeps, 'http'>) =>
    recordDetailMachine<ArticleDetail>(ARTICLES[kind]).provide({
      actors: {
        loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => articleById(deps.http, kind, await siteTenant(deps), input.id, signal)),
      },
    })
}

/** The announcement lists' query as the URL holds it: a category or a project kind may narrow the list's own. */
export type BulletinQuery = TitleQuery & { projectType?: number | undefined }

/** What each announcement list always shows (decision 038); the URL may narrow it within that. */
export const BULLETIN_LISTS = {
  /** /biddingMessage/biddingNoticeList: every announcement, by bulletin_type. */
  publicBulletinList: {},
  /** /information: the tender notices (招标公告), by project kind. */
  publicPurchaseList: { category: '1' },
  /** /information/qualifyInfo: the notices of prequalification tenders. */
  publicQualifyList: { category: '1', qualifyFlag: 1 },
  /** /information/subjectInfo: 中标候选人公示, 中标结果公告, 终止公告. */
  publicResultList: { category: '4,5,6' },
  /** /biddingNotice: the notices of the kinds bid and opened online (decision 020). */
  publicTenderNoticeList: { category: '1', projectType: '1,2,5' },
  /** /biddingNotice/quotationInfo: the notices of inquiries (询价), online and offline. */
  publicInquiryList: { category: '1', projectType: '1,3' },
} as const satisfies Record<string, { category?: string; projectType?: string; qualifyFlag?: number }>
export type BulletinList = keyof typeof BULLETIN_LISTS

/** The URL's choice when the list allows it, else everything the list allows. */
const narrowed = (allowed: string | undefined, chosen: string | undefined) => {
  if (!chosen) return allowed
  if (!allowed) return chosen
  return allowed.split(',').includes(chosen) ? chosen : allowed
}

/** An announcement list of the site's open tenders. */
export function bulletinListLogic(list: BulletinList) {
  return (deps: SiteDeps & Pick<PortalDeps, 'http'>) =>
    pagedListMachine<PublicBulletin, BulletinQuery>(list).provide({
      actors: {
        loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<PublicBulletin>> => {
          const fixed: { category?: string; projectType?: string; qualifyFlag?: number } = BULLETIN_LISTS[list]
          const title = text(input.title)
          const category = narrowed(fixed.category, key(input.category))
          const projectType = narrowed(fixed.projectType, key(input.projectType))
          const query = {
            tenantId: await siteTenant(deps),
            ...pageOf(input),
            ...(title ? { title } : {}),
            ...(category ? { category } : {}),
            ...(projectType ? { projectType } : {}),
            ...(fixed.qualifyFlag ? { qualifyFlag: fixed.qualifyFlag } : {}),
          }
          const { records, total } = await publicBulletinPage(deps.http, query, signal)
          return { records, total }
        }),
        changes: quiet<BulletinQuery>(),
      },
    })
}

/** One announcement with its project's facts. */
export function publicBulletinLogic(deps: PortalDeps) {
  return recordDetailMachine<PublicBulletinDetail>('publicBulletin').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => publicBulletinById(deps.http, await siteTenant(deps), input.id, signal)),
    },
  })
}

/** The demand surveys' query as the URL holds it. */
export type PublicResearchQuery = { curr: number; size: number; title?: string | undefined; status?: number | undefined }

/** /researchNeeds: the site's published demand surveys (decision 020). */
export function publicResearchListLogic(deps: PortalDeps) {
  return pagedListMachine<PublicResearch, PublicResearchQuery>('publicResearchList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<PublicResearch>> => {
        const title = text(input.title)
        const status = typeof input.status === 'number' ? input.status : undefined
        const query = { tenantId: await siteTenant(deps), ...pageOf(input), ...(title ? { title } : {}), ...(status === undefined ? {} : { status }) }
        const { records, total } = await publicResearchPage(deps.http, query, signal)
        return { records, total }
      }),
      changes: quiet<PublicResearchQuery>(),
    },
  })
}

export function publicResearchLogic(deps: PortalDeps) {
  return recordDetailMachine<PublicResearchDetail>('publicResearch').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => publicResearchById(deps.http, await siteTenant(deps), input.id, signal)),
    },
  })
}

/**
 * The site's public-account QR code as an image address (the footer's). A site without one is a
 * finished load with nothing to show, so the record is the address or ''.
 */
export function wxQrLogic(deps: PortalDeps) {
  return recordDetailMachine<string>('publicWxQr').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { signal: AbortSignal }): Promise<string | null> => (await wxQrImage(deps.http, await siteTenant(deps), signal)) ?? ''),
    },
  })
}

/** A category dictionary for a list's filter; the record's id is the dictionary's code. */
export function categoriesLogic(deps: PortalDeps) {
  return recordDetailMachine<Category[]>('publicCategories').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<Category[] | null> => categories(deps.http, input.id as CategoryCode, signal)),
    },
  })
}
