import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { mobileError } from '@/validation/validators'
import { isEffectiveEntry } from '@/domain/entry'

/** What the flow needs of a sign-up record (entry): which one, and its contact. */
export type ContactEntry = { id: string; status: number; linkMan?: string | null; linkPhone?: string | null }

export type Input = { projectId: string }

export type ContactDraft = { linkMan: string; linkPhone: string }
export type SaveContactInput = ContactDraft & { id: string }
export type ContactErrors = { linkMan: MessageDescriptor | null; linkPhone: MessageDescriptor | null }

export type Context<E extends ContactEntry = ContactEntry> = ErrorContext & {
  projectId: string
  entries: E[] | null
  /** The sign-up whose contact is being changed. */
  editingId: string | null
  draft: ContactDraft
  fieldErrors: ContactErrors
}

/**
 * `contact.edit`: change the contact of one sign-up; `contact.change`: a field changed;
 * `contact.submit`: send it; `contact.cancel`: leave the form; `contact.retry`: load again.
 */
export type Event =
  | { type: 'contact.edit'; id: string }
  | { type: 'contact.change'; field: keyof ContactDraft; value: string }
  | { type: 'contact.submit' }
  | { type: 'contact.cancel' }
  | { type: 'contact.retry' }

export type Emitted = { type: 'contact.saved'; id: string }

/**
 * The sign-up form's rules for a contact. The mobile rule is every form's (spec 000 §5, decision
 * 032); a back end that is stricter about the number refuses it, and that shows beside the form.
 */
export function validateContact(draft: ContactDraft): ContactErrors {
  const name = draft.linkMan.trim()
  return {
    linkMan: name === '' ? msg`请输入联系人姓名` : name.length > 20 ? msg`联系人姓名不能超过20个字符` : null,
    linkPhone: mobileError(draft.linkPhone.trim()),
  }
}

const noFieldErrors: ContactErrors = { linkMan: null, linkPhone: null }
const isClean = (errors: ContactErrors) => errors.linkMan === null && errors.linkPhone === null

/**
 * The supplier's sign-ups in one project, and changing the contact person of one of them. Tags for
 * screens: `loading`, `failed` (the sign-ups), `editing` (the form is open, while it is saved too), `saving`.
 */
export function entryContactMachine<E extends ContactEntry = ContactEntry>() {
  return setup({
    types: { context: {} as Context<E>, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
    actors: {
      loadEntries: notProvided<E[], { projectId: string }>('loadEntries'),
      saveContact: notProvided<E | null, SaveContactInput>('saveContact'),
    },
    guards: {
      isEditable: ({ context, event }) => {
        assertEvent(event, 'contact.edit')
        return (context.entries ?? []).some((entry) => entry.id === event.id && isEffectiveEntry(entry))
      },
      isValid: ({ context }) => isClean(validateContact(context.draft)),
    },
    actions: {
      storeEntries: assign((_, params: { entries: E[] }) => ({ entries: params.entries })),
      startEditing: assign(({ context, event }) => {
        assertEvent(event, 'contact.edit')
        const entry = context.entries?.find((e) => e.id === event.id)
        return { editingId: event.id, draft: { linkMan: entry?.linkMan ?? '', linkPhone: entry?.linkPhone ?? '' }, fieldErrors: noFieldErrors, error: null }
      }),
      changeDraft: assign(({ context, event }) => {
        assertEvent(event, 'contact.change')
        const draft = { ...context.draft, [event.field]: event.value }
        return { draft, fieldErrors: { ...context.fieldErrors, [event.field]: validateContact(draft)[event.field] } }
      }),
      showFieldErrors: assign(({ context }) => ({ fieldErrors: validateContact(context.draft) })),
      stopEditing: assign({ editingId: null, fieldErrors: noFieldErrors }),
      // A back end that answers `true` without the record: the contact saved is the one typed.
      storeSaved: assign(({ context }, params: { saved: E | null }) => ({
        entries: (context.entries ?? []).map((entry) =>
          entry.id !== context.editingId ? entry : (params.saved ?? { ...entry, linkMan: context.draft.linkMan.trim(), linkPhone: context.draft.linkPhone.trim() }),
        ),
      })),
      announceSaved: emit(({ context }): Emitted => ({ type: 'contact.saved', id: context.editingId ?? '' })),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id: 'entryContact',
    context: ({ input }) => ({ projectId: input.projectId, entries: null, editingId: null, draft: { linkMan: '', linkPhone: '' }, fieldErrors: noFieldErrors, error: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: 'loading',
        entry: 'clearError',
        invoke: {
          id: 'loadEntries',
          src: 'loadEntries',
          input: ({ context }) => ({ projectId: context.projectId }),
          onDone: { target: 'ready', actions: { type: 'storeEntries', params: ({ event }) => ({ entries: event.output }) } },
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: { tags: 'failed', on: { 'contact.retry': 'loading' } },
      ready: {
        on: { 'contact.edit': { guard: 'isEditable', target: 'editing', actions: 'startEditing' } },
      },
      editing: {
        tags: 'editing',
        on: {
          'contact.change': { actions: 'changeDraft' },
          'contact.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'showFieldErrors' }],
          'contact.cancel': { target: 'ready', actions: ['stopEditing', 'clearError'] },
        },
      },
      saving: {
        tags: ['editing', 'saving'],
        entry: 'clearError',
        invoke: {
          id: 'saveContact',
          src: 'saveContact',
          input: ({ context }) => ({ id: context.editingId ?? '', linkMan: context.draft.linkMan.trim(), linkPhone: context.draft.linkPhone.trim() }),
          onDone: {
            target: 'ready',
            actions: [{ type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) }, 'announceSaved', 'stopEditing'],
          },
          // The server's refusal is shown beside the form, with what was typed kept.
          onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  })
}
