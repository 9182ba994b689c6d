import { fromCallback, fromPromise, type Actor } from 'xstate'
import { certificationMachine, type CertificationRequest } from '@/machines/account/certification.machine'
import type { LicenceUploadEvent } from '@/machines/account/licenceUpload.machine'
import { pagedListMachine, type ListQuery } from '@/machines/data/pagedList.machine'
import { editableRecordMachine } from '@/machines/data/editableRecord.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { noSupplierError } from '@/services/account'
import {
  appealRejection,
  certificationRefusedField,
  modifyRecordPage,
  submitCertification,
  supplierDetail,
  updateCompanyData,
  type CertificationField,
  type CompanyData,
} from '@/services/bid-crm'
import { uploadAttachment } from '@/services/blade-resource'
import type { Http } from '@/services/http'
import type { LicencePicture, ModifyRecord, SupplierDetail } from '@/services/schemas/bid-crm'
import { pageOf, quiet, supplierPage } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

const CERTIFICATION_FIELDS: readonly CertificationField[] = [
  'name', 'creditCode', 'companyType', 'legalPerson', 'registeredCapital', 'establishDate', 'address', 'businessScope', 'licences',
]
const NO_TENANT_ID = '000000'

/** The signed-in supplier's full record; an account without one is told so, as the review gate tells it. */
async function ownDetail(http: Http, profile: SupplierDeps['profile'], signal: AbortSignal): Promise<SupplierDetail> {
  const record = await supplierDetail(http, await requireSupplier(profile), signal)
  if (!record) throw noSupplierError()
  return record
}

/** The refusal, marked with the certification field its message is about, so the form shows it there. */
const withRefusedField = (error: unknown): unknown =>
  error !== null && typeof error === 'object' ? Object.assign(error, { field: certificationRefusedField(error, CERTIFICATION_FIELDS) }) : error

/**
 * /personal/setInformation/enterpriseCertification (decision 039): the supplier's licence facts and
 * pictures, sent for review. The pictures go to blade-resource's attachment store as registration's
 * do; once the certification is in, the profile is read again, so the frame and the review gate see
 * the supplier under review.
 */
export function certificationLogic({ http, profile }: SupplierDeps) {
  return certificationMachine.provide({
    actors: {
      loadSupplier: fromPromise(({ signal }) => ownDetail(http, profile, signal)),
      submit: fromPromise<SupplierDetail, CertificationRequest>(async ({ input, signal }) => {
        const supplierId = await requireSupplier(profile)
        const saved = await submitCertification(http, { ...input, supplierId }, signal).catch((error: unknown) => {
          throw withRefusedField(error)
        })
        profile.send({ type: 'profile.load' })
        return saved
      }),
      appeal: fromPromise(async ({ input, signal }: { input: { reason: string }; signal: AbortSignal }) =>
        appealRejection(http, { supplierId: await requireSupplier(profile), reason: input.reason }, signal),
      ),
      uploadLicence: fromCallback<LicenceUploadEvent<LicencePicture>, { file: File }>(({ input, sendBack }) => {
        const abort = new AbortController()
        const tenantId = profile.getSnapshot().context.profile?.user.tenantId || NO_TENANT_ID
        const onProgress = (loaded: number, total: number) => sendBack({ type: 'licence.progress', loaded, total })
        uploadAttachment(http, { tenantId, file: input.file, signedIn: true, onProgress }, abort.signal).then(
          (file): void => {
            // A certification names its pictures by attachment: an upload that keeps none cannot be used.
            if (file.attachId) sendBack({ type: 'licence.uploaded', file: { attachId: file.attachId, link: file.link, name: file.name } })
            else sendBack({ type: 'licence.failed', error: new Error('the upload kept no attachment') })
          },
          // An upload stopped because the supplier left the form has no one left to tell.
          (error: unknown) => void (abort.signal.aborted || sendBack({ type: 'licence.failed', error })),
        )
        return () => abort.abort()
      }),
    },
  })
}

/** /personal/setCenter/companyData: the contact facts the supplier edits without review (updateSup). */
export function companyDataLogic({ http, profile }: SupplierDeps) {
  return editableRecordMachine<SupplierDetail, CompanyData>('companyData').provide({
    actors: {
      loadRecord: fromPromise<SupplierDetail | null, { id: string }>(({ signal }) => ownDetail(http, profile, signal)),
      saveRecord: fromPromise(async ({ input, signal }: { input: { draft: CompanyData }; signal: AbortSignal }) =>
        updateCompanyData(http, { ...input.draft, supplierId: await requireSupplier(profile) }, signal),
      ),
    },
  })
}

/** /personal/setCenter/companyInfo and /enterpriseInfo/index: the supplier's record, to read. */
export function enterpriseInfoLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<SupplierDetail>('enterpriseInfo').provide({
    actors: {
      loadRecord: fromPromise<SupplierDetail | null, { id: string }>(({ signal }) => ownDetail(http, profile, signal)),
    },
  })
}

/** /home/auditInfo's query as the URL holds it. */
export type AuditRecordQuery = { curr: number; size: number }

/** /home/auditInfo: the supplier's modifications, review decisions and appeals (querySupModifyRecord). */
export function auditRecordsLogic({ http, profile }: SupplierDeps) {
  return pagedListMachine<ModifyRecord, AuditRecordQuery>('auditRecords').provide({
    actors: {
      loadPage: supplierPage<ModifyRecord>(profile, (supplierId, query: ListQuery, signal) => modifyRecordPage(http, { supplierId, ...pageOf(query) }, signal)),
      changes: quiet<AuditRecordQuery>(),
    },
  })
}

export type { CompanyData, ModifyRecord, SupplierDetail }
export type { LicencePicture } from '@/services/schemas/bid-crm'

/** The company-data flow as a screen holds it; screens name it by this type, not by `typeof` the binding (see wel/index.tsx). */
export type CompanyDataFlow = Actor<ReturnType<typeof companyDataLogic>>
