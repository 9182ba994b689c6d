import { createHash, randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bp, createTenderServer, scenarioProject, session } from './tender-test-support'
import { call, ORIGIN } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

/** A multipart upload of real bytes, as the portal sends a bid file. */
async function uploadBytes(token: string, fields: Record<string, string>, bytes: Uint8Array, name = '投标文件.pdf') {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }))
  const response = await fetch(new URL(`${bp('entry/uploadBidFile')}?_t=${Date.now()}`, ORIGIN), {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` },
    body: form,
  })
  return (await response.json()) as { code: number; data: { id: string; sha256: string | null } }
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('the SHA-256 of a stored upload (decision 070)', () => {
  it('answers the stored bytes’ SHA-256 with the upload, in the file list and on the receipt', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    // Not a whole number of the hasher's slices, so the last short slice counts too.
    const bytes = randomBytes(3 * 1024 * 1024 + 17)
    const answer = await uploadBytes(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId, type: '1' }, bytes)
    expect(answer.code).toBe(200)
    expect(answer.data.sha256).toBe(sha256Of(bytes))

    const listed = (await call(bp('entry/backBidFile'), { token, query: { projectId: project.id, supplierId } })).body.data as Array<{ id: string; sha256: string | null }>
    expect(listed.find((file) => file.id === answer.data.id)?.sha256).toBe(sha256Of(bytes))
    const receipt = (await call(bp('entry/querySupplierTenderBack'), { token, query: { id: answer.data.id, supplierId } })).body.data as { sha256: string | null }
    expect(receipt.sha256).toBe(sha256Of(bytes))
  })

  it('answers a wrong hash for the next upload once the console asks for one, then right ones again', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const fields = { proId: project.id, pacId: packages[0]!.id, supId: supplierId }
    const bytes = randomBytes(4096)
    await control.console.wrongNextUploadHash!()
    const wrong = await uploadBytes(token, fields, bytes)
    expect(wrong.data.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(wrong.data.sha256).not.toBe(sha256Of(bytes))
    expect((await uploadBytes(token, fields, bytes)).data.sha256).toBe(sha256Of(bytes))
  })

  it('answers null for a seeded file whose bytes it never had', async () => {
    const { token, supplierId } = await session('supplier')
    const seeded = simulator.db.bidFile.findFirst({ where: { supplierId: { equals: supplierId } } })
    expect(seeded).toBeTruthy()
    const listed = (await call(bp('entry/backBidFile'), { token, query: { projectId: seeded!.projectId, supplierId } })).body.data as Array<{ sha256: string | null }>
    expect(listed.every((file) => file.sha256 === null)).toBe(true)
  })
})
