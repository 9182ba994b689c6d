import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../fixtures/random'
import type { CatalogRecord, DownRecordRecord, ProjectRecord } from '../../fixtures/tender-types'
import type { Catalog, DownRecord } from '@/services/schemas/bid-dms'
import { ApiError, ok, userEndpoint, type UserContext } from '../http'
import type { Simulator } from '../state'
import { callerSupplier, entriesOf, readTenderParams, required, requireProject } from '../tender-access'
import { assertDocumentsAllowed } from '../tender-rules'

const P = '*/api/bid-dms'

const toCatalog = ({ id, serviceId, packageId, fileType, fileName, fileSize, link, uploadTime }: CatalogRecord): Catalog => ({
  id, serviceId, packageId, fileType, fileName, fileSize, link, uploadTime,
})

const toDownRecord = ({ id, catalogId, serviceId, supplierId, fileName, downTime }: DownRecordRecord): DownRecord => ({
  id, catalogId, serviceId, supplierId, fileName, downTime,
})

export function bidDmsHandlers(sim: Simulator) {
  /**
   * The project a service id names (documents hang off a project or one of its packages), once the
   * caller may see its documents: signed up (docs/decisions/014; fees join when the money slice lands).
   */
  const documentsOf = (context: UserContext, serviceId: string): { project: ProjectRecord; packageId: string } => {
    const pkg = sim.db.package.findFirst({ where: { id: { equals: serviceId } } })
    const project = requireProject(sim, context, pkg?.projectId ?? serviceId)
    assertDocumentsAllowed(entriesOf(sim, project.id, context.user.supplierId))
    return { project, packageId: pkg?.id ?? '' }
  }

  return [
    /** The documents of a project or package: `fileTypes` (10, 20) filters; `isAll` 1 adds every package's files. */
    http.post(
      `${P}/queryCatalogs`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const { project, packageId } = documentsOf(context, required(params, 'serviceId'))
        const types = (params.fileTypes ?? '').split(',').map(Number).filter((type) => type > 0)
        const all = params.isAll === '1' || params.isAll === 'true'
        const catalogs = sim.db.catalog
          .findMany({ where: { serviceId: { equals: project.id } } })
          .filter((catalog) => types.length === 0 || types.includes(catalog.fileType))
          .filter((catalog) => all || catalog.packageId === '' || catalog.packageId === packageId)
          .sort((a, b) => a.fileType - b.fileType || a.uploadTime.localeCompare(b.uploadTime))
        return ok(catalogs.map(toCatalog))
      }),
    ),

    /** One document by id (for its link), once signed up. */
    http.get(
      `${P}/queryCatalog`,
      userEndpoint(sim, (context) => {
        const catalog = sim.db.catalog.findFirst({ where: { id: { equals: required(Object.fromEntries(context.url.searchParams), 'id') } } })
        if (!catalog) return ok(null)
        documentsOf(context, catalog.serviceId)
        return ok(toCatalog(catalog))
      }),
    ),

    /** The caller's downloads of a project's documents, newest first. */
    http.get(
      `${P}/downrecord/queryRecord`,
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const serviceId = required(params, 'serviceId')
        const records = sim.db.downRecord
          .findMany({ where: { serviceId: { equals: serviceId }, supplierId: { equals: supplier.id } } })
          .sort((a, b) => b.downTime.localeCompare(a.downTime) || b.id.localeCompare(a.id))
          .map(toDownRecord)
        return ok(records)
      }),
    ),

    /** Records a download (the portal calls it as it opens a document's link). */
    http.post(
      `${P}/downrecord/save`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const catalog = sim.db.catalog.findFirst({ where: { id: { equals: required(params, 'catalogId') } } })
        if (!catalog) throw new ApiError(400, '文件不存在')
        documentsOf(context, catalog.serviceId)
        const record = sim.db.downRecord.create({
          id: snowflakeId(sim.clock.now()),
          tenantId: catalog.tenantId,
          catalogId: catalog.id,
          serviceId: catalog.serviceId,
          supplierId: supplier.id,
          fileName: catalog.fileName,
          downTime: formatDateTime(sim.clock.now()),
        })
        sim.persist()
        return ok(toDownRecord(record))
      }),
    ),
  ]
}
