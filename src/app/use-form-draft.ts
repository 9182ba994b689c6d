import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createDraftStore, type DraftKey, type DraftStore } from '@/services/form-drafts'
import { usePortal } from './portal-context'

/** Typing is written a moment after it pauses; leaving the page or the form writes what waits at once. */
const WRITE_DELAY_MS = 400

export type FormDraft = {
  /** A kept draft was put back into the form: the form says so (DraftRestoredNote). */
  restored: boolean
  /** Drops the draft and puts the form back as it opened without it. */
  discard: () => void
  /** The form was sent: its draft goes, and what the form shows next is where a new one starts from. */
  sent: () => void
}

export type FormDraftOptions<T> = {
  /** The form's name, the same wherever the form is shown. */
  form: string
  /** The record the form edits (`new` for a form that makes one). */
  record: string
  /** Raised when the values' shape changes: a draft of another version is ignored. */
  version: number
  /** The kept values if they have the form's shape, else null (a foreign or damaged draft is left). */
  shape: (values: unknown) => T | null
  /**
   * What the form holds now, only what may be kept (never a password, code or file); null while the
   * form is not shown (loading, sent, closed).
   */
  values: T | null
  /** Puts values into the form (its state, or events to its flow). */
  apply: (values: T) => void
  /** Whose draft: the signed-in user by default, else `visitor`. */
  owner?: string
}

type Pending = { key: DraftKey; values: unknown | null }

/**
 * Keeps a form's unsent values in the tab's session storage across a reload (decision 059). The
 * values the form opens with are its starting point: a draft is kept only once they differ, and is
 * put back the next time the same form opens for the same record, for the same user, in this tab.
 */
/** The forms' draft store; the forms' own, not the portal's, as /login's first load has no room for it (decision 059). */
export function useDraftStore(): DraftStore {
  const portal = usePortal()
  return useMemo(() => createDraftStore({ prefix: portal.config.storagePrefix, now: portal.clock.now }), [portal])
}

export function useFormDraft<T>(options: FormDraftOptions<T>): FormDraft {
  const portal = usePortal()
  const drafts = useDraftStore()
  const owner = options.owner ?? portal.actors.session.getSnapshot().context.tokens?.userId ?? 'visitor'
  const key: DraftKey = { form: options.form, owner, record: options.record }
  const id = drafts.key(key)
  const serial = options.values === null ? null : JSON.stringify(options.values)

  // The form's latest callbacks, for effects and timers that outlive the render they began in.
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const track = useRef<{ id: string; generation: number; start: { serial: string; values: T } | null; pending: Pending | null; timer: ReturnType<typeof setTimeout> | null }>({
    id,
    generation: 0,
    start: null,
    pending: null,
    timer: null,
  })
  const [generation, setGeneration] = useState(0)
  const [restoredId, setRestoredId] = useState<string | null>(null)

  const flush = useCallback(() => {
    const t = track.current
    if (t.timer) clearTimeout(t.timer)
    t.timer = null
    const pending = t.pending
    t.pending = null
    if (!pending) return
    if (pending.values === null) drafts.remove(pending.key)
    else drafts.write(pending.key, latest.current.version, pending.values)
  }, [drafts])

  const schedule = useCallback(
    (pending: Pending) => {
      const t = track.current
      t.pending = pending
      if (t.timer) clearTimeout(t.timer)
      t.timer = setTimeout(flush, WRITE_DELAY_MS)
    },
    [flush],
  )

  useEffect(() => {
    const t = track.current
    if (t.id !== id || t.generation !== generation) {
      flush()
      Object.assign(t, { id, generation, start: null })
    }
    // Closed: what waits is written, and the next opening starts over (and restores).
    if (serial === null || options.values === null) {
      flush()
      t.start = null
      return
    }
    if (t.start === null) {
      t.start = { serial, values: options.values }
      const kept = drafts.read(key, latest.current.version, latest.current.shape)
      if (kept !== null && JSON.stringify(kept) !== serial) {
        latest.current.apply(kept)
        setRestoredId(id)
      }
      return
    }
    schedule({ key, values: serial === t.start.serial ? null : options.values })
    // `key` and `options.values` are what `id` and `serial` stand for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, serial, generation, drafts, flush, schedule])

  // Leaving the page (a reload, a closed tab) or the form writes what waits.
  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  /** No write waits any more, and the kept draft goes. */
  const drop = useCallback(() => {
    const t = track.current
    if (t.timer) clearTimeout(t.timer)
    t.timer = null
    t.pending = null
    drafts.remove(key)
    setRestoredId(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts, id])

  const discard = useCallback(() => {
    drop()
    const { start } = track.current
    if (start) latest.current.apply(start.values)
  }, [drop])

  const sent = useCallback(() => {
    drop()
    setGeneration((g) => g + 1)
  }, [drop])

  return { restored: restoredId === id, discard, sent }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A shape check for values that are all text under these names (anything else: no draft). */
export function textValues<K extends string>(names: readonly K[]) {
  return (values: unknown): Record<K, string> | null => {
    if (!isRecord(values) || !names.every((name) => typeof values[name] === 'string')) return null
    return Object.fromEntries(names.map((name) => [name, values[name]])) as Record<K, string>
  }
}
