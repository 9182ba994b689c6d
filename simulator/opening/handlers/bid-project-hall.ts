import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { HallProgressRecord, ProjectRecord } from '../../../fixtures/tender-types'
import type { SupplierRecord } from '../../../fixtures/types'
import { DECRYPT_STATUS, HALL_NODE, HALL_NODE_NAMES } from '@/services/schemas/bid-project'
import { verifyRecordSignature } from '../../ca'
import {
  assertCheckInOpen, assertDecryptsWith, assertMayBeginDecrypt, assertMayDecrypt, assertNetBid, assertOpening, assertSigning, currentNode, decryption, hallSchedule,
  hallStatus, NET_BID_TYPES, nodeStatus, presentedCertificate, recordDrawnUpAt,
} from '../hall'
import { bidFilesOf, hallOf, progressOf, readOut } from '../bid-reading'
import { toHallProgress, toNodeRow, type HallSteps } from '../hall-views'
import { ApiError, ok, userEndpoint, type UserContext } from '../../http'
import { recordLanguage, renderRecord, sha256Hex, signedRecord, type RecordLanguage } from '../opening-record'
import type { Simulator } from '../../state'
import { at, callerSupplier, entriesOf, packageNameOf, readTenderParams, required, requireProject } from '../../tender'
import { bidProjectRehearsalHandlers } from './bid-project-rehearsal'
import { hallRecordFile, pdfFile } from './record-file'

const P = '*/api/bid-project'
const orNull = (text: string) => text || null

/**
 * The electronic opening hall (spec 001 §4, decision 023): the nodes on the server clock, check-in,
 * confirming the submitted file, beginning decryption, decrypting with the certificate, and signing
 * the opening record. Every action answers the caller's progress; a repeat answers it unchanged.
 */
export function bidProjectHallHandlers(sim: Simulator) {
  const now = () => sim.clock.now()

  const toProgress = (project: ProjectRecord, supplier: SupplierRecord, time: number, hall = hallOf(sim, project.id)) => {
    const progress = progressOf(sim, project.id, supplier.id)
    const bids = bidFilesOf(sim, project.id, supplier.id).map((file) => ({ packageId: file.packageId, packageName: packageNameOf(sim, file.packageId), fileName: file.fileName }))
    return toHallProgress(project.id, supplier, progress, decryption(project, hall, progress, time), bids)
  }

  const toNodes = (project: ProjectRecord, supplier: SupplierRecord, time: number) => {
    const hall = hallOf(sim, project.id)
    const schedule = hallSchedule(project, hall)
    const current = currentNode(project, hall, time)
    const failedAt = hall?.failedTime ? at(hall.failedTime) : null
    const bidders = new Set(bidFilesOf(sim, project.id).map((file) => file.supplierId))
    return {
      projectId: project.id,
      projectCode: project.projectCode,
      projectName: project.projectName,
      hallStatus: hallStatus(hall),
      reason: orNull(hall?.reason ?? ''),
      openTime: project.openTime,
      originalOpenTime: orNull(hall?.originalOpenTime ?? ''),
      checkInStartTime: formatDateTime(schedule.checkInStart),
      decryptStartTime: formatDateTime(schedule.decryptStart),
      decryptEndTime: formatDateTime(schedule.decryptEnd),
      decryptMinutes: schedule.decryptMinutes,
      currentNode: current,
      currentNodeName: HALL_NODE_NAMES[current],
      serverTime: formatDateTime(time),
      bidderCount: bidders.size,
      nodes: schedule.spans.map((span, index) =>
        toNodeRow(span.node, span.start, Number.isFinite(span.end) ? span.end : null, nodeStatus(span, current, failedAt, time), index),
      ),
      progress: bidders.has(supplier.id) ? toProgress(project, supplier, time, hall) : null,
      recordFile: bidders.has(supplier.id) && recordDrawnUpAt(project, hall, time) !== null ? hallRecordFile(project) : null,
    }
  }

  /**
   * The opening record as the hall drew it up at the signing node's start (decision 027): every bid
   * read out with its price once decrypted, as the reading of the bids has them (simulator/bid-reading.ts),
   * in the language asked for.
   */
  const recordOf = async (project: ProjectRecord, language: RecordLanguage) => {
    const hall = hallOf(sim, project.id)
    const drawnUp = recordDrawnUpAt(project, hall, now())
    if (drawnUp === null) throw new ApiError(400, '开标记录尚未生成，唱标结束后方可查看')
    const schedule = hallSchedule(project, hall)
    const rows = readOut(sim, project, hall, drawnUp).map(({ file, pkg, bidder, decrypt, price }) => ({
      packageCode: pkg?.packageCode ?? '',
      bidderName: bidder?.name ?? '',
      creditCode: bidder?.creditCode ?? file.supplierId,
      price,
      decrypted: decrypt.status === DECRYPT_STATUS.decrypted,
    }))
    const file = hallRecordFile(project)
    const bytes = await renderRecord({
      title: file.fileName.replace(/\.pdf$/, ''),
      projectCode: project.projectCode,
      projectName: project.projectName,
      projectId: project.id,
      openTime: schedule.open,
      decryptStart: schedule.decryptStart,
      decryptEnd: schedule.decryptEnd,
      generatedAt: drawnUp,
      rehearsal: false,
      rows,
      language,
    })
    return { ...file, bytes, digest: await sha256Hex(bytes) }
  }

  /** The project (online-opened, the caller tenant's) and the caller's supplier. */
  const target = (context: UserContext, params: Record<string, string>) => {
    const project = requireProject(sim, context, required(params, 'projectId'))
    const supplier = callerSupplier(sim, context, params.supplierId ?? params.supId)
    assertNetBid(project)
    return { project, supplier }
  }

  /** An action's request: only a bidder (effective sign-up with an uploaded bid) acts in the hall. */
  const action = async (context: UserContext) => {
    const params = await readTenderParams(context.request)
    const { project, supplier } = target(context, params)
    if (!entriesOf(sim, project.id, supplier.id).some((entry) => entry.status === 1)) throw new ApiError(400, '您未报名该项目，不能参加开标')
    const bids = bidFilesOf(sim, project.id, supplier.id)
    if (bids.length === 0) throw new ApiError(400, '您未递交投标文件，不能参加开标')
    return { params, project, supplier, bids, hall: hallOf(sim, project.id), progress: progressOf(sim, project.id, supplier.id) }
  }

  /** Writes a step of the caller's progress (creating the record on its first step). */
  const record = (project: ProjectRecord, supplier: SupplierRecord, progress: HallProgressRecord | null, data: Partial<HallProgressRecord>) => {
    if (progress) sim.db.hallProgress.update({ where: { id: { equals: progress.id } }, data })
    else {
      sim.db.hallProgress.create({
        id: snowflakeId(now()), tenantId: project.tenantId, projectId: project.id, supplierId: supplier.id,
        checkInTime: '', fileSureTime: '', decryptBeginTime: '', decryptTime: '', decryptSerial: '', recordSignTime: '', recordSignData: '',
        ...data,
      })
    }
    sim.persist()
  }

  const stamp = () => formatDateTime(now())

  /**
   * One step of the caller's progress: a step already taken answers the progress unchanged with
   * `already`; otherwise `take` refuses or says what to record, and the progress answers with `taken`.
   */
  const step = (
    done: keyof HallSteps,
    already: string,
    taken: string,
    take: (request: Awaited<ReturnType<typeof action>>) => Partial<HallProgressRecord> | Promise<Partial<HallProgressRecord>>,
  ) =>
    userEndpoint(sim, async (context) => {
      const request = await action(context)
      const { project, supplier, progress } = request
      if (progress?.[done]) return ok(toProgress(project, supplier, now()), already)
      record(project, supplier, progress, await take(request))
      return ok(toProgress(project, supplier, now()), taken)
    })

  return [
    /** The hall: nodes with their times and standing, the current node, and the caller's progress (null without a bid). */
    http.get(
      `${P}/entry/check/eleBidNodes`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = target(context, Object.fromEntries(context.url.searchParams))
        return ok(toNodes(project, supplier, now()))
      }),
    ),

    /** Check-in (签到), only while check-in is open. */
    http.post(
      `${P}/entry/check/checkedSign`,
      step('checkInTime', '已签到，无需重复签到', '签到成功', ({ project, hall }) => {
        assertCheckInOpen(project, hall, now())
        return { checkInTime: stamp() }
      }),
    ),

    /** Confirms the submitted bid file (foreFile), only during the opening node and after check-in. */
    http.post(
      `${P}/entry/foreFileSure`,
      step('fileSureTime', '投标文件已确认', '投标文件确认成功', ({ project, hall, progress }) => {
        assertOpening(project, hall, progress, now())
        return { fileSureTime: stamp() }
      }),
    ),

    /** Begins decryption, only inside the window and after the file was confirmed. */
    http.post(
      `${P}/entry/supBeginDecrypt`,
      step('decryptBeginTime', '已开始解密', '已开始解密，请使用CA证书解密', ({ project, hall, progress }) => {
        assertMayBeginDecrypt(project, hall, progress, now())
        return { decryptBeginTime: stamp() }
      }),
    ),

    /**
     * Decrypts the caller's bids with its certificate (`username` = serial, or `subjectDn`/`certdata`,
     * and `signData`): inside the window, after beginning, and only with the certificate each bid was
     * encrypted for.
     */
    http.post(
      `${P}/entry/entryDecrypt`,
      step('decryptTime', '已解密，无需重复解密', '解密成功', ({ params, project, supplier, bids, hall, progress }) => {
        assertMayDecrypt(project, hall, progress, now())
        const certificate = presentedCertificate(params)
        assertDecryptsWith(certificate, bids, supplier.name)
        return { decryptTime: stamp(), decryptSerial: certificate.serial }
      }),
    ),

    /**
     * Signs the opening record, only while it is out for signing and only by a bidder who checked in
     * and decrypted: `fileId` names the record, `srcData` is its SHA-256 and `signData` the helper's
     * signature over it with a certificate of the bidder's own company (`username` its serial).
     */
    http.post(
      `${P}/elebid/conf/saveSignData`,
      step('recordSignTime', '开标记录已签署', '签署成功', async ({ params, project, supplier, hall, progress }) => {
        assertSigning(project, hall, progress, now())
        verifyRecordSignature(sim, supplier.name, params, await signedRecord((language) => recordOf(project, language), params.srcData))
        return { recordSignTime: stamp(), recordSignData: params.signData!.trim() }
      }),
    ),

    /** The opening record's PDF (the hall answer's `recordFile.link`), to a bidder of the hall once it is drawn up. */
    http.get(
      `${P}/elebid/conf/recordFile`,
      userEndpoint(sim, async (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const fileId = required(params, 'fileId')
        const project = requireProject(sim, context, fileId.replace(/^record-/, ''))
        const supplier = callerSupplier(sim, context, params.supplierId)
        assertNetBid(project)
        if (!bidFilesOf(sim, project.id, supplier.id).length) throw new ApiError(400, '您未参加本次开标，无权查看开标记录')
        const record = await recordOf(project, recordLanguage(context.request.headers.get('accept-language')))
        if (record.fileId !== fileId) throw new ApiError(400, '文件不存在')
        return pdfFile(record.bytes, record.fileName)
      }),
    ),

    /** Where the project opens: the online hall for kinds opened online, the booked room for the others. */
    http.get(
      `${P}/reserve/queryProjectBidRoom`,
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const project = requireProject(sim, context, required(params, 'projectId'))
        callerSupplier(sim, context, params.supplierId)
        const online = hallSchedule(project, hallOf(sim, project.id))
        const end = online.spans.find((span) => span.node === HALL_NODE.closed)!.start
        const onSite = !NET_BID_TYPES.has(project.projectType)
        return ok({
          id: `room-${project.id}`,
          projectId: project.id,
          roomName: onSite ? project.openAddress.replace(/（.*$/, '') : '网上开标大厅',
          roomType: onSite ? 2 : 1,
          address: project.openAddress,
          startTime: project.openTime,
          endTime: onSite ? null : formatDateTime(end),
        })
      }),
    ),

    ...bidProjectRehearsalHandlers(sim),
  ]
}
