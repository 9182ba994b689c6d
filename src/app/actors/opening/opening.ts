import { fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import {
  electronicOpeningMachine,
  type CertificateResult,
  type DecryptChallenge,
  type DecryptInput,
  type Event as OpeningEvent,
  type HallKey,
  type HallReading,
  type HallShown,
  type NodeKey,
  type SignInput,
  type SignPoll,
  type SignPollInput,
  type SignRecordInput,
  type SupplierProgress,
} from '@/machines/opening/electronicOpening.machine'
import { serverClockMachine, untilNextSecond, type ServerTimeReading } from '@/machines/opening/serverClock.machine'
import { checkCa, proofOf } from '@/services/bid-ca'
import { hallBeginDecrypt, hallCheckIn, hallConfirmFile, hallDecrypt, hallNodes, hallRecordBytes, hallSignRecord, netBidProjectPage } from '@/services/opening/hall'
import { rehearsalBeginDecrypt, rehearsalCheckIn, rehearsalConfirmFile, rehearsalDecrypt, rehearsalNodes, rehearsalSignRecord, rehearsalStart } from '@/services/opening/rehearsal'
import { serverTime } from '@/services/tender/projects'
import { CaHelperError, createCaHelper, type CertificateResult as HelperResult } from '@/services/ca-helper'
import type { Clock } from '@/services/clock'
import type { RuntimeConfig } from '@/services/config'
import { isApiError } from '@/services/error-catalogue'
import { epochOf } from '@/services/schemas/values'
import type { Http } from '@/services/http'
import { probeServer } from '@/services/probe'
import {
  DECRYPT_STATUS, HALL_NODE, HALL_NODE_STATUS, HALL_STATUS, type HallNodeRow, type HallNodes, type HallProgress,
  type Project,
} from '@/services/schemas/bid-project'
import { i18n } from '@/app/i18n'
import { clockChangeEvents } from '../shared/clock-changes'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from '../shared/lists'
import { hallIfReadable, standingOf, type HallStanding } from './opening-screens'
import type { SupplierDeps } from '../shared/supplier'

/** The hall's and its nodes' standings, as the screens show them. */
export { HALL_NODE_STATUS, HALL_STATUS } from '@/services/schemas/bid-project'

const NODE_KEYS: Readonly<Record<number, NodeKey>> = {
  [HALL_NODE.waiting]: 'notStarted',
  [HALL_NODE.checkIn]: 'checkIn',
  [HALL_NODE.opening]: 'opening',
  [HALL_NODE.decrypting]: 'decryption',
  [HALL_NODE.reading]: 'announcement',
  [HALL_NODE.signing]: 'recordSigning',
  [HALL_NODE.closed]: 'finished',
  // A postponed hall waits for its new time; a failed one is over: nothing is left to do in either.
  [HALL_NODE.postponed]: 'notStarted',
  [HALL_NODE.failed]: 'finished',
}

/** A reading with what the screen shows of it, flat, as the hall screen reads it. */
export type HallView = Omit<HallReading, 'shown'> & HallShown

const NO_PROGRESS: SupplierProgress = { checkedIn: false, fileConfirmed: false, decryption: 'pending', recordSigned: false }

export function progressOf(progress: HallProgress | null): SupplierProgress {
  if (!progress) return NO_PROGRESS
  return {
    checkedIn: progress.checkInStatus,
    fileConfirmed: progress.fileSureStatus,
    decryption: progress.decryptStatus === DECRYPT_STATUS.decrypted ? 'decrypted' : progress.decryptStatus === DECRYPT_STATUS.failed ? 'failed' : 'pending',
    recordSigned: progress.recordSignStatus,
  }
}

/**
 * eleBidNodes' answer as the flow reads it (decision 026), with what the screen shows besides. The
 * practice hall's nodes not yet reached start when the supplier takes the step before, not at a
 * planned time (decision 028).
 */
export function toHallReading(answer: HallNodes, rehearsal = false): HallReading {
  const planned = answer.nodes.filter((row) => row.nodeCode <= HALL_NODE.closed)
  const unplanned = (row: HallNodeRow) => answer.hallStatus === HALL_STATUS.postponed || (rehearsal && row.status === HALL_NODE_STATUS.pending)
  return {
    serverTime: answer.serverTime,
    current: NODE_KEYS[answer.currentNode] ?? 'notStarted',
    // A postponed hall's rows are still the old plan; the next reading comes at most every 30 min or on refresh.
    nodes: planned.map((row) => ({ key: NODE_KEYS[row.nodeCode]!, startsAt: unplanned(row) ? null : row.startTime })),
    decryptDeadline: answer.decryptEndTime,
    progress: progressOf(answer.progress),
    shown: {
      projectName: answer.projectName ?? '',
      projectCode: answer.projectCode ?? '',
      hallStatus: answer.hallStatus,
      reason: answer.reason ?? null,
      openTime: answer.openTime,
      originalOpenTime: answer.originalOpenTime,
      rows: answer.nodes,
      hasBid: answer.progress !== null,
      bids: answer.progress?.bids ?? [],
      recordFile: answer.recordFile,
      rehearsal,
    },
  }
}

/** The screen's view of a reading the flow stored: null for one without what the screen shows. */
export function hallViewOf(reading: HallReading | null): HallView | null {
  if (!reading?.shown) return null
  const { shown, ...decided } = reading
  return { ...decided, ...shown }
}

const who = (key: HallKey) => ({ projectId: key.projectId, supplierId: key.supplierId })

/** What the back end is sent of the helper's certificate result (spec 001 §3): the proof, and the certificate's data. */
const signatureOf = (certificate: CertificateResult) => ({ ...proofOf(certificate), certdata: certificate.certdata })

type OpeningDeps = { http: Http; config: RuntimeConfig; clock: Clock }

/**
 * The certificate's validity end, from the back end's check on its own clock (decision 024): it
 * only feeds the 30-day warning, so a check that fails leaves it unknown and decryption goes on —
 * entryDecrypt refuses a certificate that cannot open the bid with its own reason.
 */
async function validToOf(http: Http, result: HelperResult, signal: AbortSignal): Promise<number> {
  try {
    const check = await checkCa(http, proofOf(result), signal)
    return epochOf(check.validTo)
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/**
 * A helper that cannot be reached may only be a network that is down (decision 058): when the
 * back end cannot be reached either, the connection is what failed, and that is what the supplier
 * is told, not that the helper is missing.
 */
async function helperOrConnection(http: Http, error: unknown, signal: AbortSignal): Promise<unknown> {
  const unreached = error instanceof CaHelperError && error.code === null && isApiError(error.cause) && error.cause.kind === 'network'
  if (!unreached) return error
  try {
    await probeServer(http, signal)
    return error
  } catch (probe) {
    return isApiError(probe) && probe.kind === 'network' ? probe : error
  }
}

/**
 * The helper's add and get as the flow's `startSign` and `signResult`: the flow asks once a second
 * (its `signPoll` delay). A signed result comes with the certificate's validity end; a refusal is
 * thrown with the helper's message (001 §8). The PIN goes to the helper and nowhere else.
 */
function helperSigning({ http, config }: OpeningDeps) {
  const helper = createCaHelper(http, config.caHelperUrl)
  const orConnection = async <T>(work: Promise<T>, signal: AbortSignal): Promise<T> => {
    try {
      return await work
    } catch (error) {
      throw await helperOrConnection(http, error, signal)
    }
  }
  return {
    startSign: fromPromise(({ input, signal }: { input: SignInput; signal: AbortSignal }) => orConnection(helper.startSign({ pin: input.pin, srcData: input.srcData }, signal), signal)),
    signResult: fromPromise(async ({ input, signal }: { input: SignPollInput; signal: AbortSignal }): Promise<SignPoll> => {
      const state = await orConnection(helper.signResult(input.jobId, signal), signal)
      if (state.status === 'pending') return state
      const validTo = await validToOf(http, state.result, signal)
      return { status: 'done', result: { ...state.result, certdata: state.result.certdata ?? '', validTo } }
    }),
  }
}

/** getTime with the app clock's time stamped around it (decision 026): the hall's clock, and the self-check's. */
export async function timedServerTime(http: Http, clock: Clock, signal: AbortSignal): Promise<ServerTimeReading> {
  const sentAt = clock.now()
  const time = await serverTime(http, {}, signal)
  // A time on a whole second most likely came as yyyy-MM-dd HH:mm:ss: anywhere in that second (decision 026).
  return { serverTime: time, sentAt, receivedAt: clock.now(), ...(time % 1000 === 0 ? { resolution: 1000 } : {}) }
}

/** The hall's clock. */
function readServerTimeOf({ http, clock }: OpeningDeps) {
  return fromPromise(({ signal }: { signal: AbortSignal }): Promise<ServerTimeReading> => timedServerTime(http, clock, signal))
}

/** The hall's clock, its ticks timed from the injected clock so a late timer's lateness does not carry over. */
function serverClockOf(deps: OpeningDeps) {
  return serverClockMachine.provide({
    actors: { readServerTime: readServerTimeOf(deps) },
    delays: {
      // To the second the next tick will show, on the clock as it is now: never early, never a second skipped.
      nextSecond: ({ context }) => {
        const shown = context.serverNow ?? 0
        return Math.max(0, shown + untilNextSecond(shown) - (deps.clock.now() + (context.offset ?? 0)))
      },
    },
  })
}

/** The real hall's calls, or the practice hall's (decision 028): the flow's key says which. */
const REAL_HALL = { checkIn: hallCheckIn, confirmFile: hallConfirmFile, beginDecrypt: hallBeginDecrypt, decrypt: hallDecrypt, signRecord: hallSignRecord }
const PRACTICE_HALL = { checkIn: rehearsalCheckIn, confirmFile: rehearsalConfirmFile, beginDecrypt: rehearsalBeginDecrypt, decrypt: rehearsalDecrypt, signRecord: rehearsalSignRecord }
const hallOf = (key: HallKey) => (key.rehearsal ? PRACTICE_HALL : REAL_HALL)

/** The practice hall as it stands; opening it for the first time starts it (check-in open at once). */
async function readPracticeHall(http: Http, key: HallKey, signal: AbortSignal): Promise<HallNodes> {
  return (await rehearsalNodes(http, who(key), signal)) ?? rehearsalStart(http, who(key), signal)
}

/** /electronicOpening/index and /electronicOpening/rehearsal: the opening hall of one project, real or practice (decisions 023, 026, 028). */
export function openingLogic(deps: OpeningDeps) {
  const { http } = deps
  return electronicOpeningMachine.provide({
    actors: {
      serverClock: serverClockOf(deps),
      clockChanges: clockChangeEvents<OpeningEvent>({ type: 'clock.changed' }),
      readNodes: fromPromise(async ({ input, signal }: { input: HallKey; signal: AbortSignal }): Promise<HallReading> =>
        toHallReading(input.rehearsal ? await readPracticeHall(http, input, signal) : await hallNodes(http, who(input), signal), input.rehearsal),
      ),
      checkIn: fromPromise(async ({ input, signal }: { input: HallKey; signal: AbortSignal }) => {
        await hallOf(input).checkIn(http, who(input), signal)
      }),
      confirmFile: fromPromise(async ({ input, signal }: { input: HallKey; signal: AbortSignal }) => {
        await hallOf(input).confirmFile(http, who(input), signal)
      }),
      // supBeginDecrypt answers progress, not a challenge (decision 023): a fresh challenge per
      // attempt keeps a signature captured once from being replayed.
      beginDecrypt: fromPromise(async ({ input, signal }: { input: HallKey; signal: AbortSignal }): Promise<DecryptChallenge> => {
        await hallOf(input).beginDecrypt(http, who(input), signal)
        return { srcData: `decrypt-${input.projectId}-${crypto.randomUUID()}` }
      }),
      ...helperSigning(deps),
      decrypt: fromPromise(async ({ input, signal }: { input: DecryptInput; signal: AbortSignal }) => {
        await hallOf(input).decrypt(http, { ...who(input), ...signatureOf(input.certificate) }, signal)
      }),
      // The record's file and the helper's signature over its digest (decision 027).
      signRecord: fromPromise(async ({ input, signal }: { input: SignRecordInput; signal: AbortSignal }) => {
        const record = { fileId: input.document.fileId, fileName: input.document.fileName }
        await hallOf(input).signRecord(http, { ...who(input), ...record, ...signatureOf(input.signature) }, signal)
      }),
      restartRehearsal: fromPromise(async ({ input, signal }: { input: HallKey; signal: AbortSignal }) => {
        await rehearsalStart(http, who(input), signal)
      }),
    },
  })
}

/** The opening record's bytes as the viewer shows them, and their SHA-256 (hex): what the certificate signs (decision 027). */
export type RecordBytes = { bytes: Uint8Array; digest: string }

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The opening record's PDF by the link the hall handed out (`id` is the link), in the language on screen when it is read. */
export function recordFileLogic({ http }: { http: Http }) {
  return recordDetailMachine<RecordBytes>('openingRecordFile').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<RecordBytes | null> => {
        const bytes = await hallRecordBytes(http, input.id, signal, i18n.locale === 'en' ? 'en' : 'zh-CN')
        return { bytes, digest: await sha256Hex(bytes) }
      }),
    },
  })
}

/** A project of mine that opens online, with the hall's standing when it could be read. */
export type NetBidRow = Project & { hall: HallStanding | null }

/** /electronicOpening/electronicSign: my projects that open online, with each hall's current node. */
export function netBidListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<NetBidRow, ProjectNameQuery>('netBidList', profile, async (supplierId, query, signal) => {
    const page = await netBidProjectPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal)
    // One page at a time is read, so at most a page's worth of halls.
    const records = await Promise.all(
      page.records.map(async (project): Promise<NetBidRow> => {
        const hall = await hallIfReadable(http, { projectId: project.id, supplierId }, signal)
        return { ...project, hall: hall && standingOf(hall) }
      }),
    )
    return { ...page, records }
  })
}
