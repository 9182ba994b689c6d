// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { systemClock } from './clock'
import { defaultConfig, type RuntimeConfig } from './config'
import { createHttp, type HttpSession, type Reach } from './http'
import { probeServer } from './probe'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  control.reset()
})
afterAll(() => server.close())

const session: HttpSession = { accessToken: () => null, tenantId: () => '000000', settled: async () => {}, refresh: async () => false, rejected: () => {} }

function watched(config: Partial<RuntimeConfig> = {}) {
  const http = createHttp({ ...defaultConfig, ...config }, systemClock, session)
  const heard: Reach[] = []
  const stop = http.watchReach((reach) => heard.push(reach))
  return { http, heard, stop }
}

const TIME = '/api/bid-project/entry/check/getTime'

describe('what the HTTP client tells of the way to the back end (decision 058)', () => {
  it('hears an answer whatever its status or code', async () => {
    const { http, heard } = watched()
    await http.send(TIME, { authenticated: false })
    control.faults.set(`GET ${TIME}`, { status: 503 })
    await http.send(TIME, { authenticated: false })
    control.faults.set(`GET ${TIME}`, { status: 200, code: 500, msg: '服务异常' })
    await http.send(TIME, { authenticated: false })
    expect(heard).toEqual(['answered', 'answered', 'answered'])
  })

  it('hears a request that got no answer as unreachable, and a time-out or a cancel as neither', async () => {
    const { http, heard } = watched({ requestTimeoutMs: 100 })
    control.faults.set(`GET ${TIME}`, 'network')
    await expect(http.send(TIME, { authenticated: false })).rejects.toMatchObject({ kind: 'network' })
    control.faults.set(`GET ${TIME}`, 'timeout')
    await expect(http.send(TIME, { authenticated: false })).rejects.toMatchObject({ kind: 'timeout' })
    control.faults.clear()
    await expect(http.send(TIME, { authenticated: false, signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' })
    expect(heard).toEqual(['unreachable'])
  })

  it('says nothing of another origin: the local certificate helper is not the back end', async () => {
    const helper = 'http://127.0.0.1:18089'
    const { http, heard } = watched({ caHelperUrl: helper })
    server.use(mswHttp.get(`${helper}/get`, () => HttpResponse.error()))
    await expect(http.send(`${helper}/get`, { authenticated: false })).rejects.toMatchObject({ kind: 'network' })
    expect(heard).toEqual([])
  })

  it('stops telling once the watcher is let go', async () => {
    const { http, heard, stop } = watched()
    stop()
    await http.send(TIME, { authenticated: false })
    expect(heard).toEqual([])
  })
})

describe('probeServer', () => {
  it('resolves on any answer and fails when the back end cannot be reached', async () => {
    const { http } = watched()
    control.faults.set(`GET ${TIME}`, { status: 502 })
    await expect(probeServer(http)).resolves.toBeUndefined()
    server.use(mswHttp.all('*', () => HttpResponse.error()))
    await expect(probeServer(http)).rejects.toMatchObject({ kind: 'network' })
  })
})
