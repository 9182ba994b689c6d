import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { charCount } from '@/validation/validators'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { EXPLAIN_CONTENT_MAX, EXPLAIN_TITLE_MAX } from '@/domain/limits'


/** A file an objection may be about: the dictionary's key and name. */
export type FileType = { key: string; name: string }

/** An objection as the form holds it; `id` is set when an unexplained one is being reworded. */
export type Draft = { id: string | null; projectId: string | null; fileType: string | null; title: string; content: string }

export type SaveInput = { id: string | null; projectId: string; fileType: string; title: string; content: string }
/** What the server answered: enough to say it was taken. */
export type Saved = { id: string }

export type Context = ErrorContext &
  Draft & {
    /** The files the chosen project has (read when the project is chosen). */
    fileTypes: FileType[]
  }

/**
 * `explain.new` opens a blank objection (optionally on a project), `explain.revise` one of mine to
 * reword; `explain.project` / `fileType` / `title` / `content` edit it (the project only of a new
 * one); `explain.submit` sends; `explain.retryTypes` reads the file types again after a failure;
 * `explain.cancel` closes the form unsent; `explain.dismiss` closes the confirmation.
 */
export type Event =
  | { type: 'explain.new'; projectId?: string | null }
  | { type: 'explain.revise'; draft: { id: string; projectId: string; fileType: string; title: string; content: string } }
  | { type: 'explain.project'; projectId: string | null }
  | { type: 'explain.fileType'; fileType: string | null }
  | { type: 'explain.title'; text: string }
  | { type: 'explain.content'; text: string }
  | { type: 'explain.submit' }
  | { type: 'explain.retryTypes' }
  | { type: 'explain.cancel' }
  | { type: 'explain.dismiss' }

/** Heard by the list, which then shows the objection. */
export type Emitted = { type: 'explain.saved'; id: string; projectId: string }

export const chooseAProject = msg`请选择异议所涉项目`
export const chooseAFileType = msg`请选择文件类型`
export const writeATitle = msg`请输入异议标题`
export const titleTooLong = msg`异议标题不能超过${EXPLAIN_TITLE_MAX}个字`
export const writeTheContent = msg`请输入异议内容`
export const contentTooLong = msg`异议内容不能超过${EXPLAIN_CONTENT_MAX}个字`

/** Why the objection may not go yet, or null. */
export function draftProblem(draft: Pick<Draft, 'projectId' | 'fileType' | 'title' | 'content'>): MessageDescriptor | null {
  if (!draft.projectId) return chooseAProject
  if (!draft.fileType) return chooseAFileType
  if (charCount(draft.title) === 0) return writeATitle
  if (charCount(draft.title) > EXPLAIN_TITLE_MAX) return titleTooLong
  if (charCount(draft.content) === 0) return writeTheContent
  if (charCount(draft.content) > EXPLAIN_CONTENT_MAX) return contentTooLong
  return null
}

const blank: Draft = { id: null, projectId: null, fileType: null, title: '', content: '' }

/**
 * Raising an objection to a project's procurement documents, or rewording one of mine not yet
 * explained (decision 030). Choosing the project reads the files it has; the server judges the
 * deadline and the sign-up, and its refusal comes back to the form with everything typed kept.
 * Tags for screens: `open` (the dialog), `loading` and `failed` (the project's file types),
 * `submitting`, `sent`.
 */
export const tenderExplainMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    loadFileTypes: notProvided<FileType[], { projectId: string }>('loadFileTypes'),
    saveExplain: notProvided<Saved, SaveInput>('saveExplain'),
  },
  guards: {
    hasProject: ({ context }) => context.projectId !== null,
    isNew: ({ context }) => context.id === null,
    ready: ({ context }) => draftProblem(context) === null,
  },
  actions: {
    startNew: assign(({ event }) => {
      assertEvent(event, 'explain.new')
      return { ...blank, projectId: event.projectId ?? null, fileTypes: [], error: null }
    }),
    startRevision: assign(({ event }) => {
      assertEvent(event, 'explain.revise')
      return { ...event.draft, fileTypes: [], error: null }
    }),
    pickProject: assign(({ event }) => {
      assertEvent(event, 'explain.project')
      // Another project has other files: the type chosen for the last one may not exist there.
      return { projectId: event.projectId, fileType: null, fileTypes: [], error: null }
    }),
    pickFileType: assign(({ event }) => {
      assertEvent(event, 'explain.fileType')
      return { fileType: event.fileType }
    }),
    editTitle: assign(({ event }) => {
      assertEvent(event, 'explain.title')
      return { title: event.text }
    }),
    editContent: assign(({ event }) => {
      assertEvent(event, 'explain.content')
      return { content: event.text }
    }),
    storeFileTypes: assign(({ context }, params: { fileTypes: FileType[] }) => ({
      fileTypes: params.fileTypes,
      fileType: params.fileTypes.some((type) => type.key === context.fileType) ? context.fileType : null,
    })),
    explainProblem: assign(({ context }) => ({ error: draftProblem(context) })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    announceSaved: emit(({ context }, params: { id: string }): Emitted => ({ type: 'explain.saved', id: params.id, projectId: context.projectId ?? '' })),
  },
}).createMachine({
  id: 'tenderExplain',
  context: { ...blank, fileTypes: [], error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'explain.new': { target: 'open', actions: 'startNew' },
        'explain.revise': { target: 'open', actions: 'startRevision' },
      },
    },
    open: {
      tags: 'open',
      initial: 'form',
      states: {
        form: {
          initial: 'entering',
          on: {
            'explain.project': { guard: 'isNew', target: '.entering', actions: 'pickProject', reenter: true },
            'explain.fileType': { actions: 'pickFileType' },
            'explain.title': { actions: 'editTitle' },
            'explain.content': { actions: 'editContent' },
            'explain.cancel': '#tenderExplain.closed',
          },
          states: {
            entering: { always: [{ guard: 'hasProject', target: 'loadingTypes' }, { target: 'editing' }] },
            loadingTypes: {
              tags: 'loading',
              invoke: {
                id: 'loadFileTypes',
                src: 'loadFileTypes',
                input: ({ context }) => ({ projectId: context.projectId ?? '' }),
                onDone: { target: 'editing', actions: { type: 'storeFileTypes', params: ({ event }) => ({ fileTypes: event.output }) } },
                onError: { target: 'typesFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            typesFailed: { tags: 'failed', on: { 'explain.retryTypes': { target: 'loadingTypes', actions: 'clearError' } } },
            editing: {
              on: { 'explain.submit': [{ guard: 'ready', target: '#tenderExplain.open.submitting', actions: 'clearError' }, { actions: 'explainProblem' }] },
            },
          },
        },
        submitting: {
          tags: 'submitting',
          invoke: {
            id: 'saveExplain',
            src: 'saveExplain',
            input: ({ context }) => ({
              id: context.id,
              projectId: context.projectId ?? '',
              fileType: context.fileType ?? '',
              title: context.title.trim(),
              content: context.content.trim(),
            }),
            onDone: { target: '#tenderExplain.sent', actions: { type: 'announceSaved', params: ({ event }) => ({ id: event.output.id }) } },
            // Refused (the deadline passed, not signed up): the server's reason, everything typed kept.
            onError: { target: 'form.editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    sent: {
      tags: 'sent',
      on: {
        'explain.dismiss': 'closed',
        'explain.new': { target: 'open', actions: 'startNew' },
      },
    },
  },
})
