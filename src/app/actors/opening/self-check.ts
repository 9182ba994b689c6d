import { fromPromise } from 'xstate'
import { type CertificateFacts, type ClockProbe, type HelperProbe, type SelfCheckReport } from '@/domain/self-check-report'
import type { CheckIn, OpeningFacts } from '@/domain/self-check'
import { offsetOf } from '@/machines/opening/serverClock.machine'
import { selfCheckMachine } from '@/machines/opening/selfCheck.machine'
import { checkCa, proofOf } from '@/services/bid-ca'
import { boundCertificates } from '@/services/bid-crm'
import { entriesOfSupplier } from '@/services/tender/entries'
import { netBidProjectPage, sealedBidFiles } from '@/services/opening/hall'
import { projectById } from '@/services/tender/projects'
import { createCaHelper } from '@/services/ca-helper'
import type { Clock } from '@/services/clock'
import type { RuntimeConfig } from '@/services/config'
import { downloadMarks } from '@/services/download-marks'
import type { Http } from '@/services/http'
import type { CaJobState, CertificateResult } from '@/services/schemas/ca-helper'
import { HALL_NODE, HALL_STATUS, type HallNodes, type SealedBidFile } from '@/services/schemas/bid-project'
import { epochOf } from '@/services/schemas/values'
import type { PortalStorage } from '@/services/storage'
import { keepSelfCheck, lastSelfCheck } from '@/app/self-check-store'
import { timedServerTime } from './opening'
import { hallIfReadable, latestFileByPackage } from './opening-screens'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'
import { packageStatusesOf } from '../tender'

type SelfCheckDeps = SupplierDeps & { config: RuntimeConfig; clock: Clock; storage: PortalStorage }

/** Openings still to come: not failed, and not yet past decryption (a postponed one waits for its new time). */
const upcoming = (hall: HallNodes) => hall.hallStatus !== HALL_STATUS.failed && (hall.hallStatus === HALL_STATUS.postponed || hall.currentNode <= HALL_NODE.decrypting)

function checkInOf(hall: HallNodes): CheckIn {
  if (hall.progress?.checkInStatus) return 'checkedIn'
  if (hall.currentNode === HALL_NODE.checkIn) return 'open'
  return hall.currentNode === HALL_NODE.waiting || hall.hallStatus === HALL_STATUS.postponed ? 'notYet' : 'missed'
}

/** The latest bid file of a package, with its fingerprint when the back end recorded one. */
function latestFile(latest: ReadonlyMap<string, SealedBidFile>, packageId: string) {
  const mine = latest.get(packageId)
  return { fileName: mine?.fileName ?? null, sha256: mine?.sha256 ?? null }
}

/** One page of the supplier's online openings is plenty: the self-check is about the next few. */
const PAGE = { curr: 1, size: 20 }

async function upcomingOpenings(http: Http, supplierId: string, marks: ReturnType<typeof downloadMarks>, signal: AbortSignal): Promise<OpeningFacts[]> {
  const page = await netBidProjectPage(http, { supplierId, ...PAGE }, signal)
  const openings = await Promise.all(
    page.records.map(async (project): Promise<OpeningFacts | null> => {
      const mine = { projectId: project.id, supplierId }
      const hall = await hallIfReadable(http, mine, signal)
      if (!hall || !upcoming(hall)) return null
      const [entries, files, detail] = await Promise.all([entriesOfSupplier(http, mine, signal), sealedBidFiles(http, mine, signal), projectById(http, project.id, signal)])
      const latest = latestFileByPackage(files)
      const statuses = await packageStatusesOf(http, project.id, supplierId, entries, detail?.packages ?? [], signal, (packageId) => marks.read(supplierId, packageId))
      return {
        projectId: project.id,
        projectName: hall.projectName ?? project.projectName,
        projectCode: hall.projectCode ?? project.projectCode,
        openTime: hall.openTime,
        checkInStartTime: hall.checkInStartTime,
        decryptEndTime: hall.decryptEndTime,
        checkIn: checkInOf(hall),
        packages: statuses.map((status) => ({
          packageId: status.packageId,
          packageName: status.packageName,
          feePaid: !status.blockers.includes('feeUnpaid'),
          documentsDownloaded: !status.blockers.includes('documentsNotDownloaded'),
          bidUploaded: !status.blockers.includes('bidNotUploaded'),
          ...latestFile(latest, status.packageId),
        })),
      }
    }),
  )
  return openings.filter((opening): opening is OpeningFacts => opening !== null).sort((a, b) => a.openTime - b.openTime)
}

/** /electronicOpening/selfCheck (decision 069): the helper, the key, the PIN, the clocks, the network and the next openings. */
export function selfCheckLogic({ http, profile, config, clock, storage }: SelfCheckDeps) {
  const helper = createCaHelper(http, config.caHelperUrl)
  const marks = downloadMarks(storage)
  const timed = async <T>(work: () => Promise<T>) => {
    const sentAt = clock.now()
    const value = await work()
    return { value, sentAt, receivedAt: clock.now() }
  }
  return selfCheckMachine.provide({
    actors: {
      loadLast: fromPromise(async () => lastSelfCheck(storage, await requireSupplier(profile))),
      probeHelper: fromPromise(async ({ signal }: { signal: AbortSignal }): Promise<HelperProbe> => {
        const { value, sentAt, receivedAt } = await timed(() => helper.probe(signal))
        return { version: value.version, roundTripMs: receivedAt - sentAt }
      }),
      // The same reading as the hall's clock (decision 026): the skew is the server's time minus this PC's.
      readClock: fromPromise(async ({ signal }: { signal: AbortSignal }): Promise<ClockProbe> => {
        const reading = await timedServerTime(http, clock, signal)
        return { skewMs: Math.round(offsetOf(reading)), roundTripMs: reading.receivedAt - reading.sentAt }
      }),
      // A random challenge, signed and verified, then thrown away: no bid is touched, nothing is bound.
      startSign: fromPromise(({ input, signal }: { input: { pin: string }; signal: AbortSignal }) =>
        helper.startSign({ pin: input.pin, srcData: `selfcheck-${crypto.randomUUID()}` }, signal),
      ),
      signResult: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<CaJobState> => helper.signResult(input.id, signal)),
      verifyCertificate: fromPromise(async ({ input, signal }: { input: CertificateResult; signal: AbortSignal }): Promise<CertificateFacts> => {
        const supplierId = await requireSupplier(profile)
        const [check, bound] = await Promise.all([checkCa(http, proofOf(input), signal), boundCertificates(http, supplierId, signal)])
        return {
          serial: check.serial,
          companyName: check.companyName,
          // NaN when the back end wrote it in no form the portal reads: the verdict then says so.
          validTo: epochOf(check.validTo),
          remainingDays: check.remainingDays,
          bound: bound.some((binding) => binding.serial === check.serial),
        }
      }),
      loadOpenings: fromPromise(async ({ signal }: { signal: AbortSignal }) => upcomingOpenings(http, await requireSupplier(profile), marks, signal)),
      // Kept with the server's time it ran at (this PC's clock corrected by the skew just measured).
      saveReport: fromPromise(async ({ input }: { input: SelfCheckReport }): Promise<SelfCheckReport> => {
        const report: SelfCheckReport = { ...input, at: clock.now() + (input.clock.skewMs ?? 0) }
        keepSelfCheck(storage, await requireSupplier(profile), report)
        return report
      }),
    },
  })
}
