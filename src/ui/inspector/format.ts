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

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `HH:mm:ss.SSS` of an event's time stamp (simulator time in simulator mode). */
export function showTime(at: number): string {
  const d = new Date(at)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
}
