import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClock } from './clock'
import { dumpDb } from './db'
import { createSimulator, SNAPSHOT_VERSION } from './state'
import { STATE_FILE_FORMAT } from './state-file'
import { createMemoryStorage } from './storage'
import { createTenderServer, scenarioProject, session, TEST_NOW } from './tender/tender-test-support'
import { call } from './test-support'

const { server, control, simulator } = createTenderServer()
const api = control.console
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const profileStatus = async (token: string, supplierId: string) => (await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })).status

describe('export and import', () => {
  it('writes a marked, versioned file with the snapshot, settings, faults and clock', async () => {
    await api.setFault('GET /api/bid-crm/*', { kind: 'error', status: 500, msg: '服务异常' }, 3)
    control.latency = 25
    await api.pauseClock()
    const file = JSON.parse(await api.exportState())
    expect(file).toMatchObject({
      format: STATE_FILE_FORMAT,
      version: SNAPSHOT_VERSION,
      settings: { latency: 25, captchaCode: '1234' },
      faults: [{ pattern: 'GET /api/bid-crm/*', fault: { status: 500, msg: '服务异常' }, remaining: 3 }],
      clock: { paused: true, rate: 1 },
    })
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false)
    expect(file.snapshot.db.project.length).toBe(simulator.db.project.count())
  })

  it('export, reset, import gives the same db, clock, settings and faults; the file holds no token or captcha answer, so every session ends (decision 063)', async () => {
    const kept = await session('supplier')
    const { project } = scenarioProject(simulator, 'bidding')
    await api.raiseClarification({ projectId: project.id, supplierId: kept.supplierId, content: '请说明工期安排。' })
    // Within the access token's hour: had the file kept the session, it would still be live after the import.
    await api.setClock(TEST_NOW + 10 * 60_000)
    await api.pauseClock()
    await api.setFault('* /api/bid-order/*', { kind: 'latency', ms: 5 }, null)
    control.captchaCode = 'ABCD'
    const text = await api.exportState()
    const db = dumpDb(simulator.db)

    control.reset()
    const later = await session('pending')
    expect(dumpDb(simulator.db)).not.toEqual(db)
    await api.importState(text)

    expect(dumpDb(simulator.db)).toEqual(db)
    expect(await api.clock()).toEqual({ now: TEST_NOW + 10 * 60_000, paused: true, rate: 1 })
    expect(await api.faults()).toEqual([{ pattern: '* /api/bid-order/*', fault: { kind: 'latency', ms: 5 }, remaining: null }])
    expect(control.captchaCode).toBe('ABCD')
    // Nobody is signed in by a file passed round a class: neither the exported session nor the one opened since.
    const file = JSON.parse(text)
    expect([file.snapshot.sessions, file.snapshot.captchas]).toEqual([[], []])
    expect(text).not.toContain(kept.token)
    expect(await profileStatus(kept.token, kept.supplierId)).toBe(401)
    expect(await profileStatus(later.token, later.supplierId)).toBe(401)
  })

  it('persists what it imported: a reload reads it', async () => {
    const storage = createMemoryStorage()
    const sim = createSimulator({ storage })
    await sim.control.console.pushMessage({ username: 'supplier', title: '导出前', content: '内容' })
    const text = await sim.control.console.exportState()
    sim.control.reset()
    await sim.control.console.importState(text)
    const reloaded = createSimulator({ storage })
    expect(reloaded.db.message.findFirst({ where: { title: { equals: '导出前' } } })).not.toBeNull()
  })

  describe('refuses a broken or foreign file and keeps the state', () => {
    const refusals = async (text: string) => {
      const { token, supplierId } = await session('supplier')
      await api.setFault('GET /nothing', { kind: 'network' }, null)
      const db = dumpDb(simulator.db)
      const clock = await api.clock()
      const error = await api.importState(text).then(() => null, (thrown: Error) => thrown)
      expect(error?.name).toBe('ConsoleError')
      expect(dumpDb(simulator.db)).toEqual(db)
      expect(await api.clock()).toEqual(clock)
      expect(await api.faults()).toHaveLength(1)
      expect(await profileStatus(token, supplierId)).toBe(200)
      return error!.message
    }
    const exported = async () => JSON.parse(await api.exportState())

    it('not JSON', async () => {
      expect(await refusals('{"format": ')).toBe('文件不是有效的模拟器状态文件（无法解析JSON）')
    })

    it('another format', async () => {
      expect(await refusals(JSON.stringify({ format: 'something-else', version: SNAPSHOT_VERSION }))).toBe('该文件不是本系统导出的模拟器状态')
      expect(await refusals('[1, 2, 3]')).toBe('该文件不是本系统导出的模拟器状态')
    })

    it('another version, naming both', async () => {
      const file = await exported()
      expect(await refusals(JSON.stringify({ ...file, version: 3 }))).toBe(`模拟器状态文件的版本为 3，本系统需要版本 ${SNAPSHOT_VERSION}，无法导入`)
    })

    it('a bad shape, naming the first bad path', async () => {
      const file = await exported()
      file.snapshot.sessions = [{ accessToken: 1 }]
      expect(await refusals(JSON.stringify(file))).toBe('模拟器状态文件内容有误：snapshot.sessions.0.accessToken')
      const other = await exported()
      other.snapshot.db.project = 'none'
      expect(await refusals(JSON.stringify(other))).toBe('模拟器状态文件内容有误：snapshot.db.project')
      const faults = await exported()
      faults.faults = [{ pattern: 'GET /x', fault: { status: 42 }, remaining: null }]
      expect(await refusals(JSON.stringify(faults))).toMatch(/^模拟器状态文件内容有误：faults\.0\.fault/)
    })

    it('records that cannot be loaded (a duplicate key)', async () => {
      const file = await exported()
      file.snapshot.db.project.push(file.snapshot.db.project[0])
      expect(await refusals(JSON.stringify(file))).toBe('模拟器状态文件中的数据无法载入（记录重复或字段有误）')
    })
  })
})

describe('the clock', () => {
  it('pauses, resumes at ×60, and keeps its time through jumps, on an injected base clock', () => {
    let base = 1_000_000
    const changes: number[] = []
    const clock = createClock(() => base, () => changes.push(clock.now()))
    base += 500
    expect(clock.now()).toBe(1_000_500)
    clock.pause()
    base += 10_000
    expect(clock.now()).toBe(1_000_500)
    clock.advance(60_000)
    expect(clock.now()).toBe(1_060_500)
    clock.resume(60)
    base += 1_000
    expect(clock.now()).toBe(1_120_500)
    clock.set(5_000_000)
    base += 10
    expect(clock.now()).toBe(5_000_600)
    clock.resume(1)
    base += 10
    expect(clock.now()).toBe(5_000_610)
    expect([clock.paused, clock.rate]).toEqual([false, 1])
    expect(changes).toHaveLength(5)
    expect(() => clock.resume(0)).toThrow(RangeError)
  })

  it('keeps a paused or faster clock through a reload', () => {
    let base = 2_000_000
    const storage = createMemoryStorage()
    const first = createSimulator({ storage, now: () => base })
    first.clock.advance(3_000)
    first.clock.pause()
    base += 50_000
    const paused = createSimulator({ storage, now: () => base })
    expect([paused.clock.now(), paused.clock.paused]).toEqual([2_003_000, true])
    paused.clock.resume(60)
    const fast = createSimulator({ storage, now: () => base })
    base += 1_000
    expect([fast.clock.now(), fast.clock.rate]).toEqual([2_063_000, 60])
    fast.control.reset()
    expect([fast.clock.now(), fast.clock.paused, fast.clock.rate]).toEqual([base, false, 1])
  })

  it('the console drives it and the API follows (getTime reads the simulator clock)', async () => {
    const started = (await api.clock()).now
    await api.pauseClock()
    expect(await api.clock()).toEqual({ now: started, paused: true, rate: 1 })
    await api.advanceClock(90 * 60_000)
    const getTime = async () => (await call('/api/bid-project/entry/check/getTime')).body.data
    expect(await getTime()).toBe('2025-06-02 10:30:00')
    await api.setClock(Date.parse('2025-06-05T08:00:00+08:00'))
    expect(await getTime()).toBe('2025-06-05 08:00:00')
    await api.resumeClock(60)
    expect(await api.clock()).toMatchObject({ paused: false, rate: 60 })
    await expect(api.resumeClock(7)).rejects.toThrow('时钟倍速只能是 1 或 60，收到 7')
    await expect(api.advanceClock(Number.NaN)).rejects.toThrow('时间跨度须为有效的毫秒数')
    await expect(api.setClock('soon' as unknown as number)).rejects.toThrow('时间须为有效的毫秒数')
  })
})
