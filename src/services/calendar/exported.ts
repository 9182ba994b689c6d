import type { PortalStorage } from '../storage'
import { deadlineUid, type Deadline } from './deadlines'
import type { ServerWall } from './server-wall'

/** What the supplier's calendar last received of one event: its time, its SEQUENCE and when that time was first exported. */
export type ExportedEvent = { projectId: string; at: ServerWall; sequence: number; modified: number }

/** Everything exported to one supplier's calendar so far, by UID. */
export type ExportRecord = { events: Record<string, ExportedEvent> }

export const emptyRecord = (): ExportRecord => ({ events: {} })

/**
 * The projects whose times moved since the supplier last exported them: a deadline the calendar
 * holds now has another time. A deadline never exported, or no longer known, is no change.
 */
export function changedProjects(deadlines: Deadline[], record: ExportRecord, supplierId: string): string[] {
  const changed = new Set<string>()
  for (const deadline of deadlines) {
    const exported = record.events[deadlineUid(deadline, supplierId)]
    if (exported && exported.at !== deadline.at) changed.add(deadline.projectId)
  }
  return [...changed]
}

/**
 * The record after exporting `deadlines` at `now`: an event keeps its SEQUENCE and LAST-MODIFIED
 * while its time stays, and counts up once its time moves; events of other exports stay as they were.
 */
export function recordAfterExport(deadlines: Deadline[], record: ExportRecord, supplierId: string, now: number): ExportRecord {
  const events = { ...record.events }
  for (const deadline of deadlines) {
    const uid = deadlineUid(deadline, supplierId)
    const before = events[uid]
    events[uid] =
      before === undefined
        ? { projectId: deadline.projectId, at: deadline.at, sequence: 0, modified: now }
        : before.at === deadline.at
          ? before
          : { projectId: deadline.projectId, at: deadline.at, sequence: before.sequence + 1, modified: now }
  }
  return { events }
}

/** Kept per supplier, in local storage: it outlives a sign-out, like the calendar it describes. */
const storageName = (supplierId: string) => `calendarExport:${supplierId}`

const isEvent = (value: unknown): value is ExportedEvent => {
  const event = value as Partial<ExportedEvent> | null
  return !!event && typeof event.projectId === 'string' && typeof event.at === 'string' && Number.isInteger(event.sequence) && typeof event.modified === 'number'
}

/** The supplier's record; an entry another version wrote, or a damaged one, counts as nothing exported. */
export function readRecord(storage: PortalStorage, supplierId: string): ExportRecord {
  const stored = storage.get<ExportRecord>(storageName(supplierId))
  const events = stored && typeof stored === 'object' && stored.events && typeof stored.events === 'object' ? stored.events : {}
  return { events: Object.fromEntries(Object.entries(events).filter(([, event]) => isEvent(event))) }
}

export function writeRecord(storage: PortalStorage, supplierId: string, record: ExportRecord): void {
  storage.set(storageName(supplierId), record)
}
