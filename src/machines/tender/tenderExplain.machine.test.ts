import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { draftProblem, tenderExplainMachine, type Emitted, type FileType, type SaveInput } from './tenderExplain.machine'
import { until } from '../../../tests/support/settle'
import { EXPLAIN_CONTENT_MAX, EXPLAIN_TITLE_MAX } from '@/domain/limits'

const types: FileType[] = [
  { key: '1', name: '招标文件' },
  { key: '4', name: '工程量清单' },
]
const mine = { id: 'X1', projectId: 'P2', fileType: '4', title: '清单数量有误', content: '第3项数量与图纸不符。' }
const closed = Object.assign(new Error('400'), { userMessage: { id: 'closed', message: '异议提出已截止' } })
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline', message: '网络异常' } })

describe('draftProblem', () => {
  it('asks for a project, a file type, a title of at most 50 and a text of at most 1000 characters', () => {
    const ok = { projectId: 'P1', fileType: '1', title: '标题', content: '内容' }
    expect(draftProblem({ ...ok, projectId: null })?.message).toBe('请选择异议所涉项目')
    expect(draftProblem({ ...ok, fileType: null })?.message).toBe('请选择文件类型')
    expect(draftProblem({ ...ok, title: '   ' })?.message).toBe('请输入异议标题')
    expect(draftProblem({ ...ok, title: '题'.repeat(EXPLAIN_TITLE_MAX + 1) })?.message).toBe('异议标题不能超过{EXPLAIN_TITLE_MAX}个字')
    expect(draftProblem({ ...ok, title: '题'.repeat(EXPLAIN_TITLE_MAX) })).toBeNull()
    expect(draftProblem({ ...ok, content: '' })?.message).toBe('请输入异议内容')
    expect(draftProblem({ ...ok, content: '文'.repeat(EXPLAIN_CONTENT_MAX + 1) })?.message).toBe('异议内容不能超过{EXPLAIN_CONTENT_MAX}个字')
    expect(draftProblem(ok)).toBeNull()
  })
})

describe('tender explain machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: tenderExplainMachine,
      inputs: [undefined],
      events: [
        { type: 'explain.new' },
        { type: 'explain.new', projectId: 'P1' },
        { type: 'explain.revise', draft: mine },
        { type: 'explain.project', projectId: 'P1' },
        { type: 'explain.project', projectId: null },
        { type: 'explain.fileType', fileType: '1' },
        { type: 'explain.fileType', fileType: null },
        { type: 'explain.title', text: '关于技术参数的异议' },
        { type: 'explain.title', text: '题'.repeat(EXPLAIN_TITLE_MAX + 1) },
        { type: 'explain.content', text: '技术参数指向特定品牌。' },
        { type: 'explain.content', text: '' },
        { type: 'explain.submit' },
        { type: 'explain.retryTypes' },
        { type: 'explain.cancel' },
        { type: 'explain.dismiss' },
        done('loadFileTypes', types),
        failed('loadFileTypes', offline),
        done('saveExplain', { id: 'X9' }),
        failed('saveExplain', closed),
      ],
      // What decides a transition: whether the draft may go (and why not), a project chosen, a rewording.
      context: (c) => ({ problem: draftProblem(c)?.id ?? null, project: c.projectId !== null, revising: c.id !== null, types: c.fileTypes.length, error: c.error !== null }),
      simplePaths: false,
      initial: () => 'closed',
      // Decision 030: a form opens blank, on a project, or on an objection of mine to reword; choosing
      // the project (only of a new one) reads its files; the objection goes only when complete,
      // and a refusal comes back to the form with what was typed; the form closes unsent, or the
      // confirmation once read.
      target: ({ from, event }) => {
        const inForm = from.matches({ open: 'form' })
        switch (event.type) {
          case 'explain.new':
            if (from.matches('closed') || from.matches('sent')) return event.projectId ? 'open.form.loadingTypes' : 'open.form.editing'
            return 'unchanged'
          case 'explain.revise':
            return from.matches('closed') ? 'open.form.loadingTypes' : 'unchanged'
          case 'explain.project':
            if (!inForm || from.context.id !== null) return 'unchanged'
            return event.projectId ? 'open.form.loadingTypes' : 'open.form.editing'
          case 'explain.fileType':
          case 'explain.title':
          case 'explain.content':
            return 'unchanged'
          case 'explain.submit':
            return from.matches({ open: { form: 'editing' } }) && draftProblem(from.context) === null ? 'open.submitting' : 'unchanged'
          case 'explain.retryTypes':
            return from.matches({ open: { form: 'typesFailed' } }) ? 'open.form.loadingTypes' : 'unchanged'
          case 'explain.cancel':
            return inForm ? 'closed' : 'unchanged'
          case 'explain.dismiss':
            return from.matches('sent') ? 'closed' : 'unchanged'
          case 'xstate.done.actor.loadFileTypes':
            return 'open.form.editing'
          case 'xstate.error.actor.loadFileTypes':
            return 'open.form.typesFailed'
          case 'xstate.done.actor.saveExplain':
            return 'sent'
          case 'xstate.error.actor.saveExplain':
            return 'open.form.editing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { open: 'open', loading: { open: { form: 'loadingTypes' } }, failed: { open: { form: 'typesFailed' } }, submitting: { open: 'submitting' }, sent: 'sent' })
        const editable = from.matches({ open: 'form' })
        if (event.type === 'explain.title' && editable) expect(to.context.title).toBe(event.text)
        if (event.type === 'explain.content' && editable) expect(to.context.content).toBe(event.text)
        if (event.type === 'explain.fileType' && editable) expect(to.context.fileType).toBe(event.fileType)
        // Nothing typed changes while the objection is on its way.
        if (from.matches({ open: 'submitting' }) && event.type.startsWith('explain.')) expect(to.context).toEqual(from.context)
        if (event.type === 'explain.project' && editable && from.context.id === null) expect(to.context).toMatchObject({ projectId: event.projectId, fileType: null, fileTypes: [] })
        if (event.type === 'explain.submit' && to.matches({ open: { form: 'editing' } })) expect(to.context.error).toEqual(draftProblem(from.context))
        if (event.type === 'xstate.error.actor.saveExplain') {
          const { error: _before, ...typed } = from.context
          expect(to.context).toMatchObject({ ...typed, error: closed.userMessage })
        }
        if (event.type === 'explain.revise' && from.matches('closed')) expect(to.context).toMatchObject(mine)
        if (event.type === 'explain.new' && (from.matches('closed') || from.matches('sent'))) {
          expect(to.context).toMatchObject({ id: null, projectId: event.projectId ?? null, title: '', content: '', fileType: null, error: null })
        }
      },
      invariant: {
        'open.submitting': (s) => expect(draftProblem(s.context)).toBeNull(),
        'open.form.typesFailed': (s) => expect(s.context.error).toEqual(offline.userMessage),
        'open.form.loadingTypes': (s) => expect(s.context.projectId).not.toBeNull(),
      },
    })
  })
})

describe('tender explain machine behaviour', () => {
  function start(save: (input: SaveInput) => Promise<{ id: string }>, fileTypes: FileType[] = types) {
    const saved: SaveInput[] = []
    const asked: string[] = []
    const actor = createActor(
      tenderExplainMachine.provide({
        actors: {
          loadFileTypes: fromPromise(async ({ input }: { input: { projectId: string } }) => (asked.push(input.projectId), fileTypes)),
          saveExplain: fromPromise(async ({ input }: { input: SaveInput }) => (saved.push(input), save(input))),
        },
      }),
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, saved, asked, emitted }
  }

  it('reads the chosen project’s files, sends the trimmed objection and announces it', async () => {
    const { actor, saved, asked, emitted } = start(async () => ({ id: 'X9' }))
    actor.send({ type: 'explain.new' })
    actor.send({ type: 'explain.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe('请选择异议所涉项目')
    actor.send({ type: 'explain.project', projectId: 'P1' })
    await until(actor, (s) => s.matches({ open: { form: 'editing' } }))
    expect(asked).toEqual(['P1'])
    expect(actor.getSnapshot().context.fileTypes).toEqual(types)
    actor.send({ type: 'explain.fileType', fileType: '1' })
    actor.send({ type: 'explain.title', text: ' 关于技术参数的异议 ' })
    actor.send({ type: 'explain.content', text: '技术参数指向特定品牌。\n' })
    actor.send({ type: 'explain.submit' })
    await until(actor, (s) => s.matches('sent'))
    expect(saved).toEqual([{ id: null, projectId: 'P1', fileType: '1', title: '关于技术参数的异议', content: '技术参数指向特定品牌。' }])
    expect(emitted).toEqual([{ type: 'explain.saved', id: 'X9', projectId: 'P1' }])
  })

  it('drops a file type the newly read project lacks, and keeps everything typed when the server refuses', async () => {
    const { actor } = start(async () => {
      throw closed
    }, [types[0]!])
    actor.send({ type: 'explain.revise', draft: mine })
    await until(actor, (s) => s.matches({ open: { form: 'editing' } }))
    expect(actor.getSnapshot().context.fileType).toBeNull()
    actor.send({ type: 'explain.project', projectId: 'P1' })
    expect(actor.getSnapshot().context.projectId).toBe('P2')
    actor.send({ type: 'explain.fileType', fileType: '1' })
    actor.send({ type: 'explain.submit' })
    await until(actor, (s) => s.matches({ open: { form: 'editing' } }) && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ ...mine, fileType: '1', error: closed.userMessage })
  })
})
