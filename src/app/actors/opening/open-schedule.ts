import { fromPromise } from 'xstate'
import { openScheduleMachine, type MonthSchedule, type Opening, type OpeningMode } from '@/machines/opening/openSchedule.machine'
import { clockOf, dayOf, monthOf, monthSpan } from '@/machines/opening/schedule-days'
import { myProjectPage, serverTime } from '@/services/tender/projects'
import { projectBidRoom } from '@/services/opening/hall'
import type { Http } from '@/services/http'
import type { BidRoom, Project } from '@/services/schemas/bid-project'
import { epochOf } from '@/services/schemas/values'
import { isElectronicKind } from '@/domain/project-kinds'
import { pagesUpTo } from '../shared/lists'
import { hallIfReadable } from './opening-screens'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** The hall's standings the schedule colours (it reaches services only through here). */
export { HALL_STATUS } from '@/services/schemas/bid-project'

const ROOM_ONLINE = 1
const ROOM_ON_SITE = 2


/** Online or on site: the room booked says so; without one, the project's kind does (decision 020). */
function modeOf(project: Project, room: BidRoom): OpeningMode {
  if (room?.roomType === ROOM_ONLINE) return 'online'
  if (room?.roomType === ROOM_ON_SITE) return 'onSite'
  return isElectronicKind(project.projectType) ? 'online' : 'onSite'
}

// Where and how one project opens: a booking or a hall that cannot be read is shown as unknown,
// never as a failed month.
async function openingOf(http: Http, supplierId: string, project: Project, openTime: number, signal: AbortSignal): Promise<Opening> {
  const who = { projectId: project.id, supplierId }
  const room = await projectBidRoom(http, who, signal).catch(() => null)
  const mode = modeOf(project, room)
  const hall = mode === 'online' ? await hallIfReadable(http, who, signal) : null
  return {
    projectId: project.id,
    projectCode: project.projectCode,
    projectName: project.projectName,
    openTime,
    day: dayOf(openTime),
    time: clockOf(openTime),
    mode,
    status: project.status,
    statusName: project.statusName,
    hall: hall && { currentNode: hall.currentNode, nodeName: hall.currentNodeName, hallStatus: hall.hallStatus },
    place: room ? { roomName: room.roomName, address: room.address ?? null } : null,
  }
}

async function loadSchedule(http: Http, supplierId: string, asked: string | null, signal: AbortSignal): Promise<MonthSchedule> {
  // "Today" and the default month are the server's, never the browser's clock.
  const now = await serverTime(http, {}, signal)
  const month = asked ?? monthOf(now)
  const { start, end } = monthSpan(month)
  const { records: projects, total } = await pagesUpTo((curr, size) => myProjectPage(http, { supplierId, curr, size }, signal))
  const inMonth = projects.flatMap((project) => {
    const openTime = epochOf(project.openTime)
    return openTime >= start && openTime < end ? [{ project, openTime }] : []
  })
  const openings = await Promise.all(inMonth.map(({ project, openTime }) => openingOf(http, supplierId, project, openTime, signal)))
  openings.sort((a, b) => a.openTime - b.openTime || a.projectCode.localeCompare(b.projectCode))
  return { month, today: dayOf(now), openings, searched: projects.length, total }
}

/** /personal/openTenderSchedule: a month of my openings, online and on site (decision 030). */
export function openScheduleLogic({ http, profile }: SupplierDeps) {
  return openScheduleMachine.provide({
    actors: {
      loadSchedule: fromPromise(async ({ input, signal }: { input: { month: string | null }; signal: AbortSignal }) =>
        loadSchedule(http, await requireSupplier(profile), input.month, signal),
      ),
    },
  })
}
