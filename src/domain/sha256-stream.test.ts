import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256OfBlob } from './sha256-stream'

const SLICE = 1024
const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe.each(['auto', 'slices'] as const)('sha256OfBlob, reading %s', (read) => {
  // Around the slice's size (one short, exact, one over, several), a SHA-256 block (64), and nothing at all.
  it.each([0, 1, 63, 64, 65, SLICE - 1, SLICE, SLICE + 1, 3 * SLICE, 3 * SLICE + 7, 100_000])('hashes %i bytes as node:crypto does', async (size) => {
    const bytes = randomBytes(size)
    const progress: Array<[number, number]> = []
    const hex = await sha256OfBlob(new Blob([bytes]), { sliceBytes: SLICE, read, onProgress: (hashed, total) => progress.push([hashed, total]) })
    expect(hex).toBe(nodeSha256(bytes))
    // From 0 to the whole, at most one report a slice, never backwards.
    expect(progress[0]).toEqual([0, size])
    expect(progress.at(-1)).toEqual([size, size])
    expect(progress.length).toBeLessThanOrEqual(1 + Math.ceil(size / SLICE))
    expect(progress.every(([hashed], i) => i === 0 || hashed > progress[i - 1]![0])).toBe(true)
  })

  it('stops with the signal’s reason once aborted', async () => {
    const abort = new AbortController()
    const reason = new Error('cancelled')
    const hashing = sha256OfBlob(new Blob([randomBytes(10 * SLICE)]), { sliceBytes: SLICE, read, signal: abort.signal, onProgress: (hashed) => hashed >= 2 * SLICE && abort.abort(reason) })
    await expect(hashing).rejects.toBe(reason)
  })
})

describe('sha256OfBlob', () => {
  it('gives the known digest of the empty file with the default slice', async () => {
    expect(await sha256OfBlob(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('refuses a slice size that is not a positive whole number', async () => {
    await expect(sha256OfBlob(new Blob(['x']), { sliceBytes: 0 })).rejects.toThrow(RangeError)
  })
})
