import { fromPromise } from 'xstate'
import type { ListQuery, Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import type { PackageStatus } from '@/machines/tender/entry.machine'
import { entryContactMachine, type SaveContactInput } from '@/machines/tender/entryContact.machine'
import { nextStepOfEntry, nextStepOfProject, type NextStepInfo } from '@/machines/tender/next-step'
import { quoteMachine, type QuoteKey, type SavedQuote, type SubmitQuoteInput } from '@/machines/tender/quote.machine'
import { changeNoticePage, lastChangeNotice, myProjectsWithEntries, noticePage, projectBulletins, projectById, serverTime } from '@/services/tender/projects'
import { entriesOfSupplier, lastQuote, tenderQuote, updateEntryLinkMan } from '@/services/tender/entries'
import { epochOf } from '@/services/schemas/values'
import type { Http } from '@/services/http'
import {
  PROJECT_STATUS,
  type Bulletin,
  type ChangeNotice,
  type Entry,
  type Project,
  type ProjectDetail,
  type Quote,
} from '@/services/schemas/bid-project'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'
import { packageStatusesOf } from './tenders'
import { isEffectiveEntry } from '@/domain/entry'

const numeric = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value))

/** /personal/myProject's query as the URL holds it. `status` is a project phase code. */
export type MyProjectQuery = { curr: number; size: number; projectName?: string | undefined; projectType?: number | undefined; status?: number | undefined }

/** A project of mine with my sign-ups in it and what I have to do next there. */
export type MyProjectRow = { project: Project; entries: Entry[]; next: NextStepInfo }

/** My projects: the page, each row with the sign-ups the back end sent, or read one call each if it sent none. */
async function myProjectRows(http: Http, supplierId: string, query: ListQuery, signal: AbortSignal): Promise<Page<MyProjectRow>> {
  const projectType = query.projectType === undefined || query.projectType === '' ? undefined : String(query.projectType)
  const status = numeric(query.status)
  const { records, total } = await myProjectsWithEntries(
    http,
    { supplierId, ...pageOf(query), ...projectNameOf(query), ...(projectType ? { projectType } : {}), ...(status !== undefined ? { status } : {}) },
    signal,
  )
  const rows = await Promise.all(
    records.map(async ({ entryList, ...project }) => {
      const entries = entryList ?? (await entriesOfSupplier(http, { projectId: project.id, supplierId }, signal))
      return { project, entries, next: nextStepOfProject(project, entries) }
    }),
  )
  return { records: rows, total }
}

/** /personal/myProject and the home page's "my tenders": projects the supplier signed up for. */
export function myProjectListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<MyProjectRow, MyProjectQuery>('myProjectList', profile, (supplierId, query, signal) => myProjectRows(http, supplierId, query, signal))
}

export type OpenNoticeQuery = { curr: number; size: number }

/** The home page's open notices: projects in sign-up the supplier has not signed up for yet. */
export function openNoticeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Project, OpenNoticeQuery>('openNoticeList', profile, async (supplierId, query, signal) => {
    const { records, total } = await noticePage(http, { supplierId, ...pageOf(query), status: PROJECT_STATUS.signUp }, signal)
    return { records: records.filter((project) => project.entryFlag !== 1), total }
  })
}

/** One of my projects as its detail pages show it. */
export type MyProjectDetail = {
  project: ProjectDetail
  entries: Entry[]
  /** What still blocks bidding on each signed-up package (the purchase detail's rule). */
  statuses: PackageStatus[]
  /** The next step on each signed-up package, by package id. */
  steps: Record<string, NextStepInfo>
  next: NextStepInfo
  changeNotice: Bulletin | null
  /** Milliseconds to the bid (quote) deadline by the server's clock when the page loaded. */
  closesIn: number
  /** The server's time when the page loaded (epoch ms). */
  serverNow: number
}

async function loadMyProject(http: Http, profile: SupplierDeps['profile'], id: string, signal: AbortSignal): Promise<MyProjectDetail | null> {
  const supplierId = await requireSupplier(profile)
  const [project, entries, changeNotice, now] = await Promise.all([
    projectById(http, id, signal),
    entriesOfSupplier(http, { projectId: id, supplierId }, signal),
    lastChangeNotice(http, id, signal),
    serverTime(http, { projectId: id }, signal),
  ])
  if (!project) return null
  const steps = Object.fromEntries(entries.filter(isEffectiveEntry).map((entry) => [entry.packageId, nextStepOfEntry(project, entry)]))
  return {
    project,
    entries,
    statuses: await packageStatusesOf(http, id, supplierId, entries, project.packages, signal),
    steps,
    next: nextStepOfProject(project, entries),
    changeNotice,
    closesIn: epochOf(project.bidEndTime) - now,
    serverNow: now,
  }
}

/** /personal/projectDetail, the detail page of each kind and /personal/myProject/myProjectDetail. */
export function myProjectDetailLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<MyProjectDetail>('myProjectDetail').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => loadMyProject(http, profile, input.id, signal)),
    },
  })
}

export type ProjectParticulars = { project: ProjectDetail; bulletins: Bulletin[] }

/** /personal/projectDetails/projectParticulars: the project and every bulletin published for it. */
export function projectParticularsLogic({ http }: { http: Http }) {
  return recordDetailMachine<ProjectParticulars>('projectParticulars').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const [project, bulletins] = await Promise.all([projectById(http, input.id, signal), projectBulletins(http, input.id, signal)])
        return project ? { project, bulletins } : null
      }),
    },
  })
}

const toSaved = (quote: Quote): SavedQuote => ({ amount: quote.amount, quotedAt: quote.quoteTime })

/** The quotation of an online inquiry's package: the last quote, then a new one before the deadline. */
export function quoteLogic({ http, profile }: SupplierDeps) {
  return quoteMachine.provide({
    actors: {
      loadLastQuote: fromPromise(async ({ input, signal }: { input: QuoteKey; signal: AbortSignal }) => {
        const quote = await lastQuote(http, { ...input, supplierId: await requireSupplier(profile) }, signal)
        return quote ? toSaved(quote) : null
      }),
      submitQuote: fromPromise(async ({ input, signal }: { input: SubmitQuoteInput; signal: AbortSignal }) =>
        toSaved(await tenderQuote(http, { ...input, supplierId: await requireSupplier(profile) }, signal)),
      ),
    },
  })
}

/** /personal/myProject/myProjectApply: my sign-ups in a project and changing their contact person. */
export function entryContactLogic({ http, profile }: SupplierDeps) {
  return entryContactMachine<Entry>().provide({
    actors: {
      loadEntries: fromPromise(async ({ input, signal }: { input: { projectId: string }; signal: AbortSignal }) =>
        entriesOfSupplier(http, { projectId: input.projectId, supplierId: await requireSupplier(profile) }, signal),
      ),
      saveContact: fromPromise(async ({ input, signal }: { input: SaveContactInput; signal: AbortSignal }) =>
        updateEntryLinkMan(http, { ...input, supplierId: await requireSupplier(profile) }, signal),
      ),
    },
  })
}

export type ChangeNoticeQuery = ProjectNameQuery

/** /personal/changeNotice: change notices of the projects I signed up for, newest first. */
export function changeNoticeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<ChangeNotice, ChangeNoticeQuery>('changeNoticeList', profile, (supplierId, query, signal) =>
    changeNoticePage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}
