import { fromPromise, type Actor } from 'xstate'
import type { ListQuery } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { specimenApplyMachine, type Application, type Choices, type Receipt } from '@/machines/specimen/specimenApply.machine'
import { serverTime } from '@/services/tender/projects'
import { authenticityOf, guaranteePage, projectSpecimenPage, saveSpecimenApply, specimenApplicationPage, specimenBidProjects } from '@/services/bid-specimen'
import type { Authenticity, Guarantee, ProjectSpecimen, SpecimenApplication } from '@/services/schemas/bid-specimen'
import { formatDate, serverEpochOf } from '@/ui/format/date'
import { companyContact } from '../account'
import { pageOf, projectNameOf, quietSupplierList, type ProjectNameQuery } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

export { chosenPackage, isClosed, SPECIMEN_FIELDS, type SpecimenField } from '@/machines/specimen/specimenApply.machine'
export { SPECIMEN_STATUS } from '@/services/schemas/bid-specimen'

/** A list of the specimen screens as the URL holds it: paging, the project searched for and a status code. */
export type SpecimenQuery = ProjectNameQuery & { status?: number | undefined }

const statusOf = (query: ListQuery): { status?: number } => (query.status === undefined || query.status === '' ? {} : { status: Number(query.status) })

/** A package's 递交截止时间 as the server wrote it, and the moment it names; none when unreadable or absent. */
function deadlineOf(text: string | null): { deadline: number | null; deadlineText: string | null } {
  const deadline = text ? serverEpochOf(text) : Number.NaN
  return Number.isNaN(deadline) ? { deadline: null, deadlineText: null } : { deadline, deadlineText: text }
}

/** /mySpecimen/specimenApply: an application for a package the supplier bid on (decision 045). */
export function specimenApplyLogic({ http, profile }: SupplierDeps) {
  return specimenApplyMachine.provide({
    actors: {
      loadChoices: fromPromise(async ({ signal }: { signal: AbortSignal }): Promise<Choices> => {
        const supplierId = await requireSupplier(profile)
        const [projects, now, contact] = await Promise.all([
          specimenBidProjects(http, { supplierId }, signal),
          serverTime(http, {}, signal),
          companyContact(http, supplierId, signal),
        ])
        // The server's today (yyyy-MM-dd, its own zone): no delivery can be expected before it. Its
        // deadlines are its wall-clock times: read in its zone, whatever the PC's (decision 048).
        return {
          projects: projects.map((project) => ({ ...project, packages: project.packages.map((pkg) => ({ ...pkg, ...deadlineOf(pkg.specimenDeadline) })) })),
          today: formatDate(now),
          now,
          contact: contact ? { name: contact.name, mobile: contact.mobile } : null,
        }
      }),
      submitApplication: fromPromise(async ({ input, signal }: { input: Application; signal: AbortSignal }): Promise<Receipt> => {
        const saved = await saveSpecimenApply(http, { ...input, supplierId: await requireSupplier(profile) }, signal)
        return { id: saved.id, projectName: saved.projectName, specimenName: saved.specimenName, status: saved.status, statusName: saved.statusName, applyTime: saved.applyTime }
      }),
    },
  })
}
export type SpecimenApplyFlow = Actor<ReturnType<typeof specimenApplyLogic>>

/** /mySpecimen/specimenRecord: the supplier's applications and their review. */
export function specimenRecordListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<SpecimenApplication, SpecimenQuery>('specimenRecordList', profile, (supplierId, query, signal) =>
    specimenApplicationPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query), ...statusOf(query) }, signal),
  )
}

/** /mySpecimen/projectSpecimen: what the packages I bid on ask for, and what I delivered. */
export function projectSpecimenListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<ProjectSpecimen, ProjectNameQuery>('projectSpecimenList', profile, (supplierId, query, signal) =>
    projectSpecimenPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}

/** /mySpecimen/guaranteeDetails: the supplier's electronic guarantee letters. */
export function guaranteeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Guarantee, SpecimenQuery>('guaranteeList', profile, (supplierId, query, signal) =>
    guaranteePage(http, { supplierId, ...pageOf(query), ...projectNameOf(query), ...statusOf(query) }, signal),
  )
}

/** /mySpecimen/authenticityQuery: one number checked (the URL's); an unknown number is "not found". */
export function authenticityLogic({ http }: Pick<SupplierDeps, 'http'>) {
  return recordDetailMachine<Authenticity>('authenticity').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => authenticityOf(http, input.id, signal)),
    },
  })
}
