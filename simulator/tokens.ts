/** Random and JWT-shaped token helpers that work in browsers (any context) and in node. */

const BASE64URL = /[+/=]/g
const replaceBase64 = (char: string) => (char === '+' ? '-' : char === '/' ? '_' : '')

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(BASE64URL, replaceBase64)
}

export function base64UrlJson(value: unknown): string {
  return bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)))
}

export function randomBytes(length: number): Uint8Array {
  // getRandomValues works in insecure contexts too (randomUUID does not).
  return globalThis.crypto.getRandomValues(new Uint8Array(length))
}

export function randomToken(length = 32): string {
  return bytesToBase64Url(randomBytes(length))
}

/** A random RFC 4122 v4 uuid without dashes, as BladeX's StringUtil.randomUUID() makes them. */
export function randomUuid(): string {
  const bytes = randomBytes(16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * BladeX tokens are HS256 JWTs. The simulator issues the same shape (header.claims.signature)
 * with a random signature; it recognises its tokens by lookup, not by verifying the signature.
 */
export function jwtShapedToken(claims: Record<string, unknown>): string {
  return `${base64UrlJson({ typ: 'JsonWebToken', alg: 'HS256' })}.${base64UrlJson(claims)}.${randomToken(32)}`
}
