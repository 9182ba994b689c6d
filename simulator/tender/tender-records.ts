import { formatDateTime, snowflakeId } from '../../fixtures/random'
import { catalogLink } from '../../fixtures/tender-text'
import type { BidFileRecord, EntryRecord, PackageRecord, ProjectRecord } from '../../fixtures/tender-types'
import type { SupplierRecord } from '../../fixtures/types'
import type { Simulator } from '../types'

// The records a supplier's own actions write (sign-ups, uploaded files), shared by the plain
// sign-up and the prequalification application so both leave the same traces.

interface NewEntry {
  project: ProjectRecord
  pkg: PackageRecord
  supplier: SupplierRecord
  linkMan: string
  linkPhone: string
  /** -1 for a plain sign-up, 0 (under review) for a prequalification application. */
  qualifyStatus: number
}

/** An effective sign-up, dated now, nothing handed in yet. */
export function createEntry(sim: Simulator, { project, pkg, supplier, linkMan, linkPhone, qualifyStatus }: NewEntry): EntryRecord {
  return sim.db.entry.create({
    id: snowflakeId(sim.clock.now()),
    tenantId: project.tenantId,
    projectId: project.id,
    packageId: pkg.id,
    supplierId: supplier.id,
    supplierName: supplier.name,
    linkMan,
    linkPhone,
    entryTime: formatDateTime(sim.clock.now()),
    status: 1,
    // Free documents need no payment; otherwise the fee is owed (the money slice confirms it).
    payStatus: pkg.docFee > 0 ? 0 : 1,
    qualifyStatus,
    bidStatus: 0,
  })
}

interface NewUpload {
  project: ProjectRecord
  /** '' for files of the project as a whole (a contract without a package, the application file). */
  packageId: string
  supplierId: string
  type: number
  /** What the upload recorded of the file (an uploaded File, or one the console makes up). */
  file: Pick<File, 'name' | 'size' | 'type'>
  ip: string
  /** The stored bytes' SHA-256 (`uploadedSha256`); none for a file the console makes up. */
  sha256?: string
}

/** Keeps one uploaded file of a kind per package and supplier: a new one replaces it. */
export function storeUpload(sim: Simulator, { project, packageId, supplierId, type, file, ip, sha256 = '' }: NewUpload): BidFileRecord {
  sim.db.bidFile.deleteMany({ where: { projectId: { equals: project.id }, packageId: { equals: packageId }, supplierId: { equals: supplierId }, type: { equals: type } } })
  return sim.db.bidFile.create({
    id: snowflakeId(sim.clock.now()),
    tenantId: project.tenantId,
    projectId: project.id,
    packageId,
    supplierId,
    type,
    fileName: file.name,
    fileSize: file.size,
    contentType: file.type || 'application/octet-stream',
    uploaderIp: ip,
    uploadTime: formatDateTime(sim.clock.now()),
    link: catalogLink(file.name),
    sha256,
  })
}

/** The supplier's latest upload of a kind in the project (any package), or undefined. */
export const latestUpload = (sim: Simulator, projectId: string, supplierId: string, type: number): BidFileRecord | undefined =>
  sim.db.bidFile
    .findMany({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId }, type: { equals: type } } })
    .sort((a, b) => b.uploadTime.localeCompare(a.uploadTime))[0]
