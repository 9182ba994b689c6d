import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import type { Sha256 } from './fingerprint'

/**
 * Streaming SHA-256 of a Blob (decision 070). Web Crypto's `digest` takes the whole input at once,
 * so a 500 MB bid file would sit in memory whole; this feeds an incremental hasher as the file is
 * read, so memory stays near one slice whatever the file's size. Pure: it runs in the portal's Web
 * Worker, and in Node and jsdom tests alike.
 *
 * Where the Blob's stream takes a caller's buffer (a byte stream's BYOB reader: Chromium, Node),
 * every read lands in one reused buffer, so hashing leaves no garbage behind and the memory used
 * stays at one slice; elsewhere (jsdom) it reads `slice()` by `slice()`.
 */

/** 2 MiB: large enough that reading costs little, small enough that one slice hashes in a few ms. */
export const SHA256_SLICE_BYTES = 2 * 1024 * 1024

export type Sha256Progress = (hashed: number, total: number) => void

export type Sha256Options = {
  sliceBytes?: number
  onProgress?: Sha256Progress
  signal?: AbortSignal
  /** How to read: `auto` (a reused buffer where the stream allows it), or by slices whatever the Blob. */
  read?: 'auto' | 'slices'
}

type Hasher = ReturnType<typeof sha256.create>

/** The hex SHA-256 of `blob`, read `sliceBytes` at a time; rejects with the signal's reason once aborted. */
export async function sha256OfBlob(blob: Blob, { sliceBytes = SHA256_SLICE_BYTES, onProgress, signal, read = 'auto' }: Sha256Options = {}): Promise<Sha256> {
  if (!(Number.isInteger(sliceBytes) && sliceBytes > 0)) throw new RangeError(`slice size must be a positive whole number of bytes, got ${sliceBytes}`)
  const hasher = sha256.create()
  const total = blob.size
  onProgress?.(0, total)
  const reader = read === 'auto' ? byobReaderOf(blob) : null
  await (reader ? readInto(reader, hasher, total, sliceBytes, onProgress, signal) : readSlices(blob, hasher, sliceBytes, onProgress, signal))
  signal?.throwIfAborted()
  return bytesToHex(hasher.digest())
}

function byobReaderOf(blob: Blob): ReadableStreamBYOBReader | null {
  if (typeof blob.stream !== 'function') return null
  try {
    return blob.stream().getReader({ mode: 'byob' })
  } catch {
    return null
  }
}

async function readInto(reader: ReadableStreamBYOBReader, hasher: Hasher, total: number, sliceBytes: number, onProgress?: Sha256Progress, signal?: AbortSignal) {
  let buffer = new ArrayBuffer(sliceBytes)
  let hashed = 0
  // Progress once a slice: a stream's reads may be far smaller than the buffer.
  let reportAt = Math.min(sliceBytes, total)
  try {
    for (;;) {
      signal?.throwIfAborted()
      const { done, value } = await reader.read(new Uint8Array(buffer, 0, sliceBytes))
      if (done || !value) break
      hasher.update(value)
      hashed += value.byteLength
      // The read hands the same memory back in a new ArrayBuffer: the next read reuses it.
      buffer = value.buffer as ArrayBuffer
      if (hashed >= reportAt) {
        onProgress?.(hashed, total)
        reportAt = Math.min(hashed + sliceBytes, total)
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  }
}

async function readSlices(blob: Blob, hasher: Hasher, sliceBytes: number, onProgress?: Sha256Progress, signal?: AbortSignal) {
  const total = blob.size
  for (let offset = 0; offset < total; offset += sliceBytes) {
    signal?.throwIfAborted()
    const end = Math.min(offset + sliceBytes, total)
    hasher.update(new Uint8Array(await blob.slice(offset, end).arrayBuffer()))
    onProgress?.(end, total)
  }
}
