import { fromPromise, type Actor } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { bidUploadMachine } from '@/machines/tender/bidUpload.machine'
import {
  qualificationMachine,
  type DecryptInput,
  type ProjectKey,
  type QualifyEntryInput,
  type QualifyStatus,
} from '@/machines/tender/qualification.machine'
import { noticePage } from '@/services/tender/projects'
import { preQualifyFile, qualifyApplication, qualifyCheck, qualifyDecrypt, qualifyEntry, qualifyPacks, qualifyProjectInfo, uploadPreQualifyFile } from '@/services/tender/qualification'
import type { Http } from '@/services/http'
import {
  QUALIFY_STATUS,
  UPLOAD_TYPE,
  type BidFile,
  type Project,
  type QualifyApplication,
  type QualifyPack,
  type QualifyProjectInfo,
} from '@/services/schemas/bid-project'
import { fileHasher, fileSender } from './bid-upload'
import { hashFile } from '@/app/fingerprint/hash-file'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** /purchaseNotice/qualifyNews's query as the URL holds it. */
export type QualifyNoticeQuery = ProjectNameQuery

/** /purchaseNotice/qualifyNews: the tenant's prequalification notices (qualifyFlag 1) the supplier may see. */
export function qualifyNoticeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Project, QualifyNoticeQuery>('qualifyNoticeList', profile, (supplierId, query, signal) =>
    noticePage(http, { supplierId, ...pageOf(query), qualifyFlag: 1, ...projectNameOf(query) }, signal),
  )
}

/** What the qualification screen shows around the flow: the project's settings, its packages, my file. */
export type QualifyProject = { info: QualifyProjectInfo; packs: QualifyPack[]; supplierId: string; file: BidFile | null }

/** /purchaseNotice/qualifyApply: one prequalification project (by id) for the supplier. */
export function qualifyProjectLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<QualifyProject>('qualifyProject').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const info = await qualifyProjectInfo(http, input.id, signal)
        if (!info) return null
        const supplierId = await requireSupplier(profile)
        const [packs, file] = await Promise.all([
          qualifyPacks(http, { projectId: info.projectId, supplierId }, signal),
          preQualifyFile(http, { projectId: info.projectId, supplierId }, signal),
        ])
        return { info, packs, supplierId, file }
      }),
    },
  })
}

/** The application as the flow reads it; null (not applied) cannot follow a submission, so it is an error. */
export function toQualifyStatus(application: QualifyApplication | null): QualifyStatus {
  if (!application) throw new Error('No prequalification application')
  const status = application.status === QUALIFY_STATUS.passed ? 'passed' : application.status === QUALIFY_STATUS.failed ? 'rejected' : 'pending'
  return { status, reason: application.reason ?? null, decrypted: application.decryptStatus }
}

/**
 * Prequalification (001 §4, decision 019): qualifyCheck, the application with the uploaded file,
 * its review, and decryption of an encrypted application with the certificate's signature.
 */
export function qualificationLogic({ http, profile }: SupplierDeps) {
  return qualificationMachine.provide({
    actors: {
      qualifyCheck: fromPromise(async ({ input, signal }: { input: ProjectKey; signal: AbortSignal }) =>
        qualifyCheck(http, { projectId: input.projectId, supplierId: await requireSupplier(profile) }, signal),
      ),
      qualifyEntry: fromPromise(async ({ input, signal }: { input: QualifyEntryInput; signal: AbortSignal }) => {
        const { packageIds, linkMan, linkPhone } = input.form
        await qualifyEntry(http, { projectId: input.projectId, supplierId: await requireSupplier(profile), packageIds, linkMan, linkPhone, fileId: input.fileId }, signal)
      }),
      loadStatus: fromPromise(async ({ input, signal }: { input: ProjectKey; signal: AbortSignal }) =>
        toQualifyStatus(await qualifyApplication(http, { projectId: input.projectId, supplierId: await requireSupplier(profile) }, signal)),
      ),
      decrypt: fromPromise(async ({ input, signal }: { input: DecryptInput; signal: AbortSignal }) => {
        await qualifyDecrypt(http, { projectId: input.projectId, supplierId: await requireSupplier(profile), signData: input.signData }, signal)
      }),
    },
  })
}

/** What the entry service keeps an application file as. */
export const APPLICATION_FILE_TYPE = UPLOAD_TYPE.application

/** The application file's upload: the upload flow (checks, progress, cancel) sending to qualify/uploadPreQualifyFile, no collusion check. */
export function qualifyFileUploadLogic({ http }: { http: Http }) {
  return bidUploadMachine.provide({
    actors: {
      // Applications are not bids: the screen starts the flow with the collusion check off.
      checkCollusion: fromPromise(async () => 0),
      hashFile: fileHasher(hashFile),
      sendFile: fileSender((input, onProgress, signal) => uploadPreQualifyFile(http, { projectId: input.proId, supplierId: input.supId, file: input.file, onProgress }, signal)),
    },
  })
}

type UploadActor = Pick<Actor<ReturnType<typeof qualifyFileUploadLogic>>, 'on'>
type QualificationActor = Pick<Actor<ReturnType<typeof qualificationLogic>>, 'send'>

/** Each uploaded application file becomes the application's file; returns the unsubscribe. */
export function attachUploadedFile(upload: UploadActor, qualification: QualificationActor): () => void {
  const subscription = upload.on('upload.succeeded', (event) => {
    const receipt = event.receipt as Partial<BidFile> | null
    if (receipt && typeof receipt.id === 'string') qualification.send({ type: 'qualify.attach', file: { fileId: receipt.id, name: receipt.fileName ?? event.file.name } })
  })
  return () => subscription.unsubscribe()
}

/** The qualification flow as a screen holds it; screens name it by this type, not by `typeof` the binding (see wel/index.tsx). */
export type QualificationFlow = Actor<ReturnType<typeof qualificationLogic>>
