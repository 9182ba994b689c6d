import { formatTimeOfDay } from '@/ui/format/date'

/** A state value or payload as one line of JSON: `"idle"`, `{"status":"loading"}`. */
export function showValue(value: unknown): string {
  if (value === undefined) return '—'
  try {
    return JSON.stringify(value) ?? '—'
  } catch {
    return String(value)
  }
}

/** Indented JSON for a context. */
export const showBlock = (value: unknown) => {
  try {
    return JSON.stringify(value, null, 2) ?? '—'
  } catch {
    return String(value)
  }
}

/** `HH:mm:ss.SSS` of an event's time stamp (simulator time in simulator mode), on the server's wall clock like every time the portal shows. */
export const showTime = (at: number): string => formatTimeOfDay(at, { milliseconds: true })
