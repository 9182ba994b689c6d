import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { BidFileRecord, PackageRecord, ProjectRecord } from '../../../fixtures/tender-types'
import { ApiError, clientIp, missingParameter, ok, readMultipart, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { feeOrdersOf } from '../../money'
import {
  callerSupplier, chosenPackageIds, entriesOf, findProject, invitationOf, packageNameOf, packagesOf, readTenderParams, required, requireProject,
} from '../tender-access'
import { createEntry, latestUpload, storeUpload } from '../tender-records'
import { uploadedSha256 } from '../upload-hash'
import {
  assertApproved, assertBidFileAccepted, assertUploadPaid, assertContact, assertInvitationAccepted, assertQuoteOpen, assertSignUpOpen, assertUploadOpen,
} from '../tender-rules'
import { toBidFile, toEntry, toQuote } from '../tender-views'
import { UPLOAD_TYPE } from '@/services/schemas/bid-project'

const P = '*/api/bid-project'

/** Upload types besides the bid file (1): a tender file and the signed contract (decision 021). */
const TENDER_FILE_TYPE = UPLOAD_TYPE.tenderFile
const CONTRACT_FILE_TYPE = UPLOAD_TYPE.contract

/** Distinct other suppliers whose bid files (of one project) came from `ip`. */
const othersFromIp = (files: readonly BidFileRecord[], supplierId: string, ip: string) =>
  new Set(files.filter((file) => file.uploaderIp === ip && file.supplierId !== supplierId).map((file) => file.supplierId)).size

export function bidProjectEntryHandlers(sim: Simulator) {
  const now = () => sim.clock.now()

  const packageOf = (project: ProjectRecord, packageId: string): PackageRecord => {
    const pkg = packagesOf(sim, project.id).find((candidate) => candidate.id === packageId)
    if (!pkg) throw new ApiError(400, '标段（包）不存在')
    return pkg
  }
  const effectiveEntry = (project: ProjectRecord, packageId: string, supplierId: string) =>
    entriesOf(sim, project.id, supplierId).find((entry) => entry.packageId === packageId && entry.status === 1)

  /** An action's request: its parameters, the project (which must exist) and the caller's supplier. */
  const projectAction = async (context: UserContext) => {
    const params = await readTenderParams(context.request)
    const project = requireProject(sim, context, required(params, 'projectId'))
    return { params, project, supplier: callerSupplier(sim, context, params.supplierId) }
  }

  /** A read of the caller's own records in a project: the project (null when unknown) and the caller's supplier. */
  const ownRecords = (context: UserContext, supplierParam = (params: Record<string, string>) => params.supplierId) => {
    const params = Object.fromEntries(context.url.searchParams)
    const project = findProject(sim, context, required(params, 'projectId'))
    return { params, project, supplier: callerSupplier(sim, context, supplierParam(params)) }
  }

  /** Sign-up for one or more packages of an ordinary project (prequalification applies through qualify/qualifyEntry). */
  const signUp = () =>
    userEndpoint(sim, async (context) => {
      const { params, project, supplier } = await projectAction(context)
      if (project.tenantId !== supplier.tenantId) throw new ApiError(400, '无权访问该项目')
      assertApproved(supplier.reviewStatus)
      if (project.qualifyFlag === 1) throw new ApiError(400, '该项目为资格预审项目，请提交资格预审申请')
      assertSignUpOpen(project, now())
      assertInvitationAccepted(project, invitationOf(sim, project.id, supplier.id), now())
      const ids = chosenPackageIds(params, packagesOf(sim, project.id))
      if (ids.length === 0) throw missingParameter('packageIds')
      const packages = ids.map((id) => packageOf(project, id))
      for (const pkg of packages) {
        if (effectiveEntry(project, pkg.id, supplier.id)) throw new ApiError(400, `您已报名${pkg.packageName}，请勿重复报名`)
      }
      const created = packages.map((pkg) =>
        createEntry(sim, { project, pkg, supplier, linkMan: params.linkMan || supplier.contactName, linkPhone: params.linkPhone || supplier.contactPhone, qualifyStatus: -1 }),
      )
      sim.persist()
      return ok(created.map((entry) => toEntry(entry, packageNameOf(sim, entry.packageId))))
    })

  /** The caller's sign-ups in a project (every package, any status). */
  const ownEntries = (supplierParam: (params: Record<string, string>) => string | undefined) =>
    userEndpoint(sim, (context) => {
      const { project, supplier } = ownRecords(context, supplierParam)
      const entries = project ? entriesOf(sim, project.id, supplier.id) : []
      return ok(entries.sort((a, b) => a.entryTime.localeCompare(b.entryTime)).map((entry) => toEntry(entry, packageNameOf(sim, entry.packageId))))
    })

  const bidFilesOf = (projectId: string) => sim.db.bidFile.findMany({ where: { projectId: { equals: projectId } } })

  /** A contract's or tender file's upload: its fields and its one file, then the project (which must exist) and the caller's supplier. */
  const readUpload = async (context: UserContext) => {
    const { field, singleFile } = await readMultipart(context.request)
    const file = singleFile()
    const project = requireProject(sim, context, required({ proId: field('proId') }, 'proId'))
    return { field, file, project, supplier: callerSupplier(sim, context, field('supId')) }
  }

  return [
    /** Sign-up (path designed: spec 001 shows no plain entry call, only qualify/qualifyEntry). */
    http.post(`${P}/entry/saveEntry`, signUp()),
    // qualify/qualifyEntry, the application with its file, is in bid-project-qualify.ts (decision 019).
    http.get(`${P}/entry/queryEntryByProjectIdSupplier`, ownEntries((params) => params.supplierId)),
    http.get(`${P}/entry/queryEntryByProjectId`, ownEntries(() => undefined)),

    /** How many effective sign-ups the project (or one package) has. */
    http.get(
      `${P}/entry/queryEffectiveEntryCount`,
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const project = requireProject(sim, context, required(params, 'projectId'))
        const count = sim.db.entry.count({
          where: { projectId: { equals: project.id }, status: { equals: 1 }, ...(params.packageId ? { packageId: { equals: params.packageId } } : {}) },
        })
        return ok(count)
      }),
    ),

    /** The caller's latest quote for a package, or null. */
    http.get(
      `${P}/quote/queryLastQuote`,
      userEndpoint(sim, (context) => {
        const { params, project, supplier } = ownRecords(context)
        const packageId = required(params, 'packageId')
        const last = project
          ? sim.db.quote
              .findMany({ where: { projectId: { equals: project.id }, packageId: { equals: packageId }, supplierId: { equals: supplier.id } } })
              .sort((a, b) => b.round - a.round)[0]
          : undefined
        return ok(last ? toQuote(last) : null)
      }),
    ),

    /** A quote for a signed-up package, before the bid deadline; each one is a new round. */
    http.post(
      `${P}/entry/tenderQuote`,
      userEndpoint(sim, async (context) => {
        const { params, project, supplier } = await projectAction(context)
        const pkg = packageOf(project, required(params, 'packageId'))
        assertQuoteOpen(project, now())
        if (!effectiveEntry(project, pkg.id, supplier.id)) throw new ApiError(400, '未报名该标段，不能报价')
        const amount = Number(required(params, 'amount'))
        if (!Number.isFinite(amount) || amount <= 0) throw new ApiError(400, '报价金额必须大于0')
        const rounds = sim.db.quote.findMany({ where: { packageId: { equals: pkg.id }, supplierId: { equals: supplier.id } } }).map((quote) => quote.round)
        const quote = sim.db.quote.create({
          id: snowflakeId(now()),
          tenantId: project.tenantId,
          projectId: project.id,
          packageId: pkg.id,
          supplierId: supplier.id,
          amount: Math.round(amount * 100) / 100,
          round: Math.max(0, ...rounds) + 1,
          quoteTime: formatDateTime(now()),
        })
        sim.persist()
        return ok(toQuote(quote))
      }),
    ),

    /**
     * Changes the contact person of one of the caller's own effective sign-ups (`id` = the entry).
     * Name and mobile are checked as the sign-up form checks them (decision 018).
     */
    http.post(
      `${P}/entry/updateEntryLinkMan`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const entry = sim.db.entry.findFirst({ where: { id: { equals: required(params, 'id') } } })
        if (!entry || entry.tenantId !== context.session.tenantId) throw new ApiError(400, '报名记录不存在')
        if (entry.supplierId !== supplier.id) throw new ApiError(400, '无权修改该报名记录')
        if (entry.status !== 1) throw new ApiError(400, '该报名已撤销，不能修改联系人')
        const project = requireProject(sim, context, entry.projectId)
        if (project.outcome) throw new ApiError(400, '项目已结束，不能修改联系人')
        const linkMan = (params.linkMan ?? '').trim()
        const linkPhone = (params.linkPhone ?? '').trim()
        if (!linkMan) throw new ApiError(400, '请输入联系人姓名')
        assertContact(linkMan, linkPhone)
        const updated = sim.db.entry.update({ where: { id: { equals: entry.id } }, data: { linkMan, linkPhone } })!
        sim.persist()
        return ok(toEntry(updated, packageNameOf(sim, updated.packageId)))
      }),
    ),

    /**
     * The collusion check (path designed: spec 001 does not show it): how many other suppliers
     * uploaded bid files to the project from `ip`. `type` 2 (the default) is the address check.
     */
    http.post(
      `${P}/entry/illegal/checkCollusion`,
      userEndpoint(sim, async (context) => {
        const { params, project, supplier } = await projectAction(context)
        const ip = params.ip?.trim() || clientIp(context.request)
        return ok(othersFromIp(bidFilesOf(project.id), supplier.id, ip))
      }),
    ),

    /** What the caller's uploads share with other bidders: the address and how many, never who. */
    http.post(
      `${P}/entry/illegal/queryDistInfo`,
      userEndpoint(sim, async (context) => {
        const { project, supplier } = await projectAction(context)
        const files = bidFilesOf(project.id)
        const ips = new Set(files.filter((file) => file.supplierId === supplier.id).map((file) => file.uploaderIp))
        const matches = [...ips].map((ip) => ({ matchType: 'ip', matchValue: ip, count: othersFromIp(files, supplier.id, ip) })).filter((match) => match.count > 0)
        return ok(matches)
      }),
    ),

    /** The bid-file upload (multipart: proId, pacId, supId, type, file); replaces an earlier file of the same type. */
    http.post(
      `${P}/entry/uploadBidFile`,
      userEndpoint(sim, async (context) => {
        const { field, singleFile } = await readMultipart(context.request)
        const project = requireProject(sim, context, required({ proId: field('proId') }, 'proId'))
        const supplier = callerSupplier(sim, context, field('supId'))
        const pkg = packageOf(project, required({ pacId: field('pacId') }, 'pacId'))
        const file = singleFile()
        assertUploadOpen(project, now())
        const entry = effectiveEntry(project, pkg.id, supplier.id)
        if (!entry) throw new ApiError(400, '未报名该标段，不能上传投标文件')
        assertUploadPaid(entry, pkg, feeOrdersOf(sim, project.id, supplier.id))
        assertBidFileAccepted(pkg, file.name, file.size)
        const type = Number(field('type') ?? 1) || 1
        const stored = storeUpload(sim, { project, packageId: pkg.id, supplierId: supplier.id, type, file, ip: field('ip') || clientIp(context.request), sha256: await uploadedSha256(sim, file) })
        if (type === 1) sim.db.entry.update({ where: { id: { equals: entry.id } }, data: { bidStatus: 1 } })
        sim.persist()
        return ok(toBidFile(stored), '上传成功')
      }),
    ),

    /** The caller's uploaded files of a project (or one package), newest first; `type` 1 (bid files) unless given. */
    http.get(
      `${P}/entry/backBidFile`,
      userEndpoint(sim, (context) => {
        const { params, project, supplier } = ownRecords(context)
        const type = Number(params.type) || 1
        const files = project
          ? bidFilesOf(project.id).filter((file) => file.supplierId === supplier.id && file.type === type && (!params.packageId || file.packageId === params.packageId))
          : []
        return ok(files.sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || b.id.localeCompare(a.id)).map(toBidFile))
      }),
    ),

    /** The receipt of one of the caller's uploaded files (`id`; decision 017): where it belongs and the address it came from. */
    http.get(
      `${P}/entry/querySupplierTenderBack`,
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const file = sim.db.bidFile.findFirst({ where: { id: { equals: required(params, 'id') } } })
        if (!file || file.tenantId !== context.session.tenantId) return ok(null)
        if (file.supplierId !== supplier.id) throw new ApiError(400, '无权查看该文件')
        const project = findProject(sim, context, file.projectId)
        return ok({
          ...toBidFile(file),
          projectName: project?.projectName ?? '',
          projectCode: project?.projectCode ?? '',
          packageName: packageNameOf(sim, file.packageId),
          uploaderIp: file.uploaderIp,
        })
      }),
    ),

    /**
     * The awarded supplier's signed contract (multipart proId, pacId?, supId?, file; decision 021),
     * only once the project is awarded to the caller; a new upload replaces the last.
     */
    http.post(
      `${P}/entry/uploadContract`,
      userEndpoint(sim, async (context) => {
        const { field, file, project, supplier } = await readUpload(context)
        const packageId = field('pacId') ? packageOf(project, field('pacId')!).id : ''
        if (project.outcome !== 'awarded') throw new ApiError(400, '项目尚未定标，不能上传合同')
        if (project.winnerSupplierId !== supplier.id) throw new ApiError(400, '仅中标供应商可以上传合同')
        if (file.size <= 0) throw new ApiError(400, '上传的文件为空')
        const stored = storeUpload(sim, { project, packageId, supplierId: supplier.id, type: CONTRACT_FILE_TYPE, file, ip: field('ip') || clientIp(context.request), sha256: await uploadedSha256(sim, file) })
        sim.persist()
        return ok(toBidFile(stored), '上传成功')
      }),
    ),

    /** The caller's uploaded contract of a project (the latest), or null. */
    http.get(
      `${P}/entry/backContract`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = ownRecords(context)
        const contract = project ? latestUpload(sim, project.id, supplier.id, CONTRACT_FILE_TYPE) : undefined
        return ok(contract ? toBidFile(contract) : null)
      }),
    ),

    /**
     * A tender file (the unencrypted response file of kinds opened offline; multipart proId, pacId,
     * supId, type?, file) for a signed-up package while bid files are taken, checked like a bid file.
     */
    http.post(
      `${P}/entry/uploadTenderFile`,
      userEndpoint(sim, async (context) => {
        const { field, file, project, supplier } = await readUpload(context)
        const pkg = packageOf(project, required({ pacId: field('pacId') }, 'pacId'))
        assertUploadOpen(project, now())
        const entry = effectiveEntry(project, pkg.id, supplier.id)
        if (!entry) throw new ApiError(400, '未报名该标段，不能上传投标文件')
        assertUploadPaid(entry, pkg, feeOrdersOf(sim, project.id, supplier.id))
        assertBidFileAccepted(pkg, file.name, file.size)
        const type = Number(field('type')) || TENDER_FILE_TYPE
        const stored = storeUpload(sim, { project, packageId: pkg.id, supplierId: supplier.id, type, file, ip: field('ip') || clientIp(context.request), sha256: await uploadedSha256(sim, file) })
        sim.persist()
        return ok(toBidFile(stored), '上传成功')
      }),
    ),

    /** The contact of the caller's sign-up (of `packageId`, else its latest in the project), or null. */
    http.get(
      `${P}/entry/queryEntryLinkName`,
      userEndpoint(sim, (context) => {
        const { params, project, supplier } = ownRecords(context)
        const entry = project
          ? entriesOf(sim, project.id, supplier.id)
              .filter((candidate) => candidate.status === 1 && (!params.packageId || candidate.packageId === params.packageId))
              .sort((a, b) => b.entryTime.localeCompare(a.entryTime))[0]
          : undefined
        return ok(entry ? { entryId: entry.id, packageId: entry.packageId, linkMan: entry.linkMan, linkPhone: entry.linkPhone } : null)
      }),
    ),
  ]
}
