import { fromPromise, type Actor } from 'xstate'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { documentsMachine, type Documents, type LoadDocumentsInput, type SaveDownloadInput } from '@/machines/tender/documents.machine'
import type { entryMachine } from '@/machines/tender/entry.machine'
import type { tenantMachine } from '@/machines/tenant/tenant.machine'
import { catalogs, downloadRecords, saveDownloadRecord } from '@/services/bid-dms'
import type { Http } from '@/services/http'
import { isDownloaded } from '@/services/schemas/bid-dms'
import { requireSupplier } from './supplier'

type Deps = { http: Http; profile: Actor<typeof profileMachine>; tenant: Actor<typeof tenantMachine> }

/** Spec 000 §6: a tenant whose role is 2 sees every package's files in the dialog. */
const seesEveryPackage = (tenant: Actor<typeof tenantMachine>) => String(tenant.getSnapshot().context.tenant?.tenantRole ?? '') === '2'

/** The download-files dialog of a project or package: its documents, marked when downloaded, each download recorded. */
export function documentsLogic({ http, profile, tenant }: Deps) {
  return documentsMachine.provide({
    actors: {
      loadDocuments: fromPromise(async ({ input, signal }: { input: LoadDocumentsInput; signal: AbortSignal }): Promise<Documents> => {
        const supplierId = await requireSupplier(profile)
        const isAll = input.isAll || seesEveryPackage(tenant)
        // The list first: a refusal (not signed up, fee unpaid) is the answer the supplier must see.
        const listed = await catalogs(http, { serviceId: input.serviceId, isAll }, signal)
        const records = await downloadRecords(http, { serviceId: input.serviceId, supplierId }, signal)
        return { catalogs: listed, downloaded: listed.filter((catalog) => isDownloaded(catalog, records)).map((catalog) => catalog.id) }
      }),
      saveDownload: fromPromise(async ({ input, signal }: { input: SaveDownloadInput; signal: AbortSignal }) => {
        await requireSupplier(profile)
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
        )
      }),
    },
  })
}

/** A download can lift the "documents not downloaded" blocker: the sign-up flow reads its blockers again. */
export function followDownloads(documents: Actor<ReturnType<typeof documentsLogic>>, entry: Pick<Actor<typeof entryMachine>, 'send'>) {
  const subscription = documents.on('documents.downloaded', () => entry.send({ type: 'entry.changed' }))
  return () => subscription.unsubscribe()
}
