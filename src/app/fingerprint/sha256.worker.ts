import { sha256OfBlob } from '@/domain/sha256-stream'
import type { WorkerReport, WorkerRequest } from './worker-messages'

/**
 * Hashes one file off the page's thread (decision 070): the page stays responsive however large
 * the file, and only one slice of it is in memory at a time. The page ends it to cancel.
 */
// The DOM's types describe a window; a worker's scope is only this much of it.
const scope = self as unknown as { postMessage(message: WorkerReport): void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null }
const report = (message: WorkerReport) => scope.postMessage(message)

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { file, sliceBytes } = event.data
  sha256OfBlob(file, { ...(sliceBytes ? { sliceBytes } : {}), onProgress: (hashed, total) => report({ type: 'progress', hashed, total }) }).then(
    (sha256) => report({ type: 'done', sha256 }),
    (error: unknown) => report({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  )
}
