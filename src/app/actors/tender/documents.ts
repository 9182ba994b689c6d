import { fromPromise, type Actor } from 'xstate'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { documentsMachine, type Documents, type LoadDocumentsInput, type SaveDownloadInput } from '@/machines/tender/documents.machine'
import type { entryMachine } from '@/machines/tender/entry.machine'
import type { tenantMachine } from '@/machines/tenant/tenant.machine'
import { catalogs, downloadRecords, saveDownloadRecord } from '@/services/bid-dms'
import { downloadMarks } from '@/services/download-marks'
import { isApiError } from '@/services/error-catalogue'
import type { Http } from '@/services/http'
import type { RuntimeConfig } from '@/services/config'
import { createStorage } from '@/services/storage'
import { isDownloaded } from '@/services/schemas/bid-dms'
import { requireSupplier } from '../shared/supplier'

type Deps = { http: Http; config: Pick<RuntimeConfig, 'storagePrefix'>; profile: Actor<typeof profileMachine>; tenant: Actor<typeof tenantMachine> }

/** A back end without the download-record calls (decision 049): the marks are then the portal's to keep. */
const keepsNoRecords = (error: unknown) => isApiError(error) && error.kind === 'notOpened'

/** Spec 000 §6: a tenant whose role is 2 sees every package's files in the dialog. */
const seesEveryPackage = (tenant: Actor<typeof tenantMachine>) => String(tenant.getSnapshot().context.tenant?.tenantRole ?? '') === '2'

/**
 * The download-files dialog of a project or package: its documents, marked when downloaded, each
 * download recorded. The marks are the back end's download records (spec 000 §7); each download is
 * also marked in local storage for the supplier and service, which alone keeps the marks on a back
 * end without the record calls.
 */
export function documentsLogic({ http, config, profile, tenant }: Deps) {
  const marks = downloadMarks(createStorage({ prefix: config.storagePrefix }))
  return documentsMachine.provide({
    actors: {
      loadDocuments: fromPromise(async ({ input, signal }: { input: LoadDocumentsInput; signal: AbortSignal }): Promise<Documents> => {
        const supplierId = await requireSupplier(profile)
        const isAll = input.isAll || seesEveryPackage(tenant)
        // The list first: a refusal (not signed up, fee unpaid) is the answer the supplier must see.
        const listed = await catalogs(http, { serviceId: input.serviceId, isAll }, signal)
        const records = await downloadRecords(http, { serviceId: input.serviceId, supplierId }, signal).catch((error: unknown) => {
          if (keepsNoRecords(error)) return []
          throw error
        })
        const marked = new Set(marks.read(supplierId, input.serviceId))
        return { catalogs: listed, downloaded: listed.filter((catalog) => marked.has(catalog.id) || isDownloaded(catalog, records)).map((catalog) => catalog.id) }
      }),
      saveDownload: fromPromise(async ({ input, signal }: { input: SaveDownloadInput; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        const user = profile.getSnapshot().context.profile!.user
        await saveDownloadRecord(
          http,
          {
            serviceId: input.serviceId,
            tenantId: user.tenantId,
            catalogId: input.catalog.id,
            fileType: input.catalog.fileType,
            fileUrl: input.catalog.fileUrl,
            downUserId: user.userId,
            downUserName: user.realName || user.account,
            // The portal does not know the address it is seen from; the back end takes the request's.
            downIp: '',
          },
          signal,
        ).catch((error: unknown) => {
          // A back end that records downloads must have this one before the file opens; one that records none lets it open.
          if (!keepsNoRecords(error)) throw error
        })
        marks.add(supplierId, input.serviceId, input.catalog.id)
      }),
    },
  })
}

/** A download can lift the "documents not downloaded" blocker: the sign-up flow reads its blockers again. */
export function followDownloads(documents: Actor<ReturnType<typeof documentsLogic>>, entry: Pick<Actor<typeof entryMachine>, 'send'>) {
  const subscription = documents.on('documents.downloaded', () => entry.send({ type: 'entry.changed' }))
  return () => subscription.unsubscribe()
}
