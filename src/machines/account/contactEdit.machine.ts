import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { charCount, emailError, isEmpty, mobileError } from '@/validation/validators'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type ContactDraft = { name: string; mobile: string; email: string; position: string; department: string }
export type Field = keyof ContactDraft
export type FieldErrors = Partial<Record<Field, MessageDescriptor>>

/** A contact as the list shows it: what the form edits, which one it is, and whether it manages the account. */
export type ContactRow = ContactDraft & { id: string; isManage: boolean }

export type SaveContactInput = ContactDraft & { id: string | null }

/** What the last finished action did, for the screen to say. */
export type Notice = 'added' | 'saved' | 'deleted' | 'managerSet'

/** What a question is about to do to its contact. */
export type ContactAct = 'delete' | 'makeManager'

export type Context = ErrorContext & {
  /** The contact in the form: null while adding one. */
  editingId: string | null
  draft: ContactDraft
  fieldErrors: FieldErrors
  /** The contact a confirmation (delete, make manager) is about, and which of the two it asks. */
  target: ContactRow | null
  act: ContactAct | null
  notice: Notice | null
}

/**
 * `contact.add` / `contact.edit`: open the form; `field.change`, `form.submit`, `form.cancel`: the
 * form; `contact.delete` / `contact.makeManager`: ask first, then `confirm.yes` or `confirm.no`
 * (the confirm-then-run words, decision 075); `notice.dismiss`: the last action's notice has been read.
 */
export type Event =
  | { type: 'contact.add' }
  | { type: 'contact.edit'; contact: ContactRow }
  | { type: 'field.change'; field: Field; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'contact.delete'; contact: ContactRow }
  | { type: 'contact.makeManager'; contact: ContactRow }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'notice.dismiss' }

/** Heard by the contact list, which then reads its page again. */
export type Emitted = { type: 'contacts.changed' }

export const NAME_MAX = 20
export const POSITION_MAX = 20
export const DEPARTMENT_MAX = 30

const FIELDS: readonly Field[] = ['name', 'mobile', 'email', 'position', 'department']

/** The form's rules (spec 000 §5 for mobile and e-mail; decision 040): name and mobile required, the e-mail checked when given. */
export function contactErrors(draft: ContactDraft): FieldErrors {
  const name = draft.name.trim()
  const email = draft.email.trim()
  const errors: Partial<Record<Field, MessageDescriptor | null>> = {
    name: isEmpty(name) ? msg`请输入联系人姓名` : charCount(name) > NAME_MAX ? msg`联系人姓名不能超过${NAME_MAX}个字` : null,
    mobile: mobileError(draft.mobile.trim()),
    email: email ? emailError(email) : null,
    position: charCount(draft.position) > POSITION_MAX ? msg`职务不能超过${POSITION_MAX}个字` : null,
    department: charCount(draft.department) > DEPARTMENT_MAX ? msg`部门不能超过${DEPARTMENT_MAX}个字` : null,
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors
}

const trimmed = (draft: ContactDraft): ContactDraft => ({
  name: draft.name.trim(),
  mobile: draft.mobile.trim(),
  email: draft.email.trim(),
  position: draft.position.trim(),
  department: draft.department.trim(),
})

const emptyDraft: ContactDraft = { name: '', mobile: '', email: '', position: '', department: '' }

/** The field a refusal names (the binding reads it off the server's message); null when none of the form's. */
const refusedFieldOf = (error: unknown): Field | null => FIELDS.find((field) => field === (error as { field?: unknown } | null)?.field) ?? null

/**
 * Keeping the supplier's contacts (spec 000 §7 supLink, decision 040): adding and editing one in a
 * dialog, each field's error beside it and nothing typed lost to a refusal; deleting one and making
 * one the account's manager, each asked first. The server keeps exactly one manager and refuses to
 * delete it; its refusals are shown, and the list reloads after every change.
 */
export const contactEditMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    saveContact: notProvided<unknown, SaveContactInput>('saveContact'),
    deleteContact: notProvided<unknown, { id: string }>('deleteContact'),
    setManager: notProvided<unknown, { id: string }>('setManager'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(contactErrors(context.draft)).length === 0,
    notManager: ({ event }) => {
      assertEvent(event, 'contact.makeManager')
      return !event.contact.isManage
    },
  },
  actions: {
    openNew: assign({ editingId: null, draft: emptyDraft, fieldErrors: {}, error: null, notice: null }),
    openContact: assign(({ event }) => {
      assertEvent(event, 'contact.edit')
      const { id, isManage: _, ...draft } = event.contact
      return { editingId: id, draft, fieldErrors: {}, error: null, notice: null }
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const draft = { ...context.draft, [event.field]: event.value }
      // A field already marked is checked again as it is typed; a server refusal of it goes once it changes.
      const shown = { ...context.fieldErrors }
      if (event.field in shown) {
        const rule = contactErrors(draft)[event.field]
        if (rule) shown[event.field] = rule
        else delete shown[event.field]
      }
      return { draft, fieldErrors: shown }
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: contactErrors(context.draft) })),
    recordRefusal: assign(({ context }, params: { error: unknown }) => {
      const field = refusedFieldOf(params.error)
      const message = describeError(params.error)
      return field ? { fieldErrors: { ...context.fieldErrors, [field]: message }, error: null } : { error: message }
    }),
    closeForm: assign({ editingId: null, draft: emptyDraft, fieldErrors: {} }),
    chooseTarget: assign(({ event }) => {
      assertEvent(event, ['contact.delete', 'contact.makeManager'])
      return { target: event.contact, act: event.type === 'contact.delete' ? ('delete' as const) : ('makeManager' as const), error: null, notice: null }
    }),
    forgetTarget: assign({ target: null, act: null }),
    setNotice: assign((_, params: { notice: Notice }) => ({ notice: params.notice })),
    dismissNotice: assign({ notice: null }),
    announceChange: emit((): Emitted => ({ type: 'contacts.changed' })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'contactEdit',
  context: { editingId: null, draft: emptyDraft, fieldErrors: {}, target: null, act: null, notice: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      id: 'contactIdle',
      on: {
        'contact.add': { target: 'editing', actions: 'openNew' },
        'contact.edit': { target: 'editing', actions: 'openContact' },
        'contact.delete': { target: 'confirmingDelete', actions: 'chooseTarget' },
        'contact.makeManager': { guard: 'notManager', target: 'confirmingManager', actions: 'chooseTarget' },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
    },
    editing: {
      tags: 'formOpen',
      initial: 'form',
      states: {
        form: {
          on: {
            'field.change': { actions: 'changeField' },
            'form.submit': [{ guard: 'formValid', target: 'saving' }, { actions: 'showFieldErrors' }],
            'form.cancel': { target: '#contactIdle', actions: ['closeForm', 'clearError'] },
          },
        },
        saving: {
          tags: ['busy', 'saving'],
          entry: 'clearError',
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context }): SaveContactInput => ({ ...trimmed(context.draft), id: context.editingId }),
            onDone: {
              target: '#contactIdle',
              actions: [{ type: 'setNotice', params: ({ context }) => ({ notice: context.editingId ? 'saved' : 'added' }) }, 'closeForm', 'announceChange'],
            },
            onError: { target: 'form', actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    // A question that is one step of this editor (decision 075): the factory's words and tags, and a
    // refusal closes it, since the list it was asked from no longer shows what the server holds.
    confirmingDelete: {
      tags: 'asking',
      on: {
        'confirm.yes': 'deleting',
        'confirm.no': { target: 'idle', actions: 'forgetTarget' },
      },
    },
    deleting: {
      tags: ['asking', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'deleteContact',
        src: 'deleteContact',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: { target: 'idle', actions: [{ type: 'setNotice', params: { notice: 'deleted' } }, 'forgetTarget', 'announceChange'] },
        // The manager, or a contact gone meanwhile: the server's word above the list, which is read
        // again since it no longer shows what the server holds.
        onError: { target: 'idle', actions: [{ type: 'recordError', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget', 'announceChange'] },
      },
    },
    confirmingManager: {
      tags: 'asking',
      on: {
        'confirm.yes': 'settingManager',
        'confirm.no': { target: 'idle', actions: 'forgetTarget' },
      },
    },
    settingManager: {
      tags: ['asking', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'setManager',
        src: 'setManager',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: { target: 'idle', actions: [{ type: 'setNotice', params: { notice: 'managerSet' } }, 'forgetTarget', 'announceChange'] },
        onError: { target: 'idle', actions: [{ type: 'recordError', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget', 'announceChange'] },
      },
    },
  },
})
