import { pbkdf2 } from '@noble/hashes/pbkdf2.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js'

/**
 * How the simulator keeps passwords (decision 063): PBKDF2-SHA256 with a salt, never the text. A
 * state file, an export or a recording then holds nothing a student could sign in with. The same
 * code runs in the browser and in the classroom server, so the hash is @noble/hashes' synchronous
 * one, not Node's or Web Crypto's.
 *
 * 10,000 rounds: about 10–20 ms a check here, paid on every sign-in of every test and every
 * student. A real back end would use far more; what this guards is a classroom's demo passwords
 * against being read, not against a cracking rig.
 */
const ROUNDS = 10_000
const PREFIX = 'pbkdf2-sha256'

const derive = (password: string, salt: Uint8Array, rounds: number) => pbkdf2(sha256, password, salt, { c: rounds, dkLen: 32 })

/** The stored form of `password`, with a fresh salt: `pbkdf2-sha256$<rounds>$<salt>$<hash>`. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  return `${PREFIX}$${ROUNDS}$${bytesToHex(salt)}$${bytesToHex(derive(password, salt, ROUNDS))}`
}

/** The most rounds a stored value may ask for: a hand-made file must not make each sign-in take minutes. */
const MAX_ROUNDS = 1_000_000
const STORED = /^pbkdf2-sha256\$(\d{1,7})\$((?:[0-9a-f]{2})+)\$([0-9a-f]{64})$/

/** The parts of a stored value, or null for anything not in the stored form (a password kept as text, a damaged value). */
function parseStored(stored: unknown): { rounds: number; salt: Uint8Array; hash: Uint8Array } | null {
  const match = typeof stored === 'string' ? STORED.exec(stored) : null
  const rounds = Number(match?.[1])
  if (!match || !(rounds >= 1 && rounds <= MAX_ROUNDS)) return null
  return { rounds, salt: hexToBytes(match[2]!), hash: hexToBytes(match[3]!) }
}

/** Whether `stored` is in the stored form (and not, say, a password kept as text). */
export const isPasswordHash = (stored: unknown): boolean => parseStored(stored) !== null

/** Each seeded password's stored form, made once per process (`seededPassword`). */
const seeded = new Map<string, string>()

/** Whether `password` is the one `stored` was made from; anything not in the stored form never matches. */
export function verifyPassword(password: unknown, stored: string): boolean {
  // The published demo password against the value this process made from it for the seed: known to
  // match without 10,000 rounds, paid on every sign-in of every test (about 2.5 % of the screen
  // tests' CPU). It tells nothing that is not published; every other pair is derived.
  if (typeof password === 'string' && seeded.get(password) === stored) return true
  const parts = parseStored(stored)
  if (typeof password !== 'string' || !parts) return false
  const given = derive(password, parts.salt, parts.rounds)
  // Every byte compared, whatever the first difference: how long a refusal takes says nothing.
  let difference = parts.hash.length ^ given.length
  for (let i = 0; i < parts.hash.length; i++) difference |= parts.hash[i]! ^ (given[i] ?? 0)
  return difference === 0
}

/**
 * The stored form of a seeded account's password. Every seeded account has the same published demo
 * password, and the seed is laid again on every reset: one hash per password and process, not one
 * per account and reset. Accounts made or changed later get their own salt (`hashPassword`).
 */
export function seededPassword(password: string): string {
  let stored = seeded.get(password)
  if (stored === undefined) {
    stored = hashPassword(password)
    seeded.set(password, stored)
  }
  return stored
}
