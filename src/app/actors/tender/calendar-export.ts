import { fromPromise } from 'xstate'
import { calendarExportMachine, type ExportInput, type Input, type Loaded } from '@/machines/tender/calendarExport.machine'
import { explainRequests } from '@/services/bid-es'
import { entriesOfSupplier } from '@/services/tender/entries'
import { hallNodes } from '@/services/opening/hall'
import { myProjectsWithEntries, projectById, serverTime } from '@/services/tender/projects'
import { projectDeadlines, readsHall, readsRequests, stillAhead, type Deadlines, type ProjectTimes, type SignUp, type Source } from '@/services/calendar/deadlines'
import { changedProjects, readRecord, writeRecord } from '@/services/calendar/exported'
import type { Clock } from '@/services/clock'
import type { Http } from '@/services/http'
import type { PortalStorage } from '@/services/storage'
import { saveMadeFile } from '@/app/save-file'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** The page size the supplier's projects are read in, and how many pages at most: far more than a supplier signs up for at a time. */
const PAGE_SIZE = 50
const MAX_PAGES = 10

type Signed = { project: ProjectTimes; signUps: SignUp[] }

async function allSignedUp(http: Http, supplierId: string, signal: AbortSignal): Promise<Signed[]> {
  const found: Signed[] = []
  for (let curr = 1; curr <= MAX_PAGES; curr++) {
    const page = await myProjectsWithEntries(http, { supplierId, curr, size: PAGE_SIZE }, signal)
    // A back end that sends the rows without their sign-ups is asked for them, a project at a time.
    const rows = await Promise.all(
      page.records.map(async ({ entryList, ...project }) => ({ project, signUps: entryList ?? (await entriesOfSupplier(http, { projectId: project.id, supplierId }, signal)) })),
    )
    found.push(...rows)
    if (page.records.length < PAGE_SIZE || found.length >= page.total) break
  }
  return found
}

async function oneProject(http: Http, supplierId: string, projectId: string, signal: AbortSignal): Promise<Signed[]> {
  const [project, signUps] = await Promise.all([projectById(http, projectId, signal), entriesOfSupplier(http, { projectId, supplierId }, signal)])
  return project ? [{ project, signUps }] : []
}

/** A source read beside the project: a failure leaves its deadlines not known instead of failing the export. */
async function tolerant<T>(read: () => Promise<T>): Promise<Source<T>> {
  try {
    return { read: await read() }
  } catch {
    return 'unreadable'
  }
}

/** `halls`: also read each project's hall and clarification requests (two calls a project), or only the project's own times. */
async function deadlinesOf(http: Http, supplierId: string, { project, signUps }: Signed, halls: boolean, signal: AbortSignal): Promise<Deadlines> {
  const mine = { projectId: project.id, supplierId }
  const [hall, requests] = await Promise.all([
    halls && readsHall(project) ? tolerant(() => hallNodes(http, mine, signal)) : Promise.resolve('none' as const),
    halls && readsRequests(project) ? tolerant(() => explainRequests(http, mine, signal)) : Promise.resolve('none' as const),
  ])
  return projectDeadlines(project, signUps, hall, requests)
}

/**
 * The deadlines still ahead by the server's clock. Of the supplier's projects, those with none
 * ahead are over and left out, unless none of their times could be read at all. Every project
 * (`projectId` null, the home page) is read by its own times only: two more calls for each of
 * dozens of projects on every visit of the home would be the page's heaviest load, and a change
 * notice moves those times (the hall follows its opening). Its export reads the rest.
 */
async function readDeadlines(http: Http, supplierId: string, { projectId, known }: Input, halls: boolean, signal?: AbortSignal): Promise<Omit<Loaded, 'changed'>> {
  const abort = signal ?? new AbortController().signal
  // The project's page read its row, my sign-ups and the server's time a moment ago: not asked again.
  const [now, projects] = known
    ? [known.serverNow, [{ project: known.project, signUps: known.signUps }]]
    : await Promise.all([
        serverTime(http, projectId ? { projectId } : {}, abort),
        projectId ? oneProject(http, supplierId, projectId, abort) : allSignedUp(http, supplierId, abort),
      ])
  const read = await Promise.all(projects.map((signed) => deadlinesOf(http, supplierId, signed, halls, abort)))
  const ahead = read.map((found) => ({ ...found, deadlines: stillAhead(found.deadlines, now) }))
  const deadlines = ahead.flatMap((found) => found.deadlines)
  const unknown = ahead.filter((found, i) => found.deadlines.length > 0 || read[i]!.deadlines.length === 0).flatMap((found) => found.unknown)
  return { deadlines, unknown }
}

async function loadDeadlines(http: Http, storage: PortalStorage, supplierId: string, input: Input, signal: AbortSignal): Promise<Loaded> {
  const { deadlines, unknown } = await readDeadlines(http, supplierId, input, input.projectId !== null, signal)
  return { deadlines, unknown, changed: changedProjects(deadlines, readRecord(storage, supplierId), supplierId) }
}

/** Builds the file (ical-generator loads only now), saves it, keeps what the supplier's calendar holds, and says how many deadlines it has. */
async function exportCalendar(http: Http, storage: PortalStorage, clock: Clock, supplierId: string, { projectId, deadlines: shown, words }: ExportInput): Promise<number> {
  const [{ buildCalendar }, deadlines] = await Promise.all([
    import('@/services/calendar/ics'),
    projectId ? shown : readDeadlines(http, supplierId, { projectId: null }, true).then((all) => all.deadlines),
  ])
  const { text, record } = buildCalendar({ deadlines, supplierId, now: clock.now(), record: readRecord(storage, supplierId), words })
  const code = projectId ? deadlines[0]?.projectCode || projectId : ''
  saveMadeFile(text, `${words.calendarName}${code ? `-${code}` : ''}.ics`, 'text/calendar')
  writeRecord(storage, supplierId, record)
  return deadlines.length
}

/** A signed-up project's deadlines (`projectId`) or all of the supplier's, exported as an iCalendar file. */
export function calendarExportLogic({ http, profile, storage, clock }: SupplierDeps & { storage: PortalStorage; clock: Clock }) {
  return calendarExportMachine.provide({
    actors: {
      loadDeadlines: fromPromise(async ({ input, signal }: { input: Input; signal: AbortSignal }) => loadDeadlines(http, storage, await requireSupplier(profile), input, signal)),
      exportCalendar: fromPromise(async ({ input }: { input: ExportInput }) => exportCalendar(http, storage, clock, await requireSupplier(profile), input)),
    },
  })
}
