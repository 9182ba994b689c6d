import { fromPromise } from 'xstate'
import { hashFile as hashInWorker, type HashFile } from '@/app/fingerprint/hash-file'
import { refreshableDetailMachine } from '@/machines/data/refreshableDetail.machine'
import { bidUploadMachine, type CollusionCheckInput, type SendFileInput } from '@/machines/tender/bidUpload.machine'
import { backContract, bidFilesOf, uploadContract, uploadTenderFile } from '@/services/tender/uploads'
import { PROJECT_STATUS, UPLOAD_TYPE, type BidFile, type Project } from '@/services/schemas/bid-project'
import { fileHasher, fileSender } from './bid-upload'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/**
 * The entry service's other uploads (decision 021): the winner's signed contract and the
 * unencrypted tender file of kinds opened at a venue. Each goes through the upload flow, so its
 * checks, progress, cancelling and fingerprint (decision 070) are the bid file's.
 */

export const CONTRACT_FILE_TYPE = UPLOAD_TYPE.contract
export const TENDER_FILE_TYPE = UPLOAD_TYPE.tenderFile

/** Whether the project is awarded, when its winner hands in the signed contract (the server says whether that is this supplier). */
export const takesContract = (project: Pick<Project, 'status'>) => project.status === PROJECT_STATUS.awarded

/** Kinds whose bids are opened at a venue, where a tender file is the unencrypted copy (spec 001 §1: 线下项目, 现场项目). */
export const TENDER_FILE_KINDS: readonly string[] = ['4', '6']

/** Whether a venue-opened project's tender files are still of use: from sign-up until its opening ends. */
export const tenderFilesInSight = (project: Pick<Project, 'status' | 'projectType'>) =>
  TENDER_FILE_KINDS.includes(String(project.projectType)) && project.status >= PROJECT_STATUS.signUp && project.status <= PROJECT_STATUS.opening

/** What a project holds of the supplier's: who uploads, and the files on record (newest first). */
export type EntryFiles = { supplierId: string; files: BidFile[] }

/** The contract the supplier last uploaded for a project (`id` = the project), as a list of none or one; read again after an upload. */
export function projectContractLogic({ http, profile }: SupplierDeps) {
  return refreshableDetailMachine<EntryFiles>('projectContract').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<EntryFiles | null> => {
        const supplierId = await requireSupplier(profile)
        const contract = await backContract(http, { projectId: input.id, supplierId }, signal)
        return { supplierId, files: contract ? [contract] : [] }
      }),
    },
  })
}

/** The tender files the supplier uploaded for a project's packages (`id` = the project); read again after an upload. */
export function tenderFilesLogic({ http, profile }: SupplierDeps) {
  return refreshableDetailMachine<EntryFiles>('tenderFiles').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<EntryFiles | null> => {
        const supplierId = await requireSupplier(profile)
        return { supplierId, files: await bidFilesOf(http, { projectId: input.id, supplierId, type: TENDER_FILE_TYPE }, signal) }
      }),
    },
  })
}

/** Who sends: the supplier the sign-ups name, else (a back end that leaves it out of them) the signed-in account's. */
const uploader = async (input: Pick<SendFileInput, 'supId'>, profile: SupplierDeps['profile']) => input.supId || requireSupplier(profile)

/** A contract is no bid: the screen starts the flow with the collusion check off. */
const noCollusionCheck = () => fromPromise<number, CollusionCheckInput>(async () => 0)

/** The signed contract's upload to `entry/uploadContract`; the server refuses it before the award and from anyone but the winner. */
export function contractUploadLogic({ http, profile, hashFile = hashInWorker }: SupplierDeps & { hashFile?: HashFile }) {
  return bidUploadMachine.provide({
    actors: {
      checkCollusion: noCollusionCheck(),
      hashFile: fileHasher(hashFile),
      sendFile: fileSender(async (input, onProgress, signal) =>
        uploadContract(http, { projectId: input.proId, ...(input.pacId ? { packageId: input.pacId } : {}), supplierId: await uploader(input, profile), file: input.file, onProgress }, signal),
      ),
    },
  })
}

/** A package's tender file to `entry/uploadTenderFile`, while the project takes bid files. */
export function tenderFileUploadLogic({ http, profile, hashFile = hashInWorker }: SupplierDeps & { hashFile?: HashFile }) {
  return bidUploadMachine.provide({
    actors: {
      checkCollusion: noCollusionCheck(),
      hashFile: fileHasher(hashFile),
      sendFile: fileSender(async (input, onProgress, signal) =>
        uploadTenderFile(http, { projectId: input.proId, packageId: input.pacId, supplierId: await uploader(input, profile), type: input.type, file: input.file, onProgress }, signal),
      ),
    },
  })
}
