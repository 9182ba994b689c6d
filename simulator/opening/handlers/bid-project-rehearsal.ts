import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { BidFileRecord, ProjectRecord } from '../../../fixtures/tender-types'
import type { SupplierRecord } from '../../../fixtures/types'
import { HALL_NODE, HALL_NODE_NAMES } from '@/services/schemas/bid-project'
import { lastBoundSerial, verifyRecordSignature } from '../../ca'
import { assertDecryptsWith, assertNetBid, presentedCertificate } from '../hall'
import { toHallProgress, toNodeRow, type HallSteps } from '../hall-views'
import { ApiError, ok, userEndpoint, type UserContext } from '../../http'
import { recordLanguage, renderRecord, sha256Hex, signedRecord, type RecordLanguage } from '../opening-record'
import {
  assertRehearsalDecrypt, assertRehearsalOpening, assertRehearsalSigning, assertRehearsalWindow, PRACTICE_BID_NAME, REHEARSAL_DECRYPT_MINUTES, rehearsalDecryptEnd,
  rehearsalDecryption, rehearsalNode, rehearsalSpans,
} from '../rehearsal'
import type { RehearsalRecord } from '../rehearsal-record'
import type { Simulator } from '../../state'
import { at, callerSupplier, entriesOf, packageNameOf, packagesOf, readTenderParams, required, requireProject } from '../../tender'
import { pdfFile, rehearsalRecordFile } from './record-file'

const P = '*/api/bid-project/entry/rehearsal'

/**
 * The practice hall (模拟开标, decision 028): the real hall's calls under their own path family,
 * answering the same shapes, on a table of their own (`rehearsal`), so nothing done here can reach
 * the real hall's progress. `start` opens (or starts over) the caller's practice in a project.
 */
export function bidProjectRehearsalHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const stamp = () => formatDateTime(now())
  const rehearsalOf = (projectId: string, supplierId: string): RehearsalRecord | null =>
    sim.db.rehearsal.findFirst({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })

  /** The project (opened online, the caller tenant's), the caller's supplier and its effective sign-ups: only they may rehearse. */
  const eligible = (context: UserContext, params: Record<string, string>) => {
    const project = requireProject(sim, context, required(params, 'projectId'))
    const supplier = callerSupplier(sim, context, params.supplierId ?? params.supId)
    assertNetBid(project)
    const entered = new Set(entriesOf(sim, project.id, supplier.id).filter((entry) => entry.status === 1).map((entry) => entry.packageId))
    const packageId = packagesOf(sim, project.id).find((pkg) => entered.has(pkg.id))?.id
    if (!packageId) throw new ApiError(400, '您未报名该项目，不能模拟开标')
    return { project, supplier, packageId }
  }

  const started = (context: UserContext, params: Record<string, string>) => {
    const { project, supplier } = eligible(context, params)
    const rehearsal = rehearsalOf(project.id, supplier.id)
    if (!rehearsal) throw new ApiError(400, '请先开始模拟开标')
    return { project, supplier, rehearsal }
  }

  /** The one practice bid: filed under the first package signed up for, encrypted for `certSerial`. */
  const practiceBid = (rehearsal: RehearsalRecord): BidFileRecord => ({
    id: rehearsal.id, tenantId: rehearsal.tenantId, projectId: rehearsal.projectId, packageId: rehearsal.packageId, supplierId: rehearsal.supplierId, type: 1,
    fileName: PRACTICE_BID_NAME, fileSize: 0, contentType: '', uploaderIp: '', uploadTime: rehearsal.startTime, link: '', certSerial: rehearsal.certSerial,
  })

  const toProgress = (supplier: SupplierRecord, rehearsal: RehearsalRecord, time: number) =>
    toHallProgress(rehearsal.projectId, supplier, rehearsal, rehearsalDecryption(rehearsal, time), [
      { packageId: rehearsal.packageId, packageName: packageNameOf(sim, rehearsal.packageId), fileName: PRACTICE_BID_NAME },
    ])

  /** eleBidNodes' shape, for the practice hall: one bidder, nodes moved on by the supplier's steps. */
  const toNodes = (project: ProjectRecord, supplier: SupplierRecord, rehearsal: RehearsalRecord, time: number) => {
    const spans = rehearsalSpans(rehearsal, time)
    const current = rehearsalNode(rehearsal, time)
    const startOf = (node: number) => spans.find((span) => span.node === node)!.start
    const decryptStart = startOf(HALL_NODE.decrypting)
    return {
      projectId: project.id,
      projectCode: project.projectCode,
      projectName: project.projectName,
      rehearsal: 1,
      hallStatus: 0,
      reason: null,
      openTime: formatDateTime(startOf(HALL_NODE.opening)),
      originalOpenTime: null,
      checkInStartTime: rehearsal.startTime,
      decryptStartTime: formatDateTime(decryptStart),
      decryptEndTime: formatDateTime(rehearsalDecryptEnd(rehearsal) ?? decryptStart + REHEARSAL_DECRYPT_MINUTES * 60_000),
      decryptMinutes: REHEARSAL_DECRYPT_MINUTES,
      currentNode: current,
      currentNodeName: HALL_NODE_NAMES[current],
      serverTime: formatDateTime(time),
      bidderCount: 1,
      nodes: spans.map((span, index) => toNodeRow(span.node, span.start, span.end, span.status, index)),
      progress: toProgress(supplier, rehearsal, time),
      recordFile: rehearsal.decryptTime ? rehearsalRecordFile(project, rehearsal) : null,
    }
  }

  /** The practice record: drawn up when the practice bid was decrypted, the one bid read out. */
  const recordOf = async (project: ProjectRecord, supplier: SupplierRecord, rehearsal: RehearsalRecord, language: RecordLanguage) => {
    if (!rehearsal.decryptTime) throw new ApiError(400, '开标记录尚未生成，解密完成后方可查看')
    const file = rehearsalRecordFile(project, rehearsal)
    const pkg = packagesOf(sim, project.id).find((candidate) => candidate.id === rehearsal.packageId)
    const decryptStart = at(rehearsal.fileSureTime)
    const bytes = await renderRecord({
      title: file.fileName.replace(/\.pdf$/, ''),
      projectCode: project.projectCode,
      projectName: project.projectName,
      projectId: project.id,
      openTime: at(rehearsal.checkInTime),
      decryptStart,
      decryptEnd: rehearsalDecryptEnd(rehearsal)!,
      generatedAt: at(rehearsal.decryptTime),
      rehearsal: true,
      rows: [{ packageCode: pkg?.packageCode ?? '', bidderName: supplier.name, creditCode: supplier.creditCode, price: null, decrypted: true }],
      language,
    })
    return { ...file, bytes, digest: await sha256Hex(bytes) }
  }

  /**
   * One step of the practice, like the real hall's: a step already taken answers the progress
   * unchanged with `already`; otherwise `take` refuses or says what to record.
   */
  const step = (
    done: keyof HallSteps,
    already: string,
    taken: string,
    take: (request: ReturnType<typeof started> & { params: Record<string, string> }) => Partial<RehearsalRecord> | Promise<Partial<RehearsalRecord>>,
  ) =>
    userEndpoint(sim, async (context) => {
      const params = await readTenderParams(context.request)
      const request = { ...started(context, params), params }
      const { supplier, rehearsal } = request
      if (rehearsal[done]) return ok(toProgress(supplier, rehearsal, now()), already)
      const data = await take(request)
      const updated = sim.db.rehearsal.update({ where: { id: { equals: rehearsal.id } }, data })!
      sim.persist()
      return ok(toProgress(supplier, updated, now()), taken)
    })

  return [
    /** Starts the caller's practice in a project, or starts it over: check-in opens at once. */
    http.post(
      `${P}/start`,
      userEndpoint(sim, async (context) => {
        const { project, supplier, packageId } = eligible(context, await readTenderParams(context.request))
        sim.db.rehearsal.deleteMany({ where: { projectId: { equals: project.id }, supplierId: { equals: supplier.id } } })
        const rehearsal = sim.db.rehearsal.create({
          id: snowflakeId(now()), tenantId: project.tenantId, projectId: project.id, supplierId: supplier.id, startTime: stamp(),
          certSerial: lastBoundSerial(sim, supplier.id), packageId,
          checkInTime: '', fileSureTime: '', decryptBeginTime: '', decryptTime: '', decryptSerial: '', recordSignTime: '', recordSignData: '',
        })
        sim.persist()
        return ok(toNodes(project, supplier, rehearsal, now()), '模拟开标已开始')
      }),
    ),

    /** The caller's practice hall; null before it was started. */
    http.get(
      `${P}/eleBidNodes`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = eligible(context, Object.fromEntries(context.url.searchParams))
        const rehearsal = rehearsalOf(project.id, supplier.id)
        return ok(rehearsal ? toNodes(project, supplier, rehearsal, now()) : null)
      }),
    ),

    http.post(`${P}/checkedSign`, step('checkInTime', '已签到，无需重复签到', '签到成功', () => ({ checkInTime: stamp() }))),

    /** Confirming the practice bid opens the practice decryption window. */
    http.post(
      `${P}/foreFileSure`,
      step('fileSureTime', '投标文件已确认', '投标文件确认成功', ({ rehearsal }) => {
        assertRehearsalOpening(rehearsal)
        return { fileSureTime: stamp() }
      }),
    ),

    http.post(
      `${P}/supBeginDecrypt`,
      step('decryptBeginTime', '已开始解密', '已开始解密，请使用CA证书解密', ({ rehearsal }) => {
        assertRehearsalWindow(rehearsal, now())
        return { decryptBeginTime: stamp() }
      }),
    ),

    /** Decrypts the practice bid: only with the certificate it was encrypted for, as on the day. */
    http.post(
      `${P}/entryDecrypt`,
      step('decryptTime', '已解密，无需重复解密', '解密成功', ({ params, supplier, rehearsal }) => {
        assertRehearsalDecrypt(rehearsal, now())
        const certificate = presentedCertificate(params)
        assertDecryptsWith(certificate, [practiceBid(rehearsal)], supplier.name)
        return { decryptTime: stamp(), decryptSerial: certificate.serial }
      }),
    ),

    /** Signs the practice record, with the same proof as the real one (decision 027). */
    http.post(
      `${P}/saveSignData`,
      step('recordSignTime', '开标记录已签署', '签署成功', async ({ params, project, supplier, rehearsal }) => {
        assertRehearsalSigning(rehearsal)
        verifyRecordSignature(sim, supplier.name, params, await signedRecord((language) => recordOf(project, supplier, rehearsal, language), params.srcData))
        return { recordSignTime: stamp(), recordSignData: params.signData!.trim() }
      }),
    ),

    /** The practice record's PDF, to the supplier who rehearsed. */
    http.get(
      `${P}/recordFile`,
      userEndpoint(sim, async (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const fileId = required(params, 'fileId')
        const supplier = callerSupplier(sim, context, params.supplierId)
        const rehearsal = sim.db.rehearsal.findFirst({ where: { id: { equals: fileId.replace(/^rehearsal-record-/, '') } } })
        if (!rehearsal || rehearsal.supplierId !== supplier.id || rehearsal.tenantId !== context.session.tenantId) throw new ApiError(400, '文件不存在')
        const record = await recordOf(requireProject(sim, context, rehearsal.projectId), supplier, rehearsal, recordLanguage(context.request.headers.get('accept-language')))
        return pdfFile(record.bytes, record.fileName)
      }),
    ),
  ]
}
