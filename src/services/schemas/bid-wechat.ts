import * as v from 'valibot'
import { safeHref } from '@/validation/safe-url'

/*
 * Contract of /api/bid-wechat/mp/getWxQr (decision 038): the public account's QR code. Back ends
 * send it as an address, a data URL, bare base64 of the image, a WeChat ticket, or an object
 * holding one of those; the client takes any and makes it an image address, null if none.
 */

const WECHAT_SHOW_QR = 'https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket='

/** Image types by the first bytes of their base64. */
const SIGNATURES: ReadonlyArray<[prefix: string, type: string]> = [
  ['iVBOR', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bW', 'image/svg+xml'],
]

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The image's own bytes, as a back end relaying WeChat's picture sends them: shown, never followed. */
const IMAGE_BYTES = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/i

/**
 * An image address from what the back end sent as text, or null. An address passes the safe-URL
 * rule (decision 054); the image's bytes become a data URL the portal builds itself, so the footer
 * shows the result as it is.
 */
export function qrImageSource(text: string): string | null {
  const value = text.trim()
  if (IMAGE_BYTES.test(value)) return value
  if (/^(https?:|\/)/i.test(value)) return safeHref(value, 'http://portal.invalid') ?? null
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null
  const compact = value.replace(/\s/g, '')
  if (compact.length < 16 || !BASE64.test(compact)) return null
  const type = SIGNATURES.find(([prefix]) => compact.startsWith(prefix))?.[1] ?? 'image/png'
  return `data:${type};base64,${compact}`
}

const optionalText = v.optional(v.nullable(v.string()))

export const wxQrSchema = v.pipe(
  v.union([
    v.string(),
    v.null(),
    v.object({ url: optionalText, qrUrl: optionalText, qrCode: optionalText, imgUrl: optionalText, base64: optionalText, ticket: optionalText }),
  ]),
  v.transform((data): string | null => {
    if (data === null) return null
    if (typeof data === 'string') return qrImageSource(data)
    const text = data.url ?? data.qrUrl ?? data.qrCode ?? data.imgUrl ?? data.base64
    if (text) return qrImageSource(text)
    return data.ticket ? `${WECHAT_SHOW_QR}${encodeURIComponent(data.ticket)}` : null
  }),
)
