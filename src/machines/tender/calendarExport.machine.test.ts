import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { until } from '../../../tests/support/settle'
import type { Deadline } from '@/services/calendar/deadlines'
import type { CalendarWords } from '@/services/calendar/ics'
import { calendarExportMachine, type ExportInput, type Input, type KnownProject, type Loaded } from './calendarExport.machine'

const opening: Deadline = { kind: 'opening', projectId: 'P1', projectName: '城东管网改造', projectCode: 'DZZB-1', packageId: null, packageName: null, ref: null, at: '2026-12-10 09:30:00' }
const words: CalendarWords = {
  calendarName: '投标日程',
  timeNote: '北京时间',
  kinds: { signUpEnd: '报名截止', bidDeadline: '投标截止', quoteDeadline: '报价截止', checkInStart: '签到开始', opening: '开标', decryptEnd: '解密截止', clarificationDue: '澄清答复截止' },
}
const moved: Loaded = { deadlines: [opening], unknown: [], changed: ['P1'] }
const unmoved: Loaded = { deadlines: [opening], unknown: [], changed: [] }
const nothingAhead: Loaded = { deadlines: [], unknown: [{ kind: 'opening', projectId: 'P2', projectName: '旧项目' }], changed: [] }
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline', message: '网络连接已断开' } })

describe('calendar export machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: calendarExportMachine,
      inputs: [{ projectId: 'P1' }, { projectId: 'P1', known: { project: { id: 'P1' }, signUps: [], serverNow: 0 } }],
      events: [
        done('loadDeadlines', moved),
        done('loadDeadlines', unmoved),
        done('loadDeadlines', nothingAhead),
        failed('loadDeadlines', offline),
        { type: 'calendar.export', words },
        { type: 'calendar.reload' },
        done('exportCalendar', 3),
        failed('exportCalendar', offline),
      ],
      context: (c) => ({ count: c.deadlines.length, changed: c.changed.length, error: c.error?.id ?? null }),
      initial: () => 'loading',
      target: ({ from, event }) => {
        switch (event.type) {
          case 'xstate.done.actor.loadDeadlines':
            return (event.output as Loaded).deadlines.length > 0 ? 'ready' : 'empty'
          case 'xstate.error.actor.loadDeadlines':
            return 'error'
          case 'calendar.export':
            return from.matches('ready') || from.matches('exported') ? 'exporting' : 'unchanged'
          case 'calendar.reload':
            return from.matches('loading') || from.matches('exporting') ? 'unchanged' : 'loading'
          case 'xstate.done.actor.exportCalendar':
            return 'exported'
          case 'xstate.error.actor.exportCalendar':
            return 'ready'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', ready: 'ready', empty: 'empty', error: 'error', exporting: 'exporting', exported: 'exported' })
        // A new file settles every moved time; a failed one settles nothing.
        if (event.type === 'xstate.done.actor.exportCalendar') expect(to.context.changed).toEqual([])
        if (event.type === 'xstate.error.actor.exportCalendar') expect(to.context.changed).toEqual(from.context.changed)
        if (event.type === 'xstate.done.actor.loadDeadlines') expect(to.context.changed).toEqual((event.output as Loaded).changed)
      },
      invariant: {
        loading: (s) => expect(s.hasTag('busy')).toBe(true),
        exporting: (s) => expect(s.hasTag('busy')).toBe(true),
        ready: (s) => expect(s.context.deadlines.length).toBeGreaterThan(0),
        empty: (s) => expect(s.context.deadlines).toEqual([]),
        error: (s) => expect(s.context.error?.message).toBe('网络连接已断开'),
        // The file's count is the export's word: for every project it holds more than the page read.
        exported: (s) => expect(s.context.exported).toBe(3),
      },
    })
  })
})

describe('calendar export machine behaviour', () => {
  it('exports the deadlines it loaded with the words of the screen', async () => {
    const sent: ExportInput[] = []
    const actor = createActor(
      calendarExportMachine.provide({
        actors: {
          loadDeadlines: fromPromise(async () => moved),
          exportCalendar: fromPromise(async ({ input }: { input: ExportInput }) => {
            sent.push(input)
            return input.deadlines.length
          }),
        },
      }),
      { input: { projectId: 'P1' } },
    ).start()
    await until(actor, (s) => s.matches('ready'))
    actor.send({ type: 'calendar.export', words })
    await until(actor, (s) => s.matches('exported'))
    expect(sent).toEqual([{ projectId: 'P1', deadlines: [opening], words }])
    expect(actor.getSnapshot().context.exported).toBe(1)
  })

  it('reads first from what the page knows, and afresh on a reload', async () => {
    const known: KnownProject = { project: { id: 'P1', openTime: '2026-12-10 09:30:00' }, signUps: [{ packageId: 'K1', status: 1 }], serverNow: Date.UTC(2026, 11, 2) }
    const asked: Input[] = []
    const actor = createActor(
      calendarExportMachine.provide({
        actors: {
          loadDeadlines: fromPromise(async ({ input }: { input: Input }) => {
            asked.push(input)
            return moved
          }),
        },
      }),
      { input: { projectId: 'P1', known } },
    ).start()
    await until(actor, (s) => s.matches('ready'))
    actor.send({ type: 'calendar.reload' })
    await until(actor, (s) => s.matches('ready') && asked.length === 2)
    expect(asked).toEqual([
      { projectId: 'P1', known },
      { projectId: 'P1', known: null },
    ])
  })
})
