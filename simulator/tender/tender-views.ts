import type { BidFileRecord, BulletinRecord, EntryRecord, InvitationRecord, PackageRecord, ProjectRecord, QuoteRecord } from '../../fixtures/tender-types'
import { PROJECT_TYPES, type ProjectType } from '../../fixtures/tender-types'
import type { BidFile, Bulletin, ChangeNotice, Entry, Invitation, MyProject, Package, PackageDetail, Project, ProjectDetail, Quote } from '@/services/schemas/bid-project'
import { PROJECT_STATUS_NAMES } from '@/services/schemas/bid-project'
import { catalogLink } from '../../fixtures/tender-text'
import { entryStatusName, invitationStatus, projectStatus } from './tender-rules'

// Stored records → the answers the back end sends (validated against the schemas in contracts.test).

export function toProject(project: ProjectRecord, now: number, entryFlag: boolean): Project {
  const status = projectStatus(project, now)
  return {
    id: project.id,
    tenantId: project.tenantId,
    projectCode: project.projectCode,
    projectName: project.projectName,
    projectType: project.projectType,
    projectTypeName: PROJECT_TYPES[project.projectType as ProjectType] ?? '',
    tenderMode: project.tenderMode,
    qualifyFlag: project.qualifyFlag,
    status,
    statusName: PROJECT_STATUS_NAMES[status],
    purchaserName: project.purchaserName,
    agencyName: project.agencyName,
    budget: project.budget,
    publishTime: project.publishTime,
    entryStartTime: project.entryStartTime,
    entryEndTime: project.entryEndTime,
    bidStartTime: project.bidStartTime,
    bidEndTime: project.bidEndTime,
    openTime: project.openTime,
    entryFlag: entryFlag ? 1 : 0,
  }
}

function toPackage(pkg: PackageRecord): Package {
  const { id, projectId, packageCode, packageName, budget, docFee, deposit, fileTypes, maxFileSizeMb } = pkg
  return { id, projectId, packageCode, packageName, budget, docFee, deposit, fileTypes: [...fileTypes], maxFileSizeMb }
}

export function toProjectDetail(project: ProjectRecord, packages: PackageRecord[], now: number, entryFlag: boolean): ProjectDetail {
  return {
    ...toProject(project, now, entryFlag),
    contactName: project.contactName,
    contactPhone: project.contactPhone,
    openAddress: project.openAddress,
    evaluationStartTime: project.evaluationStartTime,
    packages: packages.map(toPackage),
  }
}

export function toPackageDetail(pkg: PackageRecord, project: ProjectRecord): PackageDetail {
  return {
    ...toPackage(pkg),
    projectName: project.projectName,
    projectCode: project.projectCode,
    entryEndTime: project.entryEndTime,
    bidStartTime: project.bidStartTime,
    bidEndTime: project.bidEndTime,
  }
}

export function toEntry(entry: EntryRecord, packageName: string): Entry {
  const { id, projectId, packageId, supplierId, supplierName, linkMan, linkPhone, entryTime, status, payStatus, qualifyStatus, bidStatus } = entry
  return { id, projectId, packageId, packageName, supplierId, supplierName, linkMan, linkPhone, entryTime, status, payStatus, qualifyStatus, bidStatus, entryStatusName: entryStatusName(entry) }
}

export function toQuote({ id, projectId, packageId, supplierId, amount, round, quoteTime }: QuoteRecord): Quote {
  return { id, projectId, packageId, supplierId, amount, round, quoteTime }
}

/** The announcement's own file, as the tenant attaches it to a tender notice (招标公告). */
export function noticeAttachments(bulletin: BulletinRecord, project: ProjectRecord) {
  if (bulletin.bulletinType !== '1') return []
  const fileName = `${project.projectCode}招标公告.pdf`
  return [{ fileName, fileUrl: catalogLink(fileName), fileSize: 180_000 + (Number(project.id.slice(-3)) % 97) * 1024 }]
}

export function toBulletin(bulletin: BulletinRecord, project: ProjectRecord): Bulletin {
  const { id, projectId, bulletinType, title, content, publishTime } = bulletin
  return { id, projectId, bulletinType, title, content, publishTime, attachments: noticeAttachments(bulletin, project) }
}

export function toInvitation(invitation: InvitationRecord, project: ProjectRecord, now: number, entryFlag: boolean): Invitation {
  const { id: inviteId, inviteTime, readStatus, replyDeadline, replyTime, replyReason } = invitation
  return { ...toProject(project, now, entryFlag), inviteId, inviteTime, readStatus, replyStatus: invitationStatus(invitation, now), replyDeadline, replyTime: replyTime || null, replyReason: replyReason || null }
}

/** A bid file; an encrypted one names the certificate it was encrypted for (`certSerial`, decision 029). */
export function toBidFile({ id, projectId, packageId, type, fileName, fileSize, uploadTime, link, certSerial, sha256 }: BidFileRecord): BidFile & { certSerial?: string } {
  return { id, projectId, packageId, type, fileName, fileSize, uploadTime, link, sha256: sha256 || null, ...(certSerial ? { certSerial } : {}) }
}

/** A row of my projects: the project with the caller's sign-ups in it (decision 018). */
export function toMyProject(project: ProjectRecord, now: number, entries: Entry[]): MyProject {
  return { ...toProject(project, now, entries.some((entry) => entry.status === 1)), entryList: entries }
}

export function toChangeNotice(bulletin: BulletinRecord, project: ProjectRecord): ChangeNotice {
  return { ...toBulletin(bulletin, project), projectName: project.projectName, projectCode: project.projectCode, projectType: project.projectType }
}
