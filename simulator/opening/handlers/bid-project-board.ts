import { http } from 'msw'
import { formatDateTime } from '../../../fixtures/random'
import { PROJECT_TYPES, type ProjectRecord, type ProjectType } from '../../../fixtures/tender-types'
import { DECRYPT_STATUS, HALL_NODE_NAMES } from '@/services/schemas/bid-project'
import { hallOf, readOut } from '../bid-reading'
import { assertNetBid, currentNode, hallSchedule, hallStatus, NET_BID_TYPES } from '../hall'
import { ApiError, ok, page, paging, publicEndpoint, userEndpoint } from '../../http'
import type { Simulator } from '../../state'
import { at, callerSupplier, entriesOf, named, projectIndex, publishedAt, required, requireProject } from '../../tender'

const P = '*/api/bid-project'

/** BladeX's platform tenant: what a request without a `Tenant-Id` header is taken to mean. */
const PLATFORM_TENANT = '000000'

/** Midnight (Beijing) of the day `now` falls in: the board starts from today's openings. */
const startOfDay = (now: number) => at(`${formatDateTime(now).slice(0, 10)} 00:00:00`)

const DECRYPT_NAMES = { [DECRYPT_STATUS.pending]: '未解密', [DECRYPT_STATUS.decrypted]: '已解密', [DECRYPT_STATUS.failed]: '解密失败，视为撤销投标文件' } as const
const PLATFORM_FAILURE_NAME = '因平台原因未能解密'

/**
 * Beside the opening hall (decision 029): the tenant's public board of online openings, and the
 * read-out (唱标) of a project's bids once its decryption window has closed.
 */
export function bidProjectBoardHandlers(sim: Simulator) {
  const now = () => sim.clock.now()

  const toBoardRow = (project: ProjectRecord, time: number) => {
    const hall = hallOf(sim, project.id)
    const node = currentNode(project, hall, time)
    return {
      id: project.id,
      projectCode: project.projectCode,
      projectName: project.projectName,
      projectType: project.projectType,
      projectTypeName: PROJECT_TYPES[project.projectType as ProjectType] ?? '',
      purchaserName: project.purchaserName,
      agencyName: project.agencyName || null,
      openTime: project.openTime,
      hallStatus: hallStatus(hall),
      currentNode: node,
      currentNodeName: HALL_NODE_NAMES[node],
    }
  }

  return [
    /**
     * The tenant's (`Tenant-Id`) online openings of open tenders, from today's on, soonest first, each
     * with the hall's current node; `projectName` matches name or code. No user needed: the public
     * board of spec 001 §2's onlineBidOpening. Invited tenders are not public and never listed.
     */
    http.get(
      `${P}/project/queryOpenBidPage`,
      publicEndpoint(sim, ({ request, url }) => {
        const tenantId = request.headers.get('Tenant-Id')?.trim() || PLATFORM_TENANT
        const params = Object.fromEntries(url.searchParams)
        const time = now()
        const from = startOfDay(time)
        const rows = projectIndex(sim)
          .newestFirst.filter(
            (project) =>
              project.tenantId === tenantId &&
              project.tenderMode === '1' &&
              NET_BID_TYPES.has(project.projectType) &&
              publishedAt(project) <= time &&
              at(project.openTime) >= from &&
              named(params.projectName?.trim(), project),
          )
          .sort((a, b) => at(a.openTime) - at(b.openTime) || a.id.localeCompare(b.id))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map((project) => toBoardRow(project, time)) })
      }),
    ),

    /**
     * The reading of the bids (唱标): once the decryption window has closed, each submitted bid with
     * its bidder, package and, when decrypted, its price; null before that, and for a hall that failed
     * or was postponed. Only a supplier signed up to the project may read it.
     */
    http.get(
      `${P}/elebid/conf/queryBidReading`,
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const project = requireProject(sim, context, required(params, 'projectId'))
        const supplier = callerSupplier(sim, context, params.supplierId)
        assertNetBid(project)
        if (!entriesOf(sim, project.id, supplier.id).some((entry) => entry.status === 1)) throw new ApiError(400, '您未报名该项目，不能查看唱标结果')
        const hall = hallOf(sim, project.id)
        const time = now()
        const { decryptEnd } = hallSchedule(project, hall)
        // A postponed hall's window moved with its opening time; a failed hall reads nothing.
        if (hall?.failedTime || time < decryptEnd) return ok(null)
        const records = readOut(sim, project, hall, time).map(({ file, pkg, bidder, decrypt, price }) => ({
          packageId: file.packageId,
          packageName: pkg?.packageName ?? '',
          supplierId: file.supplierId,
          supplierName: bidder?.name ?? '',
          bidPrice: price,
          decryptStatus: decrypt.status,
          decryptStatusName: decrypt.failedBy === 'platform' ? PLATFORM_FAILURE_NAME : DECRYPT_NAMES[decrypt.status],
          decryptFailedBy: decrypt.failedBy || null,
          mine: file.supplierId === supplier.id ? 1 : 0,
        }))
        return ok({ projectId: project.id, readTime: formatDateTime(decryptEnd), records })
      }),
    ),
  ]
}
