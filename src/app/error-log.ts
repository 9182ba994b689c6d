import type { PortalStorage } from '@/services/storage'
import { redactText } from './redaction'

/**
 * One entry of the local error log (spec 000 §3): `type` says where it came from, `url` is the page
 * it happened on (for a request, the request's address), `info` what else is known (the request's
 * method and status, a component stack), `time` epoch ms.
 */
export type ErrorLogEntry = {
  id: string
  type: ErrorLogType
  message: string
  stack: string
  info: string
  url: string
  time: number
}

/** `error` and `unhandledrejection` from the window, `render` from the root error boundary, `request` a failed call. */
export type ErrorLogType = 'error' | 'unhandledrejection' | 'render' | 'request'

export type ErrorLogInput = Omit<ErrorLogEntry, 'id' | 'time'>

/** The newest entries kept: an error repeating in a loop must not fill the browser's storage. */
export const ERROR_LOG_LIMIT = 50
export const MESSAGE_LIMIT = 500
export const STACK_LIMIT = 2000
export const ERROR_LOG_KEY = 'errorLog'

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}…` : text)

/** What is kept of an entry: secrets out (the one redaction policy, decision 057), long texts cut. */
export function sanitize(input: ErrorLogInput): ErrorLogInput {
  return {
    type: input.type,
    message: cut(redactText(input.message), MESSAGE_LIMIT),
    stack: cut(redactText(input.stack), STACK_LIMIT),
    info: cut(redactText(input.info), MESSAGE_LIMIT),
    url: cut(redactText(input.url), MESSAGE_LIMIT),
  }
}

export type ErrorLog = ReturnType<typeof createErrorLog>

/**
 * The local error log (spec 000 §2.3, §8): kept in local storage under the site prefix, newest
 * first, at most `limit` entries. Plain functions and a change signal, so the header's badge and
 * the dialog follow it without a machine: it has no flow of its own, only contents.
 */
export function createErrorLog({ storage, now = Date.now, limit = ERROR_LOG_LIMIT }: { storage: PortalStorage; now?: () => number; limit?: number }) {
  const listeners = new Set<() => void>()
  let entries: readonly ErrorLogEntry[] = readStored(storage).slice(0, limit)
  let counter = 0

  const save = (next: readonly ErrorLogEntry[]) => {
    entries = next
    try {
      if (next.length) storage.set(ERROR_LOG_KEY, next)
      else storage.remove(ERROR_LOG_KEY)
    } catch {
      // Storage full or refused: the log still works for this page.
    }
    listeners.forEach((listener) => listener())
  }

  return {
    entries: () => entries,
    record(input: ErrorLogInput): ErrorLogEntry {
      const time = now()
      const entry: ErrorLogEntry = { ...sanitize(input), id: `${time.toString(36)}-${(counter++).toString(36)}`, time }
      save([entry, ...entries].slice(0, limit))
      return entry
    },
    /** Takes the given entries out (those just uploaded), keeping any that arrived meanwhile. */
    remove(ids: readonly string[]) {
      const gone = new Set(ids)
      save(entries.filter((entry) => !gone.has(entry.id)))
    },
    clear: () => save([]),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

function readStored(storage: PortalStorage): ErrorLogEntry[] {
  const stored = storage.get<unknown>(ERROR_LOG_KEY)
  if (!Array.isArray(stored)) return []
  // Another version's or a hand-edited entry is dropped rather than shown half; one kept by an
  // older version passes today's policy before it is shown or uploaded.
  return stored
    .filter(
      (entry): entry is ErrorLogEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        ['id', 'type', 'message', 'stack', 'info', 'url'].every((field) => typeof (entry as Record<string, unknown>)[field] === 'string') &&
        typeof (entry as Record<string, unknown>).time === 'number',
    )
    .map((entry) => ({ ...entry, ...sanitize(entry) }))
}
