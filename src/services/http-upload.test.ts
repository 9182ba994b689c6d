// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw'
import * as v from 'valibot'
import { Blob as NodeBlob } from 'node:buffer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { createFakeXhr } from '../../tests/support/fake-xhr'
import { createManualClock } from '../../tests/support/manual-clock'
import { settle, within } from '../../tests/support/settle'
import { fetchCaptcha, refreshToken, signIn } from './blade-auth'
import { uploadAttachment } from './blade-resource'
import { systemClock, type Clock } from './clock'
import { defaultConfig, type RuntimeConfig } from './config'
import { ApiError } from './error-catalogue'
import { createHttp, UPLOAD_TIMEOUT_MS, type HttpSession, type UploadOptions } from './http'

const ok = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' })
const saved = v.object({ id: v.string() })
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure') }, (e: unknown) => e as ApiError)

/** A client on a fake XMLHttpRequest, a manual clock and a session whose token the test controls. */
function fakeClient(options: { config?: Partial<RuntimeConfig>; session?: Partial<HttpSession>; clock?: Clock } = {}) {
  const fake = createFakeXhr()
  const clock = options.clock ?? createManualClock(1_700_000_000_000)
  let token: string | null = 'token-1'
  const rejected = vi.fn()
  const session: HttpSession = {
    accessToken: () => token,
    tenantId: () => '100001',
    settled: async () => {},
    refresh: async () => false,
    rejected,
    ...options.session,
  }
  const http = createHttp({ ...defaultConfig, apiBase: 'https://api.example.test', ...options.config }, clock, session, { xhr: fake.xhr })
  return { http, fake, clock, rejected, setToken: (t: string | null) => (token = t) }
}

const bidFile = () => new Blob(['%PDF-1.7 标书'], { type: 'application/pdf' })
const uploadOf = (extra: Partial<UploadOptions> = {}): UploadOptions => ({
  fields: { projectId: 'P-2024-017', packageNo: 2 },
  file: { name: 'file', blob: bidFile(), filename: '投标文件.pdf' },
  ...extra,
})

/** Lets the client reach `send` (it first awaits the session settling). */
const sent = async (fake: ReturnType<typeof createFakeXhr>, count = 1) => vi.waitFor(() => expect(fake.requests).toHaveLength(count))

describe('HTTP client upload: the request contract over XMLHttpRequest', () => {
  it('posts to the API with the contract headers, the time stamp and no hand-set content type', async () => {
    const { http, fake, clock } = fakeClient()
    const result = http.upload('/api/bid-project/entry/uploadBidFile', saved, uploadOf())
    await sent(fake)
    const xhr = fake.last()
    expect(xhr.method).toBe('POST')
    const url = new URL(xhr.url!)
    expect(url.origin + url.pathname).toBe('https://api.example.test/api/bid-project/entry/uploadBidFile')
    expect(url.searchParams.get('_t')).toBe(String(clock.now()))
    expect(xhr.headers).toEqual({
      Authorization: `Basic ${btoa('saber:saber_secret')}`,
      'Client-Type': 'web_eroll',
      'Tenant-Id': '100001',
      'Blade-Auth': 'bearer token-1',
    })
    xhr.respond(200, ok({ id: 'f1' }))
    await expect(result).resolves.toEqual({ id: 'f1' })
  })

  it('sends none of the contract headers to an upload address on another origin', async () => {
    const { http, fake } = fakeClient()
    const result = http.upload('https://files.example.test/upload?bucket=bids', saved, uploadOf())
    await sent(fake)
    expect(fake.last().headers).toEqual({})
    expect(new URL(fake.last().url!).searchParams.get('bucket')).toBe('bids')
    expect(new URL(fake.last().url!).searchParams.get('_t')).toMatch(/^\d{13}$/)
    fake.last().respond(200, ok({ id: 'f2' }))
    await expect(result).resolves.toEqual({ id: 'f2' })
  })

  it('sends the fields and the file as multipart form data', async () => {
    const { http, fake } = fakeClient()
    const result = http.upload('/api/upload', saved, uploadOf())
    await sent(fake)
    const form = fake.last().form()
    expect(form.get('projectId')).toBe('P-2024-017')
    expect(form.get('packageNo')).toBe('2')
    const file = form.get('file') as File
    expect(file.name).toBe('投标文件.pdf')
    expect(await file.text()).toBe('%PDF-1.7 标书')
    fake.last().respond(200, ok({ id: 'f3' }))
    await result
  })

  it('waits for a running refresh to settle before sending', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    let reachedGate!: () => void
    const atGate = new Promise<void>((r) => (reachedGate = r))
    const { http, fake } = fakeClient({ session: { settled: () => (reachedGate(), gate) } })
    const result = http.upload('/api/upload', saved, uploadOf())
    // The upload's transport has loaded and the call waits at the refresh; whatever it would do next has had its turn.
    await within(atGate, 'the upload asking whether a refresh is running')
    await settle()
    expect(fake.requests).toHaveLength(0)
    release()
    await sent(fake)
    fake.last().respond(200, ok({ id: 'f4' }))
    await result
  })

  it('forwards upload progress, with the file size when the total is unknown', async () => {
    const { http, fake } = fakeClient()
    const onProgress = vi.fn()
    const result = http.upload('/api/upload', saved, uploadOf({ onProgress }))
    await sent(fake)
    fake.last().progress(0, 400)
    fake.last().progress(200, 400)
    fake.last().progress(400, 400)
    fake.last().progress(17, 0, false)
    expect(onProgress.mock.calls).toEqual([[0, 400], [200, 400], [400, 400], [17, bidFile().size]])
    fake.last().respond(200, ok({ id: 'f5' }))
    await result
  })

  it('cancels through the signal: the request is aborted and the call fails as aborted', async () => {
    const clock = createManualClock()
    const { http, fake } = fakeClient({ clock })
    const controller = new AbortController()
    const onProgress = vi.fn()
    const result = failure(http.upload('/api/upload', saved, uploadOf({ signal: controller.signal, onProgress })))
    await sent(fake)
    fake.last().progress(10, 400)
    controller.abort()
    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('aborted')
    expect(fake.last().aborted).toBe(true)
    // Nothing left behind: no time-out pending, no progress after the cancel.
    expect(clock.pending()).toBe(0)
    fake.last().progress(20, 400)
    expect(onProgress).toHaveBeenCalledTimes(1)
  })

  it('does not send at all when the signal is already aborted', async () => {
    const { http, fake } = fakeClient()
    const controller = new AbortController()
    controller.abort()
    await expect(failure(http.upload('/api/upload', saved, uploadOf({ signal: controller.signal })))).resolves.toMatchObject({ kind: 'aborted' })
    expect(fake.requests).toHaveLength(0)
  })

  it('times out on the injected clock after the spec’s 300 000 ms by default', async () => {
    const clock = createManualClock()
    const { http, fake } = fakeClient({ clock })
    const result = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake)
    expect(UPLOAD_TIMEOUT_MS).toBe(300_000)
    clock.advance(299_999)
    expect(fake.last().aborted).toBe(false)
    clock.advance(1)
    const error = await result
    expect(error.kind).toBe('timeout')
    expect(fake.last().aborted).toBe(true)
  })

  it('takes a shorter time-out per call', async () => {
    const clock = createManualClock()
    const { http, fake } = fakeClient({ clock })
    const result = failure(http.upload('/api/upload', saved, uploadOf({ timeoutMs: 5_000 })))
    await sent(fake)
    clock.advance(5_000)
    await expect(result).resolves.toMatchObject({ kind: 'timeout' })
  })

  it('reports a broken connection as a network failure and clears its time-out', async () => {
    const clock = createManualClock()
    const { http, fake } = fakeClient({ clock })
    const result = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake)
    fake.last().failNetwork()
    await expect(result).resolves.toMatchObject({ kind: 'network' })
    expect(clock.pending()).toBe(0)
  })

  it('shows the server’s message for a 400 envelope, and maps 500 and 503 as request does', async () => {
    const { http, fake } = fakeClient()
    const bad = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake, 1)
    fake.last().respond(200, { code: 400, success: false, data: null, msg: '文件类型有误，请上传pdf文件类型' })
    const error = await bad
    expect(error.kind).toBe('badRequest')
    expect(error.serverMessage).toBe('文件类型有误，请上传pdf文件类型')
    expect(error.userMessage.values).toEqual({ serverMessage: '文件类型有误，请上传pdf文件类型' })

    const server = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake, 2)
    fake.last().respond(500, '<html>Internal Server Error</html>')
    await expect(server).resolves.toMatchObject({ kind: 'server', serverMessage: undefined })

    const gateway = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake, 3)
    fake.last().respond(503)
    await expect(gateway).resolves.toMatchObject({ kind: 'unavailable' })
  })

  it('rejects an answer that does not match the contract as malformed', async () => {
    const { http, fake } = fakeClient()
    const result = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake)
    fake.last().respond(200, ok({ id: 42 }))
    const error = await result
    expect(error.kind).toBe('malformed')
    expect(String((error.cause as Error).message)).toContain('id')
  })

  it('renews a refused token once and sends the whole file again', async () => {
    let current = 'token-1'
    const refresh = vi.fn(async () => {
      current = 'token-2'
      return true
    })
    const { http, fake, rejected } = fakeClient({ session: { accessToken: () => current, refresh } })
    const onProgress = vi.fn()
    const result = http.upload('/api/upload', saved, uploadOf({ onProgress }))
    await sent(fake, 1)
    expect(fake.requests[0]!.headers['Blade-Auth']).toBe('bearer token-1')
    fake.requests[0]!.progress(400, 400)
    fake.requests[0]!.respond(401, { code: 401, success: false, data: null, msg: '请求未授权' })
    await sent(fake, 2)
    const again = fake.requests[1]!
    expect(again.headers['Blade-Auth']).toBe('bearer token-2')
    const file = again.form().get('file') as File
    expect(file.name).toBe('投标文件.pdf')
    expect(await file.text()).toBe('%PDF-1.7 标书')
    expect(again.form().get('projectId')).toBe('P-2024-017')
    // Progress starts over for the second sending.
    again.progress(0, 400)
    again.respond(200, ok({ id: 'f6' }))
    await expect(result).resolves.toEqual({ id: 'f6' })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(rejected).not.toHaveBeenCalled()
    expect(onProgress.mock.calls).toEqual([[400, 400], [0, 400]])
  })

  it('tells the session after a second 401 and does not loop', async () => {
    let current = 'token-1'
    const refresh = vi.fn(async () => {
      current = 'token-2'
      return true
    })
    const { http, fake, rejected } = fakeClient({ session: { accessToken: () => current, refresh } })
    const result = failure(http.upload('/api/upload', saved, uploadOf()))
    const refused = { code: 401, success: false, data: null, msg: '请求未授权' }
    await sent(fake, 1)
    fake.requests[0]!.respond(401, refused)
    await sent(fake, 2)
    fake.requests[1]!.respond(401, refused)
    await expect(result).resolves.toMatchObject({ kind: 'unauthorized' })
    expect(fake.requests).toHaveLength(2)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(rejected.mock.calls).toEqual([['unauthorized']])
  })

  it('signs out at once on relogin, without refreshing or sending again', async () => {
    const refresh = vi.fn(async () => true)
    const { http, fake, rejected } = fakeClient({ session: { refresh } })
    const result = failure(http.upload('/api/upload', saved, uploadOf()))
    await sent(fake)
    fake.last().respond(401, { code: 401, success: false, data: null, msg: 'relogin' })
    await expect(result).resolves.toMatchObject({ kind: 'relogin' })
    expect(refresh).not.toHaveBeenCalled()
    expect(fake.requests).toHaveLength(1)
    expect(rejected.mock.calls).toEqual([['relogin']])
  })

  it('sends an attachment with the user token for a signed-in supplier, and without it for a registration', async () => {
    const { http, fake } = fakeClient()
    const picture = () => new File(['png'], '营业执照.png', { type: 'image/png' })
    const answer = { link: 'http://oss.test/a.png', attachId: '1', originalName: '营业执照.png' }
    const own = uploadAttachment(http, { tenantId: '100001', file: picture(), signedIn: true })
    await sent(fake)
    expect(fake.last().headers['Blade-Auth']).toBe('bearer token-1')
    fake.last().respond(200, ok(answer))
    await expect(own).resolves.toEqual({ attachId: '1', link: 'http://oss.test/a.png', name: '营业执照.png' })

    const registration = uploadAttachment(http, { tenantId: '100001', file: picture() })
    await sent(fake, 2)
    expect(fake.last().headers).not.toHaveProperty('Blade-Auth')
    fake.last().respond(200, ok(answer))
    await expect(registration).resolves.toMatchObject({ attachId: '1' })
  })
})

describe('HTTP client upload: through the simulator’s msw server and the platform’s XMLHttpRequest', () => {
  const { server, control } = createSimulatorServer()
  // vitest's jsdom bridge hands msw a jsdom FormData re-made as Node's, dropping every file name on
  // the way; a browser has one FormData. So here the client builds its form with Node's FormData
  // (taken from a parsed body) and the file is a Node Blob, and what msw reads is what was sent.
  let NodeFormData: typeof FormData
  const nodeFile = () => new NodeBlob(['%PDF-1.7 标书'], { type: 'application/pdf' }) as unknown as Blob
  beforeAll(async () => {
    NodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData
    server.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(() => vi.stubGlobal('FormData', NodeFormData))
  afterEach(() => {
    vi.unstubAllGlobals()
    server.resetHandlers()
    control.reset()
  })
  afterAll(() => server.close())
  const realUpload = (extra: Partial<UploadOptions> = {}) => uploadOf({ file: { name: 'file', blob: nodeFile(), filename: '投标文件.pdf' }, ...extra })

  async function signedIn() {
    let token: string | null = null
    const rejected = vi.fn()
    const refresh = vi.fn<() => Promise<boolean>>(async () => false)
    const http = createHttp(defaultConfig, systemClock, {
      accessToken: () => token,
      tenantId: () => '000000',
      settled: async () => {},
      refresh: () => refresh(),
      rejected,
    })
    const captcha = await fetchCaptcha(http)
    const tokens = await signIn(http, { tenantId: '000000', username: 'supplier', password: 'Passw0rd!', imgCode: captcha.code!, imgCodeKey: captcha.key })
    token = tokens.access_token
    return { http, tokens, rejected, refresh, setToken: (t: string) => (token = t), token: () => token }
  }

  type Received = { fields: Record<string, string>; filename: string; type: string; text: string; contentType: string | null; auth: string | null; stamp: string | null }

  /**
   * A stand-in upload endpoint for these tests only: it reads the multipart body as a server would.
   * With `refuseFirst`, it answers the first call as a server that already expired the token.
   */
  function uploadEndpoint(received: Received[], { refuseFirst = false } = {}) {
    let calls = 0
    return mswHttp.post('*/api/test/upload', async ({ request }) => {
      if (refuseFirst && calls++ === 0) return HttpResponse.json({ code: 401, success: false, data: null, msg: '请求未授权' }, { status: 401 })
      const form = await request.formData()
      const file = form.get('file')
      if (file === null || typeof file === 'string') return HttpResponse.json({ code: 400, success: false, data: null, msg: '缺少文件' })
      const fields: Record<string, string> = {}
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value
      })
      received.push({
        fields,
        filename: file.name,
        type: file.type,
        text: await file.text(),
        contentType: request.headers.get('Content-Type'),
        auth: request.headers.get('Blade-Auth'),
        stamp: new URL(request.url).searchParams.get('_t'),
      })
      return HttpResponse.json(ok({ id: `upload-${received.length}` }))
    })
  }

  it('sends a real multipart body with the fields and the file, and reads the envelope', async () => {
    const { http, tokens } = await signedIn()
    const received: Received[] = []
    server.use(uploadEndpoint(received))
    const onProgress = vi.fn()
    const result = await http.upload('/api/test/upload', saved, realUpload({ onProgress }))
    expect(result).toEqual({ id: 'upload-1' })
    expect(received).toHaveLength(1)
    const [loaded, total] = onProgress.mock.calls.at(-1)!
    expect(loaded).toBe(total)
    expect(total).toBeGreaterThan(bidFile().size)
    const [got] = received
    expect(got!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(got!.fields).toEqual({ projectId: 'P-2024-017', packageNo: '2' })
    expect(got!.filename).toBe('投标文件.pdf')
    expect(got!.text).toBe('%PDF-1.7 标书')
    expect(got!.auth).toBe(`bearer ${tokens.access_token}`)
    expect(got!.stamp).toMatch(/^\d{13}$/)
  })

  it('after a refused token renews against the simulator and sends the file again', async () => {
    const c = await signedIn()
    let refreshWith = c.tokens.refresh_token
    c.refresh.mockImplementation(async () => {
      const fresh = await refreshToken(c.http, { refreshToken: refreshWith, tenantId: '000000' })
      refreshWith = fresh.refresh_token
      c.setToken(fresh.access_token)
      return true
    })
    const received: Received[] = []
    server.use(uploadEndpoint(received, { refuseFirst: true }))
    const first = c.token()
    const result = await c.http.upload('/api/test/upload', saved, realUpload())
    expect(result).toEqual({ id: 'upload-1' })
    expect(c.refresh).toHaveBeenCalledTimes(1)
    expect(c.rejected).not.toHaveBeenCalled()
    expect(received).toHaveLength(1)
    expect(received[0]!.auth).not.toBe(`bearer ${first}`)
    expect(received[0]!.text).toBe('%PDF-1.7 标书')
    expect(received[0]!.filename).toBe('投标文件.pdf')
  })
})
