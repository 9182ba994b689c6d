import type { Sha256Progress } from '@/domain/sha256-stream'
import type { Sha256 } from '@/domain/fingerprint'
import type { WorkerReport, WorkerRequest } from './worker-messages'

/** Computes a file's SHA-256 with progress; aborting the signal stops it. */
export type HashFile = (file: Blob, onProgress: Sha256Progress, signal: AbortSignal) => Promise<Sha256>

/** The same hasher on the page, loaded only where it is needed: the worker carries its own. */
const onThePage: HashFile = async (file, onProgress, signal) => (await import('@/domain/sha256-stream')).sha256OfBlob(file, { onProgress, signal })

/**
 * A file's fingerprint in a Web Worker (decision 070), so the page keeps answering while a large
 * file is read. Where there is no Worker (tests in jsdom or Node) or it cannot start (a policy that
 * forbids workers), the same streaming hasher runs on the page instead: slower to the eye, same
 * answer. Aborting ends the worker at once.
 */
export const hashFile: HashFile = (file, onProgress, signal) => {
  if (typeof Worker === 'undefined') return onThePage(file, onProgress, signal)
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<Sha256>((resolve, reject) => {
    let started = false
    const worker = new Worker(new URL('./sha256.worker.ts', import.meta.url), { type: 'module', name: 'sha256' })
    const stop = () => {
      worker.terminate()
      signal.removeEventListener('abort', aborted)
    }
    const aborted = () => {
      stop()
      reject(signal.reason)
    }
    signal.addEventListener('abort', aborted, { once: true })
    worker.onmessage = (event: MessageEvent<WorkerReport>) => {
      started = true
      const report = event.data
      if (report.type === 'progress') return onProgress(report.hashed, report.total)
      stop()
      if (report.type === 'done') resolve(report.sha256)
      else reject(new Error(report.message))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      stop()
      if (started) reject(new Error(event.message || 'sha256 worker failed'))
      else onThePage(file, onProgress, signal).then(resolve, reject)
    }
    worker.postMessage({ file } satisfies WorkerRequest)
  })
}
