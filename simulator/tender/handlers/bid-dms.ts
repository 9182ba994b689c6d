import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { CatalogRecord, DownRecordRecord, EntryRecord, ProjectRecord } from '../../../fixtures/tender-types'
import { FILE_TYPE_NAMES, SUPPLIER_DOCUMENT_TYPE } from '@/services/schemas/bid-dms'
import { ApiError, clientIp, ok, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, entriesOf, findProject, packagesOf, readTenderParams, required, requireProject } from '../tender-access'
import { assertDocumentsAllowed, assertUploadOpen } from '../tender-rules'
import { feeOrdersOf } from '../../money'

const P = '*/api/bid-dms'

// Both names of the address go out: `fileUrl` is the spec's, `link` what earlier clients read.
const toCatalog = ({ id, serviceId, packageId, fileType, fileName, fileSize, link, uploadTime }: CatalogRecord) => ({
  id, serviceId, packageId, fileType, fileTypeName: FILE_TYPE_NAMES[fileType] ?? '投标文件', fileName, fileSize, fileUrl: link, link, uploadTime,
})

const toDownRecord = ({ id, catalogId, serviceId, supplierId, fileName, fileType, fileUrl, downUserId, downUserName, downIp, downTime }: DownRecordRecord) => ({
  id, catalogId, serviceId, supplierId, fileName, fileType, fileUrl, downUserId, downUserName, downIp, downTime,
})

/** A catalog is offered to a package when it is the project's (no package) or that package's own. */
const offeredTo = (catalog: CatalogRecord, packageId: string) => catalog.packageId === '' || catalog.packageId === packageId

export function bidDmsHandlers(sim: Simulator) {
  /**
   * The project a service id names (documents hang off a project or one of its packages), once the
   * caller may have its documents: signed up, and the fee of that sign-up settled.
   */
  const documentsOf = (context: UserContext, serviceId: string): { project: ProjectRecord; packageId: string } => {
    const pkg = sim.db.package.findFirst({ where: { id: { equals: serviceId } } })
    const project = requireProject(sim, context, pkg?.projectId ?? serviceId)
    assertDocumentsAllowed(entriesOf(sim, project.id, context.user.supplierId), packagesOf(sim, project.id), pkg?.id, feeOrdersOf(sim, project.id, context.user.supplierId))
    return { project, packageId: pkg?.id ?? '' }
  }

  /** The caller's own sign-up a supplier document hangs off (its catalogue is nobody else's). */
  const ownEntry = (context: UserContext, entryId: string): EntryRecord => {
    const entry = sim.db.entry.findFirst({ where: { id: { equals: entryId } } })
    if (!entry || entry.supplierId !== context.user.supplierId) throw new ApiError(400, '无权访问该文件')
    return entry
  }
  const isSupplierDocument = (catalog: CatalogRecord) => catalog.fileType === SUPPLIER_DOCUMENT_TYPE

  return [
    /**
     * The documents of a project or package: `fileTypes` (10, 20) filters; `isAll` 1 adds every
     * package's files. A sign-up's id names the supplier's own catalogue (saveDocumentCatalog).
     */
    http.post(
      `${P}/queryCatalogs`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const serviceId = required(params, 'serviceId')
        const types = (params.fileTypes ?? '').split(',').map(Number).filter((type) => type > 0)
        const ofType = (catalog: CatalogRecord) => types.length === 0 || types.includes(catalog.fileType)
        if (sim.db.entry.findFirst({ where: { id: { equals: serviceId } } })) {
          const entry = ownEntry(context, serviceId)
          return ok(sim.db.catalog.findMany({ where: { serviceId: { equals: entry.id } } }).filter(ofType).map(toCatalog))
        }
        const { project, packageId } = documentsOf(context, serviceId)
        const all = params.isAll === '1' || params.isAll === 'true'
        const catalogs = sim.db.catalog
          .findMany({ where: { serviceId: { equals: project.id } } })
          .filter(ofType)
          .filter((catalog) => all || !packageId || offeredTo(catalog, packageId))
          .sort((a, b) => a.fileType - b.fileType || a.uploadTime.localeCompare(b.uploadTime))
        return ok(catalogs.map(toCatalog))
      }),
    ),

    /** One document by id (for its link), to whoever may have it. */
    http.get(
      `${P}/queryCatalog`,
      userEndpoint(sim, (context) => {
        const catalog = sim.db.catalog.findFirst({ where: { id: { equals: required(Object.fromEntries(context.url.searchParams), 'id') } } })
        if (!catalog) return ok(null)
        if (isSupplierDocument(catalog)) ownEntry(context, catalog.serviceId)
        else documentsOf(context, catalog.serviceId)
        return ok(toCatalog(catalog))
      }),
    ),

    /**
     * The caller's downloads of a project's documents (serviceId the project), or of those offered
     * to one package (serviceId the package), newest first.
     */
    http.get(
      `${P}/downrecord/queryRecord`,
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const serviceId = required(params, 'serviceId')
        const pkg = sim.db.package.findFirst({ where: { id: { equals: serviceId } } })
        const project = findProject(sim, context, pkg?.projectId ?? serviceId)
        if (!project) return ok([])
        const records = sim.db.downRecord
          .findMany({ where: { projectId: { equals: project.id }, supplierId: { equals: supplier.id } } })
          .filter((record) => {
            if (!pkg) return true
            const catalog = sim.db.catalog.findFirst({ where: { id: { equals: record.catalogId } } })
            return catalog !== null && offeredTo(catalog, pkg.id)
          })
          .sort((a, b) => b.downTime.localeCompare(a.downTime) || b.id.localeCompare(a.id))
          .map(toDownRecord)
        return ok(records)
      }),
    ),

    /**
     * Records a download (the portal calls it as it opens a document): spec 000 §3's payload
     * (downUserId, downUserName, downIp, fileType, fileUrl, serviceId, tenantId), the document found
     * by `catalogId` or by its address within the service. Who downloaded is the session's user,
     * whatever the body says; an address the portal does not know is the request's.
     */
    http.post(
      `${P}/downrecord/save`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        if (params.tenantId && params.tenantId !== context.session.tenantId) throw new ApiError(400, '无权访问该项目')
        if (params.downUserId && params.downUserId !== context.user.id) throw new ApiError(400, '下载人与当前登录用户不一致')
        const byId = params.catalogId ? sim.db.catalog.findFirst({ where: { id: { equals: params.catalogId } } }) : null
        const serviceId = params.serviceId || byId?.serviceId || required(params, 'catalogId')
        const servicePackage = sim.db.package.findFirst({ where: { id: { equals: serviceId } } })
        const projectId = servicePackage?.projectId ?? serviceId
        const catalog =
          byId ??
          (params.fileUrl ? sim.db.catalog.findFirst({ where: { serviceId: { equals: projectId }, link: { equals: params.fileUrl } } }) : null)
        if (!catalog || isSupplierDocument(catalog)) throw new ApiError(400, '文件不存在')
        if (catalog.serviceId !== projectId || (servicePackage && !offeredTo(catalog, servicePackage.id))) throw new ApiError(400, '文件不属于该项目')
        documentsOf(context, serviceId)
        const record = sim.db.downRecord.create({
          id: snowflakeId(sim.clock.now()),
          tenantId: catalog.tenantId,
          catalogId: catalog.id,
          serviceId,
          projectId: catalog.serviceId,
          supplierId: supplier.id,
          fileName: catalog.fileName,
          fileType: catalog.fileType,
          fileUrl: catalog.link,
          downUserId: context.user.id,
          downUserName: params.downUserName || context.user.realName || supplier.name,
          downIp: params.downIp?.trim() || clientIp(context.request),
          downTime: formatDateTime(sim.clock.now()),
        })
        sim.persist()
        return ok(toDownRecord(record))
      }),
    ),

    /**
     * The supplier's catalogue for a bid it made (decision 021): `{ projectId, packageId,
     * supplierId?, fileName, fileUrl, fileSize?, fileType? }` keeps one document (type 30) under its
     * sign-up for the package, while bid files are taken; the same name again replaces it.
     */
    http.post(
      `${P}/saveDocumentCatalog`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const project = requireProject(sim, context, required(params, 'projectId'))
        const supplier = callerSupplier(sim, context, params.supplierId)
        const packageId = required(params, 'packageId')
        const fileName = required(params, 'fileName')
        const fileUrl = required(params, 'fileUrl')
        const fileType = Number(params.fileType ?? SUPPLIER_DOCUMENT_TYPE)
        if (fileType !== SUPPLIER_DOCUMENT_TYPE) throw new ApiError(400, '文件类型有误')
        const entry = entriesOf(sim, project.id, supplier.id).find((candidate) => candidate.packageId === packageId && candidate.status === 1)
        if (!entry) throw new ApiError(400, '未报名该标段，不能保存投标文件目录')
        assertUploadOpen(project, sim.clock.now())
        const size = Number(params.fileSize ?? 0)
        sim.db.catalog.deleteMany({ where: { serviceId: { equals: entry.id }, fileName: { equals: fileName } } })
        const catalog = sim.db.catalog.create({
          id: snowflakeId(sim.clock.now()),
          tenantId: project.tenantId,
          serviceId: entry.id,
          packageId,
          fileType,
          fileName,
          fileSize: Number.isFinite(size) && size > 0 ? size : 0,
          link: fileUrl,
          uploadTime: formatDateTime(sim.clock.now()),
        })
        sim.persist()
        return ok(toCatalog(catalog))
      }),
    ),
  ]
}
