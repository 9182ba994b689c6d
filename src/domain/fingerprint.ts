/**
 * A file's SHA-256 fingerprint as the portal shows and compares it (decision 070): 64 lower-case hex
 * digits, or null when there is none. One reading for what the browser computed and what a back end
 * sends, so the two compare as text.
 */

export type Sha256 = string

const HEX_64 = /^[0-9a-f]{64}$/

/** A hex SHA-256 in any case, with any surrounding blanks; null for anything else (absent, empty, not 64 hex digits). */
export function sha256OrNull(value: unknown): Sha256 | null {
  if (typeof value !== 'string') return null
  const hex = value.trim().toLowerCase()
  return HEX_64.test(hex) ? hex : null
}

/** The first of `values` that reads as a SHA-256 (a back end may name the field several ways). */
export function firstSha256(...values: readonly unknown[]): Sha256 | null {
  for (const value of values) {
    const hex = sha256OrNull(value)
    if (hex) return hex
  }
  return null
}

/** Groups of eight digits, to read aloud or compare by eye: `9f86d081 884c7d65 …`. */
export function groupedSha256(hex: Sha256, size = 8): string {
  return hex.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? ''
}

/**
 * Whether the server's hash contradicts the one computed before sending: only when both are known.
 * A back end that sends none is not a mismatch.
 */
export const fingerprintsDiffer = (computed: Sha256 | null, received: Sha256 | null): boolean =>
  computed !== null && received !== null && computed !== received
