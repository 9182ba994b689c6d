import { http } from 'msw'
import type { Authenticity, Guarantee, ProjectSpecimen, SpecimenApplication } from '@/services/schemas/bid-specimen'
import { AUTHENTIC_KIND, AUTHENTIC_RESULT, AUTHENTIC_RESULT_NAMES, DELIVERY_WAY_NAMES, GUARANTEE_STATUS, GUARANTEE_STATUS_NAMES, SPECIMEN_STATUS, SPECIMEN_STATUS_NAMES } from '@/services/schemas/bid-specimen'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { GuaranteeRecord, ProjectSpecimenRecord, SpecimenApplyRecord } from '../specimen-models'
import { ApiError, missingParameter, ok, page, paging, readParams, userEndpoint, type UserContext } from '../../http'
import { assertMobile } from '../../sms'
import type { Simulator } from '../../state'
import { at } from '../../tender'

const P = '*/api/bid-project'
export const NOT_BID = '您未参与该项目（标包）的投标，不能申请样品'
export const PAST_DEADLINE = '该标包的样品递交截止时间已过，不能再申请'
const DATE = /^\d{4}-\d{2}-\d{2}$/

type Params = Record<string, string | undefined>

function text(params: Params, name: string, label: string, max: number, required: boolean): string {
  const value = (params[name] ?? '').trim()
  if (!value && required) throw new ApiError(400, `${label}不能为空`)
  if ([...value].length > max) throw new ApiError(400, `${label}不能超过${max}个字`)
  return value
}

/** A letter lapses at the end of its last valid day (Beijing time), unless revoked before. */
const guaranteeStatus = (record: GuaranteeRecord, now: number) =>
  record.revokeTime ? GUARANTEE_STATUS.revoked : now > at(`${record.validTo} 23:59:59`) ? GUARANTEE_STATUS.expired : GUARANTEE_STATUS.valid

/**
 * What a supplier has to act on soonest leads: deadlines still ahead by the server clock, soonest
 * first, then those passed, the most recent first (the oldest matter least).
 */
const nearestDeadlineFirst = (now: number) => (a: ProjectSpecimenRecord, b: ProjectSpecimenRecord) => {
  const aOpen = at(a.deadline) > now
  const bOpen = at(b.deadline) > now
  if (aOpen !== bOpen) return aOpen ? -1 : 1
  const byDeadline = aOpen ? a.deadline.localeCompare(b.deadline) : b.deadline.localeCompare(a.deadline)
  return byDeadline || a.id.localeCompare(b.id)
}

/**
 * Specimens and electronic guarantee letters (paths designed: decision 045). A supplier sees its
 * own; an application names a package it bid on (an effective sign-up); a number is checked for
 * authenticity within the tenant.
 */
export function bidSpecimenHandlers(sim: Simulator) {
  const db = sim.db
  const ownSupplier = ({ user }: UserContext, supplierId: string | undefined): string => {
    if (!user.supplierId) throw new ApiError(400, '未找到该账号的供应商信息')
    if (supplierId && supplierId !== user.supplierId) throw new ApiError(400, '无权访问该供应商')
    return user.supplierId
  }
  const projectOf = (id: string) => db.project.findFirst({ where: { id: { equals: id } } })
  const packageOf = (id: string) => db.package.findFirst({ where: { id: { equals: id } } })
  const effectiveEntries = (supplierId: string) => db.entry.findMany({ where: { supplierId: { equals: supplierId }, status: { equals: 1 } } })
  const nameMatches = (projectId: string, name: string | undefined) => {
    const wanted = name?.trim()
    if (!wanted) return true
    const project = projectOf(projectId)
    return Boolean(project && (project.projectName.includes(wanted) || project.projectCode.includes(wanted)))
  }
  const projectFacts = (projectId: string, packageId: string) => {
    const project = projectOf(projectId)
    return { projectId, projectCode: project?.projectCode ?? '', projectName: project?.projectName ?? '', packageId, packageName: packageOf(packageId)?.packageName ?? '' }
  }
  const toApplication = (record: SpecimenApplyRecord): SpecimenApplication => ({
    id: record.id, specimenNo: record.specimenNo || null, ...projectFacts(record.projectId, record.packageId), specimenName: record.specimenName, quantity: record.quantity,
    deliveryWay: record.deliveryWay, contactName: record.contactName, contactPhone: record.contactPhone, expectedDate: record.expectedDate, remark: record.remark,
    status: record.status, statusName: SPECIMEN_STATUS_NAMES[record.status]!, rejectReason: record.rejectReason || null, applyTime: record.applyTime, reviewTime: record.reviewTime || null,
  })
  const applicationsOf = (supplierId: string) => db.specimenApply.findMany({ where: { supplierId: { equals: supplierId } } })
  const toProjectSpecimen = (record: ProjectSpecimenRecord, supplierId: string): ProjectSpecimen => {
    const mine = applicationsOf(supplierId).filter((app) => app.packageId === record.packageId && app.specimenName === record.specimenName)
    const latest = [...mine].sort((a, b) => b.applyTime.localeCompare(a.applyTime) || b.id.localeCompare(a.id))[0]
    const delivered = mine.filter((app) => app.status === SPECIMEN_STATUS.approved || app.status === SPECIMEN_STATUS.returned)
    const { projectCode, projectName, packageName } = projectFacts(record.projectId, record.packageId)
    return {
      id: record.id, projectId: record.projectId, projectCode, projectName, packageId: record.packageId, packageName, specimenName: record.specimenName, quantity: record.quantity,
      requirement: record.requirement || null, deadline: record.deadline, submittedQuantity: delivered.reduce((sum, app) => sum + app.quantity, 0), applicationStatus: latest?.status ?? null,
    }
  }
  const toGuarantee = (record: GuaranteeRecord, now: number): Guarantee => {
    const status = guaranteeStatus(record, now)
    const { projectCode, projectName } = projectFacts(record.projectId, '')
    return {
      id: record.id, guaranteeNo: record.guaranteeNo, projectId: record.projectId, projectCode, projectName, beneficiary: record.beneficiary, amount: record.amountFen / 100,
      issuer: record.issuer, validFrom: record.validFrom, validTo: record.validTo, status, statusName: GUARANTEE_STATUS_NAMES[status]!, fileName: record.fileName,
      fileUrl: record.fileUrl, issueTime: record.issueTime,
    }
  }
  /**
   * A package's 递交截止时间: the latest deadline of the specimens it asks for in the tenant (one, as
   * seeded), so an application naming any of them is taken until the last; null when it asks for none.
   */
  const specimenDeadline = (tenantId: string, packageId: string): string | null =>
    db.projectSpecimen
      .findMany({ where: { tenantId: { equals: tenantId }, packageId: { equals: packageId } } })
      .map((record) => record.deadline)
      .sort()
      .at(-1) ?? null
  const newestFirst = <R extends { id: string }>(time: (record: R) => string) => (a: R, b: R) => time(b).localeCompare(time(a)) || b.id.localeCompare(a.id)
  const supplierName = (supplierId: string) => db.supplier.findFirst({ where: { id: { equals: supplierId } } })?.name ?? ''

  return [
    /** `{ curr, size, supplierId, projectName?, status? }`: the supplier's applications, newest first. */
    http.post(
      `${P}/specimen/querySupplierSpecimenPage`,
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplier(context, params.supplierId)
        const status = params.status === undefined || params.status === '' ? undefined : Number(params.status)
        const rows = applicationsOf(supplierId)
          .filter((record) => nameMatches(record.projectId, params.projectName) && (status === undefined || record.status === status))
          .sort(newestFirst((record) => record.applyTime))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map(toApplication) })
      }),
    ),

    /** The projects and packages the supplier holds an effective sign-up in, newest sign-up first. */
    http.get(
      `${P}/specimen/queryBidProjects`,
      userEndpoint(sim, (context) => {
        const supplierId = ownSupplier(context, context.url.searchParams.get('supplierId') ?? undefined)
        const byProject = new Map<string, { projectId: string; projectCode: string; projectName: string; packages: Array<{ packageId: string; packageName: string; specimenDeadline: string | null }> }>()
        for (const entry of effectiveEntries(supplierId).sort(newestFirst((record) => record.entryTime))) {
          const facts = projectFacts(entry.projectId, entry.packageId)
          const row = byProject.get(entry.projectId) ?? { projectId: entry.projectId, projectCode: facts.projectCode, projectName: facts.projectName, packages: [] }
          row.packages.push({ packageId: entry.packageId, packageName: facts.packageName, specimenDeadline: specimenDeadline(entry.tenantId, entry.packageId) })
          byProject.set(entry.projectId, row)
        }
        return ok([...byProject.values()])
      }),
    ),

    /** A specimen application: checked field by field, only for a package the supplier bid on, and before its specimens' deadline. */
    http.post(
      `${P}/specimen/saveSpecimenApply`,
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplier(context, params.supplierId)
        if (!params.projectId) throw missingParameter('projectId')
        if (!params.packageId) throw missingParameter('packageId')
        const specimenName = text(params, 'specimenName', '样品名称', 50, true)
        const quantity = Number(params.quantity)
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) throw new ApiError(400, '样品数量应为1至999的整数')
        const deliveryWay = Number(params.deliveryWay)
        if (!Object.hasOwn(DELIVERY_WAY_NAMES, deliveryWay)) throw new ApiError(400, '请选择递交方式')
        const contactName = text(params, 'contactName', '联系人', 20, true)
        const contactPhone = assertMobile(params.contactPhone)
        const expectedDate = (params.expectedDate ?? '').trim()
        const now = sim.clock.now()
        if (!DATE.test(expectedDate) || Number.isNaN(at(`${expectedDate} 00:00:00`))) throw new ApiError(400, '预计递交日期格式不正确')
        if (expectedDate < formatDateTime(now).slice(0, 10)) throw new ApiError(400, '预计递交日期不能早于今天')
        const remark = text(params, 'remark', '备注', 200, false)
        const entry = effectiveEntries(supplierId).find((candidate) => candidate.projectId === params.projectId && candidate.packageId === params.packageId)
        if (!entry || entry.tenantId !== context.session.tenantId) throw new ApiError(400, NOT_BID)
        // By the server's clock (Beijing time): from the deadline on, the buyer takes no more specimens.
        const deadline = specimenDeadline(entry.tenantId, entry.packageId)
        if (deadline && now >= at(deadline)) throw new ApiError(400, PAST_DEADLINE)
        const record = db.specimenApply.create({
          id: snowflakeId(now), tenantId: entry.tenantId, supplierId, projectId: entry.projectId, packageId: entry.packageId, specimenNo: '', specimenName, quantity, deliveryWay,
          contactName, contactPhone, expectedDate, remark, status: SPECIMEN_STATUS.pending, rejectReason: '', applyTime: formatDateTime(now), reviewTime: '',
        })
        sim.persist()
        return ok(toApplication(record))
      }),
    ),

    /** `{ curr, size, supplierId, projectName? }`: what the packages I bid on ask for, nearest deadline first (open ones, then passed). */
    http.post(
      `${P}/specimen/queryProjectSpecimenPage`,
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplier(context, params.supplierId)
        const packages = new Set(effectiveEntries(supplierId).map((entry) => entry.packageId))
        const rows = db.projectSpecimen
          .findMany({ where: { tenantId: { equals: context.session.tenantId } } })
          .filter((record) => packages.has(record.packageId) && nameMatches(record.projectId, params.projectName))
          .sort(nearestDeadlineFirst(sim.clock.now()))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map((record) => toProjectSpecimen(record, supplierId)) })
      }),
    ),

    /** `{ curr, size, supplierId, projectName?, status? }`: the supplier's guarantee letters, newest first; status by the server clock. */
    http.post(
      `${P}/guarantee/querySupplierGuaranteePage`,
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplier(context, params.supplierId)
        const now = sim.clock.now()
        const status = params.status === undefined || params.status === '' ? undefined : Number(params.status)
        const rows = db.guarantee
          .findMany({ where: { supplierId: { equals: supplierId } } })
          .filter((record) => nameMatches(record.projectId, params.projectName) && (status === undefined || guaranteeStatus(record, now) === status))
          .sort(newestFirst((record) => record.issueTime))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map((record) => toGuarantee(record, now)) })
      }),
    ),

    /** `?number=`: a specimen's or guarantee letter's number in the caller's tenant, genuine or revoked; unknown → null. */
    http.get(
      `${P}/authenticity/query`,
      userEndpoint(sim, (context) => {
        const number = (context.url.searchParams.get('number') ?? '').trim()
        if (!number) throw new ApiError(400, '请输入样品编号或保函编号')
        const tenantId = context.session.tenantId
        const specimen = db.specimenApply.findFirst({ where: { tenantId: { equals: tenantId }, specimenNo: { equals: number } } })
        if (specimen) {
          const answer: Authenticity = {
            kind: AUTHENTIC_KIND.specimen, number, result: AUTHENTIC_RESULT.genuine, resultName: AUTHENTIC_RESULT_NAMES[AUTHENTIC_RESULT.genuine]!,
            projectName: projectFacts(specimen.projectId, '').projectName, supplierName: supplierName(specimen.supplierId), subject: specimen.specimenName,
            amount: null, validFrom: null, validTo: null, issueTime: specimen.reviewTime, revokeTime: null,
          }
          return ok(answer)
        }
        const letter = db.guarantee.findFirst({ where: { tenantId: { equals: tenantId }, guaranteeNo: { equals: number } } })
        if (!letter) return ok(null)
        const result = letter.revokeTime ? AUTHENTIC_RESULT.revoked : AUTHENTIC_RESULT.genuine
        const answer: Authenticity = {
          kind: AUTHENTIC_KIND.guarantee, number, result, resultName: AUTHENTIC_RESULT_NAMES[result]!, projectName: projectFacts(letter.projectId, '').projectName,
          supplierName: supplierName(letter.supplierId), subject: letter.issuer, amount: letter.amountFen / 100, validFrom: letter.validFrom, validTo: letter.validTo,
          issueTime: letter.issueTime, revokeTime: letter.revokeTime || null,
        }
        return ok(answer)
      }),
    ),
  ]
}
