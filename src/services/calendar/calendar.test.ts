import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { createStorage } from '../storage'
import { deadlineUid, projectDeadlines, readsHall, readsRequests, stillAhead, type Deadline } from './deadlines'
import { changedProjects, emptyRecord, readRecord, recordAfterExport, writeRecord, type ExportRecord } from './exported'
import { buildCalendar, type CalendarWords } from './ics'
import { serverZone } from '@/time/server-zone'

const words: CalendarWords = {
  calendarName: '投标日程',
  timeNote: '时间为北京时间（服务器时间）',
  kinds: { signUpEnd: '报名截止', bidDeadline: '投标文件递交截止', quoteDeadline: '报价截止', checkInStart: '开标签到开始', opening: '开标', decryptEnd: '解密截止', clarificationDue: '澄清答复截止' },
}
const project = { id: 'P1', projectName: '城东污水管网改造', projectCode: 'DZZB-2026-001', projectType: '5', entryEndTime: '2026-12-01 17:00:00', bidEndTime: '2026-12-10 09:00:00', openTime: '2026-12-10 09:30:00' }
const signUps = [
  { packageId: 'K1', packageName: '一标段', status: 1 },
  { packageId: 'K2', packageName: '二标段', status: 1 },
  { packageId: 'K3', packageName: '三标段', status: 0 },
]
// The hall sends epoch ms: 09:15 and 10:30 in Beijing on the opening day.
const hall = { checkInStartTime: Date.UTC(2026, 11, 10, 1, 15), decryptEndTime: '2026-12-10 10:30:00' }
const requests = [
  { id: 'Q1', packageId: 'K1', packageName: '一标段', deadline: '2026-12-12 18:00:00', status: 0 },
  { id: 'Q0', packageId: 'K1', packageName: '一标段', deadline: '2026-12-09 18:00:00', status: 2 },
]
const { deadlines } = projectDeadlines(project, signUps, { read: hall }, { read: requests })
const EXPORTED_AT = Date.UTC(2026, 11, 2, 6, 0)
const MOVED_AT = Date.UTC(2026, 11, 3, 6, 0)

type ParsedEvent = { uid: string; start: string; zone: string | undefined; sequence: number; stamp: string; modified: string; triggers: string[] }

function parse(text: string): { zones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      const utc = (name: string) => (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString()
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        zone: event.startDate.zone?.tzid,
        sequence: event.sequence,
        stamp: utc('dtstamp'),
        modified: utc('last-modified'),
        triggers: component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
      }
    }),
  }
}

const build = (list: Deadline[], record: ExportRecord, now = EXPORTED_AT) => buildCalendar({ deadlines: list, supplierId: 'S9', now, record, words })

const zoneBefore = process.env.TZ
afterEach(() => {
  // process.env turns undefined into the text 'undefined'.
  if (zoneBefore === undefined) delete process.env.TZ
  else process.env.TZ = zoneBefore
})

describe('the deadlines of a project', () => {
  it('reads each deadline the project, its sign-ups, the hall and the requests carry, a bid deadline for each live sign-up', () => {
    expect(deadlines.map((d) => [d.kind, d.packageId, d.at])).toEqual([
      ['signUpEnd', null, '2026-12-01 17:00:00'],
      ['bidDeadline', 'K1', '2026-12-10 09:00:00'],
      ['bidDeadline', 'K2', '2026-12-10 09:00:00'],
      ['opening', null, '2026-12-10 09:30:00'],
      ['checkInStart', null, '2026-12-10 09:15:00'],
      ['decryptEnd', null, '2026-12-10 10:30:00'],
      ['clarificationDue', 'K1', '2026-12-12 18:00:00'],
    ])
  })

  it('lists a missing or impossible time as not known, and an inquiry closes for quotes', () => {
    const read = projectDeadlines({ ...project, projectType: '1', entryEndTime: undefined, openTime: '2026-02-30 09:30:00' }, [], 'unreadable', 'unreadable')
    expect(read.deadlines.map((d) => [d.kind, d.packageId])).toEqual([['quoteDeadline', null]])
    expect(read.unknown.map((u) => u.kind)).toEqual(['signUpEnd', 'opening', 'checkInStart', 'decryptEnd', 'clarificationDue'])
  })

  it('gives a project whose every sign-up was withdrawn no bid deadline; one with no sign-up read gets the project’s', () => {
    const withdrawn = projectDeadlines(project, [{ packageId: 'K1', packageName: '一标段', status: 0 }], 'none', 'none')
    expect(withdrawn.deadlines.map((d) => d.kind)).toEqual(['signUpEnd', 'opening'])
    const unread = projectDeadlines(project, [], 'none', 'none')
    expect(unread.deadlines.map((d) => [d.kind, d.packageId])).toEqual([
      ['signUpEnd', null],
      ['bidDeadline', null],
      ['opening', null],
    ])
  })

  it('reads times on the configured server clock, offsets and epoch ms included', () => {
    serverZone.name = 'Europe/Berlin'
    try {
      const read = projectDeadlines({ ...project, entryEndTime: '2026-07-01 09:00:00', openTime: '2026-07-01T09:30:00+08:00' }, [], 'none', 'none')
      expect(read.deadlines.map((d) => d.at)).toEqual(['2026-07-01 09:00:00', '2026-12-10 09:00:00', '2026-07-01 03:30:00'])
    } finally {
      delete serverZone.name
    }
  })

  it('asks for the hall of an online opening until it is over, and for clarification requests from the opening to the evaluation’s end', () => {
    const at = (projectType: string, status: unknown) => [readsHall({ ...project, projectType, status }), readsRequests({ ...project, projectType, status })]
    expect([at('5', 1), at('5', 5), at('5', 6), at('5', 7), at('6', 4), at('2', undefined)]).toEqual([
      [true, false],
      [true, true],
      [false, true],
      [false, false],
      [false, false],
      [true, true],
    ])
  })

  it('keeps only what is still ahead of the server clock', () => {
    const ahead = stillAhead(deadlines, Date.parse('2026-12-10T01:00:00Z'))
    expect(ahead.map((d) => d.kind)).toEqual(['opening', 'checkInStart', 'decryptEnd', 'clarificationDue'])
  })
})

describe('the calendar file', () => {
  it('puts every deadline at its Beijing moment with a VTIMEZONE, two reminders and a UID of its own, whatever zone the PC is in', () => {
    const texts = ['America/New_York', 'UTC', 'Asia/Shanghai'].map((zone) => {
      process.env.TZ = zone
      return build(deadlines, emptyRecord()).text
    })
    expect(new Set(texts).size).toBe(1)
    process.env.TZ = 'America/New_York'
    const { zones, events } = parse(texts[0]!)
    expect(zones).toEqual(['Asia/Shanghai'])
    expect(texts[0]).toContain('DTSTART;TZID=Asia/Shanghai:20261210T093000')
    expect(events.map((e) => e.start)).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-10T01:00:00.000Z',
      '2026-12-10T01:00:00.000Z',
      '2026-12-10T01:30:00.000Z',
      '2026-12-10T01:15:00.000Z',
      '2026-12-10T02:30:00.000Z',
      '2026-12-12T10:00:00.000Z',
    ])
    for (const event of events) {
      expect(event.zone).toBe('Asia/Shanghai')
      expect(event.triggers).toEqual(['-P1D', '-PT1H'])
      expect(event.sequence).toBe(0)
      expect(event.stamp).toBe(new Date(EXPORTED_AT).toISOString())
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
    expect(events[1]!.uid).toBe('bidDeadline-P1-K1-S9@deadlines.supplier-portal')
    expect(events[3]!.uid).toBe('opening-P1-all-S9@deadlines.supplier-portal')
  })

  it('writes each moment in UTC, with no Beijing zone, for a server that keeps another zone', () => {
    serverZone.name = 'Europe/Berlin'
    try {
      const list = projectDeadlines({ ...project, entryEndTime: '2026-07-01 09:00:00' }, [], 'none', 'none').deadlines
      const text = build(list, emptyRecord()).text
      const { zones, events } = parse(text)
      expect(zones).toEqual([])
      expect(text).not.toContain('X-WR-TIMEZONE')
      // 09:00 in Berlin's summer is 07:00 UTC; 09:00 in its winter is 08:00 UTC.
      expect(text).toContain('DTSTART:20260701T070000Z')
      expect(events.map((e) => e.start)).toEqual(['2026-07-01T07:00:00.000Z', '2026-12-10T08:00:00.000Z', '2026-12-10T08:30:00.000Z'])
    } finally {
      delete serverZone.name
    }
  })

  it('gives a moved deadline the same UID, the next SEQUENCE and a new LAST-MODIFIED; the others stay as they were', () => {
    const first = build(deadlines, emptyRecord())
    const postponed = deadlines.map((d) => (d.kind === 'opening' ? { ...d, at: '2026-12-17 09:30:00' } : d))
    const second = parse(build(postponed, first.record, MOVED_AT).text).events
    const before = parse(first.text).events
    expect(second.map((e) => e.uid)).toEqual(before.map((e) => e.uid))
    const opening = second[3]!
    expect([opening.start, opening.sequence, opening.modified]).toEqual(['2026-12-17T01:30:00.000Z', 1, new Date(MOVED_AT).toISOString()])
    expect([second[0]!.sequence, second[0]!.modified]).toEqual([0, new Date(EXPORTED_AT).toISOString()])
  })
})

describe('the moved-times mark', () => {
  it('marks a project whose exported deadline has another time now, until it is exported again', () => {
    expect(changedProjects(deadlines, emptyRecord(), 'S9')).toEqual([])
    const exported = recordAfterExport(deadlines, emptyRecord(), 'S9', EXPORTED_AT)
    expect(changedProjects(deadlines, exported, 'S9')).toEqual([])
    const postponed = deadlines.map((d) => (d.kind === 'opening' ? { ...d, at: '2026-12-17 09:30:00' } : d))
    expect(changedProjects(postponed, exported, 'S9')).toEqual(['P1'])
    // Another supplier's calendar never received this one's deadlines.
    expect(changedProjects(postponed, exported, 'S8')).toEqual([])
    // A deadline that was not known at the export is new, not moved.
    const other = { ...deadlines[0]!, projectId: 'P2', at: '2026-12-20 09:00:00' }
    expect(changedProjects([...deadlines, other], exported, 'S9')).toEqual([])
    expect(changedProjects(postponed, recordAfterExport(postponed, exported, 'S9', MOVED_AT), 'S9')).toEqual([])
  })

  it('keeps the record per supplier, and reads a damaged one as nothing exported', () => {
    const entries = new Map<string, string>()
    const memory = { getItem: (k: string) => entries.get(k) ?? null, setItem: (k: string, v: string) => void entries.set(k, v), removeItem: (k: string) => void entries.delete(k), key: () => null, length: 0, clear: () => entries.clear() } as Storage
    const storage = createStorage({ prefix: 'saber', local: memory, session: memory })
    const record = recordAfterExport(deadlines, emptyRecord(), 'S9', EXPORTED_AT)
    writeRecord(storage, 'S9', record)
    expect(readRecord(storage, 'S9')).toEqual(record)
    expect(readRecord(storage, 'S8')).toEqual(emptyRecord())
    storage.set('calendarExport:S7', { events: { x: { at: 5 }, [deadlineUid(deadlines[0]!, 'S7')]: record.events[deadlineUid(deadlines[0]!, 'S9')] } })
    expect(Object.keys(readRecord(storage, 'S7').events)).toEqual([deadlineUid(deadlines[0]!, 'S7')])
  })
})
