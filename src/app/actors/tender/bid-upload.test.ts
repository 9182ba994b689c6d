// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Http, UploadOptions } from '@/services/http'
import { createStorage } from '@/services/storage'
import { bidUploadLogic, uploaderIpOf } from './bid-upload'
import { until } from '../../../../tests/support/settle'

const input = { projectId: 'P1', packageId: 'K1', supplierId: 'S1', accept: ['pdf'], maxSizeMb: 10 }
const bid = () => new File(['%PDF'], '投标文件.pdf')
const OTHER = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

function fakeHttp() {
  const uploads: Array<{ path: string; options: UploadOptions; resolve: (value: unknown) => void }> = []
  const checks: unknown[] = []
  const http = {
    upload: vi.fn((path: string, _schema: unknown, options: UploadOptions) => new Promise((resolve) => uploads.push({ path, options, resolve }))),
    request: vi.fn(async (_path: string, _schema: unknown, options: { body: unknown }) => (checks.push(options.body), 0)),
  } as unknown as Http
  return { http, uploads, checks }
}

describe('uploaderIpOf (001 §3, decision 017)', () => {
  it('reads the portal’s `Ip` entry, and leaves it to the server when there is none', () => {
    localStorage.clear()
    const storage = createStorage({ prefix: 'saber' })
    expect(uploaderIpOf(storage)).toBeNull()
    storage.set('Ip', '  ')
    expect(uploaderIpOf(storage)).toBeNull()
    storage.set('Ip', ' 58.246.112.37 ')
    expect(uploaderIpOf(storage)).toBe('58.246.112.37')
  })
})

describe('bidUploadLogic', () => {
  it('sends 001 §3’s fields to entry/uploadBidFile, reports progress and the receipt', async () => {
    const { http, uploads } = fakeHttp()
    const actor = createActor(bidUploadLogic({ http, storage: { get: () => null } }), { input }).start()
    actor.send({ type: 'upload.choose', file: bid() })
    await vi.waitFor(() => expect(uploads).toHaveLength(1))
    const [sent] = uploads
    expect(sent!.path).toBe('/api/bid-project/entry/uploadBidFile')
    expect(sent!.options.fields).toEqual({ proId: 'P1', pacId: 'K1', supId: 'S1', type: 1 })
    expect(sent!.options.file).toMatchObject({ name: 'file', filename: '投标文件.pdf' })
    sent!.options.onProgress?.(512, 1024)
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 512, total: 1024 })
    sent!.resolve({ id: 'F1' })
    await until(actor, (s) => s.matches('succeeded'))
    actor.stop()
  })

  it('fingerprints the file before sending it, and keeps the server’s hash beside it (decision 070)', async () => {
    const { http, uploads } = fakeHttp()
    const actor = createActor(bidUploadLogic({ http, storage: { get: () => null } }), { input }).start()
    actor.send({ type: 'upload.choose', file: bid() })
    await vi.waitFor(() => expect(uploads).toHaveLength(1))
    const computed = createHash('sha256').update('%PDF').digest('hex')
    expect(actor.getSnapshot().context.fingerprint).toBe(computed)
    uploads[0]!.resolve({ id: 'F1', sha256: OTHER.toUpperCase() })
    await until(actor, (s) => s.matches('succeeded'))
    expect(actor.getSnapshot().context.sent).toMatchObject({ sha256: computed, serverSha256: OTHER })
    actor.stop()
  })

  it('cancelling aborts the request', async () => {
    const { http, uploads } = fakeHttp()
    const actor = createActor(bidUploadLogic({ http, storage: { get: () => null } }), { input }).start()
    actor.send({ type: 'upload.choose', file: bid() })
    await vi.waitFor(() => expect(uploads).toHaveLength(1))
    actor.send({ type: 'upload.cancel' })
    expect(uploads[0]!.options.signal?.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('cancelled')
    actor.stop()
  })

  it('sends the stored address with the collusion check, or an empty one for the server to fill', async () => {
    for (const [stored, expected] of [['10.0.0.8', '10.0.0.8'], [null, '']] as const) {
      const { http, checks } = fakeHttp()
      const actor = createActor(bidUploadLogic({ http, storage: { get: <T,>() => stored as T } }), { input: { ...input, collusionCheck: true } }).start()
      actor.send({ type: 'upload.choose', file: bid() })
      await vi.waitFor(() => expect(checks).toEqual([{ type: 2, supplierId: 'S1', projectId: 'P1', ip: expected }]))
      actor.stop()
    }
  })
})
