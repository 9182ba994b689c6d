import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import { QUALIFY_FILE_TYPE } from '../../../fixtures/qualify-seed'
import { DEFAULT_FILE_TYPES } from '../../../fixtures/tender-text'
import type { ProjectRecord, QualifyApplyRecord } from '../../../fixtures/tender-types'
import type { SupplierRecord } from '../../../fixtures/types'
import { ApiError, clientIp, missingParameter, ok, readMultipart, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import {
  callerSupplier, chosenPackageIds, entriesOf, invitationOf, packageNameOf, packagesOf, readTenderParams, required, requireProject,
} from '../tender-access'
import { createEntry, latestUpload, storeUpload } from '../tender-records'
import { uploadedSha256 } from '../upload-hash'
import { assertApproved, assertBidFileAccepted, assertContact, assertInvitationAccepted } from '../tender-rules'
import {
  applicationStatus, applyPhase, assertApplyOpen, assertDecryptable, assertMayApply, assertQualifyProject, decryptWindow,
  QUALIFY_APPLY_STATUS, QUALIFY_STATUS_NAMES, qualifyEncrypted,
} from '../tender-qualify'
import { toBidFile, toEntry } from '../tender-views'

const P = '*/api/bid-project'
/** The application file is checked like a bid file of a package with the default rules (decision 019). */
const APPLICATION_FILE_RULES = { fileTypes: [...DEFAULT_FILE_TYPES], maxFileSizeMb: 50 }
const PHASE_NAMES = ['未开始', '申请中', '已截止'] as const

/**
 * Prequalification (资格预审, spec 001 §7's qualify and project/qualify calls; docs/decisions/019):
 * the supplier uploads its application file, applies with it for packages, reads the review, and
 * decrypts an encrypted application inside its window once applications close.
 */
export function bidProjectQualifyHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const applicationOf = (projectId: string, supplierId: string) =>
    sim.db.qualifyApply.findFirst({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })
  const packageNames = (ids: readonly string[]) => ids.map((id) => packageNameOf(sim, id)).filter(Boolean)

  const toApplication = (apply: QualifyApplyRecord, project: ProjectRecord, time: number) => {
    const { status, reason } = applicationStatus(apply, project, time)
    const window = decryptWindow(project)
    const encrypted = qualifyEncrypted(project)
    return {
      id: apply.id,
      projectId: apply.projectId,
      packageIds: [...apply.packageIds],
      packageNames: packageNames(apply.packageIds),
      linkMan: apply.linkMan,
      linkPhone: apply.linkPhone,
      fileId: apply.fileId,
      fileName: apply.fileName,
      status,
      statusName: QUALIFY_STATUS_NAMES[status] ?? '',
      reason: reason || null,
      submitTime: apply.submitTime,
      reviewTime: apply.reviewTime || null,
      encrypted: encrypted ? 1 : 0,
      decryptStatus: apply.decryptStatus,
      decryptTime: apply.decryptTime || null,
      decryptStartTime: encrypted ? formatDateTime(window.start) : null,
      decryptEndTime: encrypted ? formatDateTime(window.end) : null,
    }
  }

  /** The request's project (which must exist and be the caller tenant's) and the caller's supplier. */
  const target = (context: UserContext, params: Record<string, string>, name = 'projectId') => {
    const project = requireProject(sim, context, required(params, name))
    const supplier = callerSupplier(sim, context, params.supplierId ?? params.supId)
    if (project.tenantId !== supplier.tenantId) throw new ApiError(400, '无权访问该项目')
    return { project, supplier }
  }
  const query = (context: UserContext) => Object.fromEntries(context.url.searchParams)

  /** Everything that must hold before a supplier may send an application (or its file). */
  const assertMayApplyNow = (project: ProjectRecord, supplier: SupplierRecord) => {
    assertApproved(supplier.reviewStatus, '申请资格预审')
    assertQualifyProject(project)
    assertApplyOpen(project, now())
    assertInvitationAccepted(project, invitationOf(sim, project.id, supplier.id), now())
    assertMayApply(applicationOf(project.id, supplier.id), project, now())
  }

  /** Marks the sign-ups of the packages applied for as under review; others the supplier dropped are withdrawn. */
  const recordEntries = (project: ProjectRecord, supplier: SupplierRecord, packageIds: readonly string[], linkMan: string, linkPhone: string) => {
    const existing = entriesOf(sim, project.id, supplier.id)
    for (const entry of existing) {
      if (!packageIds.includes(entry.packageId) && entry.status === 1) sim.db.entry.update({ where: { id: { equals: entry.id } }, data: { status: 0 } })
    }
    return packageIds.map((packageId) => {
      const entry = existing.find((candidate) => candidate.packageId === packageId)
      if (entry) return sim.db.entry.update({ where: { id: { equals: entry.id } }, data: { status: 1, qualifyStatus: 0, linkMan, linkPhone } })!
      const pkg = sim.db.package.findFirst({ where: { id: { equals: packageId } } })!
      return createEntry(sim, { project, pkg, supplier, linkMan, linkPhone, qualifyStatus: 0 })
    })
  }

  return [
    /**
     * Whether the caller may apply now: `{ allowed, applied, reason, qualifyStatus }`. A refusal is an
     * answer here, not an error: the screen shows the reason instead of the form.
     */
    http.get(
      `${P}/qualify/qualifyCheck`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = target(context, query(context))
        const apply = applicationOf(project.id, supplier.id)
        const qualifyStatus = apply ? applicationStatus(apply, project, now()).status : QUALIFY_APPLY_STATUS.none
        try {
          assertMayApplyNow(project, supplier)
          return ok({ allowed: 1, applied: apply ? 1 : 0, reason: null, qualifyStatus })
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          return ok({ allowed: 0, applied: apply ? 1 : 0, reason: error.msg, qualifyStatus })
        }
      }),
    ),

    /** The application file (multipart proId, supId?, file): checked like a bid file, kept as upload type 6; a new one replaces it. */
    http.post(
      `${P}/qualify/uploadPreQualifyFile`,
      userEndpoint(sim, async (context) => {
        const { field, singleFile } = await readMultipart(context.request)
        const { project, supplier } = target(context, { proId: field('proId') ?? '', supplierId: field('supId') ?? '' }, 'proId')
        const file = singleFile()
        assertMayApplyNow(project, supplier)
        assertBidFileAccepted(APPLICATION_FILE_RULES, file.name, file.size)
        const stored = storeUpload(sim, { project, packageId: '', supplierId: supplier.id, type: QUALIFY_FILE_TYPE, file, ip: clientIp(context.request), sha256: await uploadedSha256(sim, file) })
        sim.persist()
        return ok(toBidFile(stored), '上传成功')
      }),
    ),

    /**
     * The application: `{ projectId, packageIds | packageId, linkMan?, linkPhone?, fileId }` → the
     * sign-ups now under review. A failed application may be sent again while applications are taken.
     */
    http.post(
      `${P}/qualify/qualifyEntry`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const { project, supplier } = target(context, params)
        assertMayApplyNow(project, supplier)
        const all = packagesOf(sim, project.id)
        const ids = chosenPackageIds(params, all)
        if (ids.length === 0) throw new ApiError(400, '请选择申请的标段（包）')
        for (const id of ids) if (!all.some((pkg) => pkg.id === id)) throw new ApiError(400, '标段（包）不存在')
        const linkMan = (params.linkMan ?? '').trim() || supplier.contactName
        const linkPhone = (params.linkPhone ?? '').trim() || supplier.contactPhone
        assertContact(linkMan, linkPhone)
        const fileId = params.fileId?.trim()
        if (!fileId) throw new ApiError(400, '请上传资格预审申请文件')
        const file = sim.db.bidFile.findFirst({ where: { id: { equals: fileId } } })
        if (!file || file.type !== QUALIFY_FILE_TYPE || file.projectId !== project.id || file.supplierId !== supplier.id) {
          throw new ApiError(400, '资格预审申请文件不存在，请重新上传')
        }
        const application = {
          packageIds: ids, linkMan, linkPhone, fileId: file.id, fileName: file.fileName, status: QUALIFY_APPLY_STATUS.reviewing, reason: '',
          submitTime: formatDateTime(now()), reviewTime: '', decryptStatus: 0, decryptTime: '',
        }
        const existing = applicationOf(project.id, supplier.id)
        if (existing) sim.db.qualifyApply.update({ where: { id: { equals: existing.id } }, data: application })
        else sim.db.qualifyApply.create({ id: snowflakeId(now()), tenantId: project.tenantId, projectId: project.id, supplierId: supplier.id, supplierName: supplier.name, ...application })
        const entries = recordEntries(project, supplier, ids, linkMan, linkPhone)
        sim.persist()
        return ok(entries.map((entry) => toEntry(entry, packageNameOf(sim, entry.packageId))), '资格预审申请已提交')
      }),
    ),

    /** The caller's application to the project with its review, or null before it applied. */
    http.get(
      `${P}/qualify/queryInfoByProjectId`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = target(context, query(context))
        const apply = applicationOf(project.id, supplier.id)
        return ok(apply ? toApplication(apply, project, now()) : null)
      }),
    ),

    /** The caller's sign-ups in the project, with each package's qualification status. */
    http.get(
      `${P}/qualify/queryEntryByProjectId`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = target(context, query(context))
        return ok(entriesOf(sim, project.id, supplier.id).map((entry) => toEntry(entry, packageNameOf(sim, entry.packageId))))
      }),
    ),

    /** Decrypts the caller's encrypted application (`{ projectId, signData }`) inside its window; a repeat answers the same. */
    http.post(
      `${P}/qualify/entryDecrypt`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const { project, supplier } = target(context, params)
        if (!params.signData?.trim()) throw missingParameter('signData')
        const apply = applicationOf(project.id, supplier.id)
        assertDecryptable(project, apply, now())
        if (apply.decryptStatus === 1) return ok(toApplication(apply, project, now()), '已解密，无需重复解密')
        const decrypted = sim.db.qualifyApply.update({ where: { id: { equals: apply.id } }, data: { decryptStatus: 1, decryptTime: formatDateTime(now()) } })!
        sim.persist()
        return ok(toApplication(decrypted, project, now()), '解密成功')
      }),
    ),

    /** The project's packages with the caller's qualification status in each (-1 not applied). */
    http.get(
      `${P}/project/qualify/querySupQualifyProjectPacks`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = target(context, query(context))
        assertQualifyProject(project)
        const entries = entriesOf(sim, project.id, supplier.id).filter((entry) => entry.status === 1)
        const apply = applicationOf(project.id, supplier.id)
        const derived = apply ? applicationStatus(apply, project, now()).status : null
        return ok(
          packagesOf(sim, project.id).map((pkg) => {
            const entry = entries.find((candidate) => candidate.packageId === pkg.id)
            return {
              id: pkg.id,
              projectId: pkg.projectId,
              packageCode: pkg.packageCode,
              packageName: pkg.packageName,
              budget: pkg.budget,
              qualifyStatus: entry ? (derived ?? entry.qualifyStatus) : QUALIFY_APPLY_STATUS.none,
            }
          }),
        )
      }),
    ),

    /** The project's prequalification settings: the application window, encryption and its decryption window. */
    http.get(
      `${P}/project/qualify/queryInfoByProjectId`,
      userEndpoint(sim, (context) => {
        const { project } = target(context, query(context))
        const phase = applyPhase(project, now())
        const encrypted = qualifyEncrypted(project)
        const window = decryptWindow(project)
        return ok({
          projectId: project.id,
          projectCode: project.projectCode,
          projectName: project.projectName,
          purchaserName: project.purchaserName,
          qualifyFlag: project.qualifyFlag,
          applyStartTime: project.entryStartTime,
          applyEndTime: project.entryEndTime,
          applyStatus: phase,
          applyStatusName: PHASE_NAMES[phase],
          encrypted: encrypted ? 1 : 0,
          decryptStartTime: encrypted ? formatDateTime(window.start) : null,
          decryptEndTime: encrypted ? formatDateTime(window.end) : null,
          fileTypes: [...APPLICATION_FILE_RULES.fileTypes],
          maxFileSizeMb: APPLICATION_FILE_RULES.maxFileSizeMb,
        })
      }),
    ),

    /** The caller's uploaded application file of the project (the latest), or null. */
    http.get(
      `${P}/project/qualify/backPreQualifyFile`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = target(context, query(context))
        const file = latestUpload(sim, project.id, supplier.id, QUALIFY_FILE_TYPE)
        return ok(file ? toBidFile(file) : null)
      }),
    ),
  ]
}
