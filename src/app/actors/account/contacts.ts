import { fromPromise, type ActorRefFrom } from 'xstate'
import { contactEditMachine, type SaveContactInput } from '@/machines/account/contactEdit.machine'
import { editedListMachine } from '@/machines/data/pagedList.machine'
import { contactPage, deleteContact, saveContact, securityRefusedField, setManagingContact } from '@/services/bid-crm'
import type { Contact } from '@/services/schemas/bid-crm'
import { editorAnnouncing, pageOf, supplierPage, text } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** The contact list's query as the URL holds it: page, size and the name searched for. */
export type ContactQuery = { curr: number; size: number; name?: string | undefined }

/** The refusal, marked with the form field its message is about, so the dialog shows it there. */
export function withSecurityField(error: unknown): unknown {
  return error !== null && typeof error === 'object' ? Object.assign(error, { field: securityRefusedField(error) }) : error
}

/** Adding, editing, deleting the supplier's contacts and naming its manager (decision 040). */
export function contactEditLogic({ http, profile }: SupplierDeps) {
  return contactEditMachine.provide({
    actors: {
      saveContact: fromPromise(async ({ input, signal }: { input: SaveContactInput; signal: AbortSignal }) => {
        const { id, ...draft } = input
        const supplierId = await requireSupplier(profile)
        return saveContact(http, { ...draft, supplierId, ...(id ? { id } : {}) }, signal).catch((error: unknown) => {
          throw withSecurityField(error)
        })
      }),
      deleteContact: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => deleteContact(http, input.id, signal)),
      setManager: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
        setManagingContact(http, { id: input.id, supplierId: await requireSupplier(profile) }, signal),
      ),
    },
  })
}

export type ContactEditActor = ActorRefFrom<ReturnType<typeof contactEditLogic>>

/**
 * /personal/setCenter/linkmanSet: the supplier's contacts, paged and searched by name, with the
 * edit flow running inside the list (its `editor`); reloaded after every change the edit flow makes.
 */
export function contactListLogic(deps: SupplierDeps) {
  const { http, profile } = deps
  return editedListMachine<Contact, ContactQuery, ReturnType<typeof contactEditLogic>>('contactList', contactEditLogic(deps)).provide({
    actors: {
      loadPage: supplierPage(profile, (supplierId, query, signal) => {
        const name = text(query.name)
        return contactPage(http, { supplierId, ...pageOf(query), ...(name ? { name } : {}) }, signal)
      }),
      changes: editorAnnouncing<ContactQuery>('contacts.changed'),
    },
  })
}

export type { Contact } from '@/services/schemas/bid-crm'
