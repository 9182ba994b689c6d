import { fromCallback, fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { bidUploadMachine, type CollusionCheckInput, type Event as UploadEvent, type HashFileInput, type SendFileInput, type UploadReceipt } from '@/machines/tender/bidUpload.machine'
import { sha256OrNull } from '@/domain/fingerprint'
import { hashFile as hashInWorker, type HashFile } from '@/app/fingerprint/hash-file'
import { bidFileReceipt, bidFilesOf, collusionCount, uploadBidFile } from '@/services/tender/uploads'
import { entriesOfSupplier } from '@/services/tender/entries'
import { myProjectPage, packageDetails, projectById } from '@/services/tender/projects'
import type { Http } from '@/services/http'
import {
  PROJECT_STATUS,
  type BidFile,
  type BidFileReceipt,
  type Entry,
  type Package,
  type PackageDetail,
  type Project,
  type ProjectDetail,
} from '@/services/schemas/bid-project'
import type { PortalStorage } from '@/services/storage'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'
import { isEffectiveEntry } from '@/domain/entry'

/**
 * 001 §3: the collusion check's address comes from the storage entry `Ip`. Nothing in this portal
 * writes it (decision 017): absent, the check goes without one and the server takes the request's.
 */
export const UPLOADER_IP_KEY = 'Ip'

/** The address to send with the collusion check, or null to let the server use the request's. */
export function uploaderIpOf(storage: Pick<PortalStorage, 'get'>): string | null {
  const stored = storage.get<unknown>(UPLOADER_IP_KEY)
  return typeof stored === 'string' && stored.trim() ? stored.trim() : null
}

/** Whether the server, on its clock, has the project taking bid files now (it still checks each upload). */
export const takesBidFiles = (project: Pick<Project, 'status'>) => project.status === PROJECT_STATUS.bidding

/** /purchaseNotice/uploadTender/index's query as the URL holds it. */
export type UploadProjectQuery = ProjectNameQuery

/** My signed-up projects, where bid files are uploaded. */
export function uploadProjectListLogic({ http, profile }: SupplierDeps) {
  // Uploads happen on another screen; coming back to the list loads it afresh.
  return quietSupplierList<Project, UploadProjectQuery>('uploadProjectList', profile, (supplierId, query, signal) =>
    myProjectPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}

/** A signed-up package of a project with the bid files uploaded for it, newest first. */
export type UploadPackage = { pkg: Package; entry: Entry; files: BidFile[] }
export type UploadProject = { project: ProjectDetail; packages: UploadPackage[] }

/** Joins a project's packages, my effective sign-ups and my bid files; packages I did not sign up for are left out. */
export function toUploadPackages(project: ProjectDetail, entries: readonly Entry[], files: readonly BidFile[]): UploadPackage[] {
  return project.packages.flatMap((pkg) => {
    const entry = entries.find((e) => e.packageId === pkg.id && isEffectiveEntry(e))
    return entry ? [{ pkg, entry, files: files.filter((file) => file.packageId === pkg.id) }] : []
  })
}

/** /purchaseNotice/uploadTender/uploadDetails: one project, my packages in it and what I uploaded. */
export function uploadProjectLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<UploadProject>('uploadProject').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const project = await projectById(http, input.id, signal)
        if (!project) return null
        const supplierId = await requireSupplier(profile)
        const [entries, files] = await Promise.all([
          entriesOfSupplier(http, { projectId: project.id, supplierId }, signal),
          bidFilesOf(http, { projectId: project.id, supplierId }, signal),
        ])
        return { project, packages: toUploadPackages(project, entries, files) }
      }),
    },
  })
}

/** What the upload screen needs before it can offer the upload: the package, who uploads, whether signed up. */
export type UploadTarget = { pkg: PackageDetail; supplierId: string; signedUp: boolean; files: BidFile[] }

/** /purchaseNotice/uploadTender/uploadFile: the package (by id) a bid file goes to. */
export function uploadTargetLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<UploadTarget>('uploadTarget').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const pkg = await packageDetails(http, input.id, signal)
        if (!pkg) return null
        const supplierId = await requireSupplier(profile)
        const [entries, files] = await Promise.all([
          entriesOfSupplier(http, { projectId: pkg.projectId, supplierId }, signal),
          bidFilesOf(http, { projectId: pkg.projectId, packageId: pkg.id, supplierId }, signal),
        ])
        const signedUp = entries.some((e) => e.packageId === pkg.id && isEffectiveEntry(e))
        return { pkg, supplierId, signedUp, files }
      }),
    },
  })
}

/** /purchaseNotice/uploadTender/fileDetails: the receipt of one uploaded file. */
export function bidFileDetailLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<BidFileReceipt>('bidFileDetail').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
        bidFileReceipt(http, { id: input.id, supplierId: await requireSupplier(profile) }, signal),
      ),
    },
  })
}

/**
 * The bid-file upload (001 §4): the collusion check with the stored address, then the multipart
 * POST with progress; stopping the actor (cancel, leaving the screen) aborts the request.
 */
export function bidUploadLogic({ http, storage, hashFile = hashInWorker }: { http: Http; storage: Pick<PortalStorage, 'get'>; hashFile?: HashFile }) {
  return bidUploadMachine.provide({
    actors: {
      hashFile: fileHasher(hashFile),
      checkCollusion: fromPromise(({ input, signal }: { input: CollusionCheckInput; signal: AbortSignal }) =>
        collusionCount(http, { supplierId: input.supplierId, projectId: input.projectId, ip: input.ip ?? uploaderIpOf(storage) ?? '', type: input.type }, signal),
      ),
      sendFile: fileSender((input, onProgress, signal) =>
        uploadBidFile(http, { projectId: input.proId, packageId: input.pacId, supplierId: input.supId, type: input.type, file: input.file, onProgress }, signal),
      ),
    },
  })
}

/**
 * The upload flow's `sendFile` over one multipart POST (`send`): its progress and its end go back to
 * the flow, and stopping the actor (cancel, leaving the screen) aborts the request.
 */
export function fileSender(send: (input: SendFileInput, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) => Promise<UploadReceipt>) {
  return fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
    const abort = new AbortController()
    send(input, (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }), abort.signal).then(
      // Decision 070: the server's own hash of what it stored, whatever the receipt's shape.
      (receipt) => sendBack({ type: 'upload.finished', receipt, sha256: sha256OrNull((receipt as { sha256?: unknown } | null)?.sha256) }),
      // A request aborted because the flow stopped has no one left to tell.
      (error: unknown) => abort.signal.aborted || sendBack({ type: 'upload.error', error }),
    )
    return () => abort.abort()
  })
}

/**
 * The upload flow's `hashFile` (decision 070): the file's SHA-256 with its progress; stopping the
 * actor (cancel, leaving the screen) ends the hashing.
 */
export function fileHasher(hash: HashFile) {
  return fromCallback<UploadEvent, HashFileInput>(({ input, sendBack }) => {
    const abort = new AbortController()
    hash(input.file, (hashed, total) => sendBack({ type: 'fingerprint.progress', hashed, total }), abort.signal).then(
      (sha256) => sendBack({ type: 'fingerprint.done', sha256 }),
      (error: unknown) => abort.signal.aborted || sendBack({ type: 'fingerprint.error', error }),
    )
    return () => abort.abort()
  })
}
