import { serverWallOf, epochOfWall, type ServerWall } from './server-wall'
import { EXPLAIN_STATUS } from '../schemas/bid-es'
import { isElectronicKind } from '@/domain/project-kinds'

/**
 * The deadlines the portal knows for a supplier's project (decision 071), where each is read:
 * sign-up end, bid deadline (a quote deadline for an inquiry) and opening from the project row;
 * check-in and the decryption window's end from the opening hall; clarification answers from the
 * evaluators' requests. The back end sends no time for the end of document purchase or for a
 * payment, so those are never in the calendar.
 */
export const DEADLINE_KINDS = ['signUpEnd', 'bidDeadline', 'quoteDeadline', 'checkInStart', 'opening', 'decryptEnd', 'clarificationDue'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]

export type Deadline = {
  kind: DeadlineKind
  projectId: string
  projectName: string
  projectCode: string
  /** The package it belongs to; null for the whole project. */
  packageId: string | null
  packageName: string | null
  /** What tells two deadlines of one kind and package apart: a clarification request's id. */
  ref: string | null
  at: ServerWall
}

/** A deadline the project should have whose time is missing or unreadable: shown as not known, never exported. */
export type UnknownDeadline = { kind: DeadlineKind; projectId: string; projectName: string }

export type Deadlines = { deadlines: Deadline[]; unknown: UnknownDeadline[] }

/** The project row's fields a deadline is read from; each may be missing or in any form. */
export type ProjectTimes = { id: string; projectName?: unknown; projectCode?: unknown; projectType?: unknown; status?: unknown; entryEndTime?: unknown; bidEndTime?: unknown; openTime?: unknown }
export type SignUp = { packageId: string; packageName?: unknown; status?: unknown }
export type HallTimes = { checkInStartTime?: unknown; decryptEndTime?: unknown }
export type ClarificationRequest = { id: string; packageId?: string | null; packageName?: unknown; deadline?: unknown; status?: unknown }

/** Where the hall's and the requests' times stand: read, not applicable to this project, or not readable now. */
export type Source<T> = { read: T } | 'none' | 'unreadable'

/** Inquiries (在线询价, 线下询价) close for quotes, the others for bid files (spec 001 §1). */
const QUOTING_KINDS = new Set(['1', '3'])
/** The phases (PROJECT_STATUS 开标中, 评标中) in which the evaluators may ask for clarification. */
const EVALUATION_PHASES = new Set([5, 6])
/** The last phase with a hall still to come or under way (开标中). */
const LAST_HALL_PHASE = 5

/** A phase the back end did not send, or sent unreadably, may be any: every source is read then. */
const phaseOf = (project: ProjectTimes) => (typeof project.status === 'number' ? project.status : typeof project.status === 'string' && project.status.trim() !== '' ? Number(project.status) : Number.NaN)

/** Whether the project's hall times are worth asking for: an online opening still to come or under way. */
export const readsHall = (project: ProjectTimes) => isElectronicKind(textOf(project.projectType)) && !(phaseOf(project) > LAST_HALL_PHASE)

/** Whether the evaluators' requests are worth asking for: from the opening until the evaluation ends. */
export const readsRequests = (project: ProjectTimes) => {
  const phase = phaseOf(project)
  return Number.isNaN(phase) || EVALUATION_PHASES.has(phase)
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

export function projectDeadlines(project: ProjectTimes, signUps: SignUp[], hall: Source<HallTimes>, requests: Source<ClarificationRequest[]>): Deadlines {
  const named = { projectId: project.id, projectName: textOf(project.projectName), projectCode: textOf(project.projectCode) }
  const deadlines: Deadline[] = []
  const unknown: UnknownDeadline[] = []
  const add = (kind: DeadlineKind, value: unknown, where: { packageId?: string | null; packageName?: unknown; ref?: string } = {}) => {
    const at = serverWallOf(value)
    if (at === null) {
      if (!unknown.some((u) => u.kind === kind)) unknown.push({ kind, projectId: named.projectId, projectName: named.projectName })
      return
    }
    deadlines.push({ kind, ...named, packageId: where.packageId ?? null, packageName: textOf(where.packageName) || null, ref: where.ref ?? null, at })
  }

  add('signUpEnd', project.entryEndTime)
  // Each signed-up package gets its file (or quote) in by the deadline: one reminder a package.
  const bidKind = QUOTING_KINDS.has(textOf(project.projectType)) ? 'quoteDeadline' : 'bidDeadline'
  const live = signUps.filter((entry) => entry.status === undefined || Number(entry.status) === 1)
  // No sign-up read: the project's own deadline. Every sign-up withdrawn: nothing left to hand in.
  if (signUps.length === 0) add(bidKind, project.bidEndTime)
  for (const entry of live) add(bidKind, project.bidEndTime, { packageId: entry.packageId, packageName: entry.packageName })
  add('opening', project.openTime)
  if (hall !== 'none') {
    add('checkInStart', hall === 'unreadable' ? null : hall.read.checkInStartTime)
    add('decryptEnd', hall === 'unreadable' ? null : hall.read.decryptEndTime)
  }
  if (requests === 'unreadable') add('clarificationDue', null)
  else if (requests !== 'none') {
    for (const request of requests.read) {
      // A request already past its deadline asks nothing more.
      if (Number(request.status) === EXPLAIN_STATUS.expired) continue
      add('clarificationDue', request.deadline, { packageId: request.packageId ?? null, packageName: request.packageName, ref: request.id })
    }
  }
  return { deadlines, unknown }
}

/** The deadlines still ahead of the server's clock: what a calendar is for. */
export const stillAhead = (deadlines: Deadline[], serverNow: number) => deadlines.filter((deadline) => epochOfWall(deadline.at) > serverNow)

/** Ids go into a UID as they are when they are plain; anything else is spelt safely. */
const uidPart = (value: string) => value.replace(/[^A-Za-z0-9_.]/g, (c) => `~${c.codePointAt(0)!.toString(16)}`)

/** The domain every UID ends in: the portal's, whatever host serves it, so a second import updates. */
export const UID_DOMAIN = 'deadlines.supplier-portal'

/**
 * A deadline's UID: the same deadline of the same supplier has the same UID in every export, so a
 * calendar program updates the event instead of adding a second one.
 */
export function deadlineUid(deadline: Deadline, supplierId: string): string {
  const kind = deadline.ref === null ? deadline.kind : `${deadline.kind}.${uidPart(deadline.ref)}`
  return `${kind}-${uidPart(deadline.projectId)}-${deadline.packageId === null ? 'all' : uidPart(deadline.packageId)}-${uidPart(supplierId)}@${UID_DOMAIN}`
}
