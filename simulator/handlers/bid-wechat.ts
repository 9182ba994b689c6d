import { http } from 'msw'
import { ok, publicEndpoint } from '../http'
import { publicTenant } from '../public-access'
import type { Simulator } from '../state'

const SIZE = 25
const MODULE = 8
const QUIET = 2

/** A small, stable pseudo-random sequence from a text, so each tenant's code looks its own. */
function bits(seed: string): () => boolean {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261)
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) % 2 === 0
  }
}

/** Whether a module belongs to one of the three finder squares (corners) or their white border. */
function finder(x: number, y: number): boolean | null {
  for (const [fx, fy] of [[0, 0], [SIZE - 7, 0], [0, SIZE - 7]] as const) {
    const dx = x - fx
    const dy = y - fy
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3))
      return ring !== 2
    }
  }
  return null
}

/**
 * A picture that looks like the public account's QR code (the real one comes from WeChat's API):
 * the three finder squares and a pattern of its own per tenant, as an SVG. It is not scannable.
 */
export function qrLikeSvg(seed: string): string {
  const next = bits(seed)
  const side = (SIZE + QUIET * 2) * MODULE
  const cells: string[] = []
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const fixed = finder(x, y)
      const dark = fixed ?? next()
      if (dark) cells.push(`<rect x="${(x + QUIET) * MODULE}" y="${(y + QUIET) * MODULE}" width="${MODULE}" height="${MODULE}"/>`)
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`
}

/**
 * The messaging app's public-account QR code (spec 000 §7 `bid-wechat/mp/getWxQr`; shape designed,
 * decision 038): `data` is the picture as bare base64, as a back end relaying WeChat's image bytes
 * sends it. No user token; the `Tenant-Id` header says whose account.
 */
export function bidWechatHandlers(sim: Simulator) {
  return [
    http.get(
      '*/api/bid-wechat/mp/getWxQr',
      publicEndpoint(sim, (context) => ok(btoa(qrLikeSvg(`wx-mp-${publicTenant(context)}`)))),
    ),
  ]
}
