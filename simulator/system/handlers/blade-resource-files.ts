import { http, HttpResponse } from 'msw'
import { drawPicture, fileNameOf, fileText, RESOURCE_PREFIX } from '../../../fixtures/resource-links'
import { ApiError, openEndpoint } from '../../http'
import type { Simulator } from '../../state'

const PREFIX = RESOURCE_PREFIX.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&')

/*
 * Matched by regular expressions without capture groups: a `*` or `:param` pattern has msw decode
 * what it captures, and a malformed escape (`%E4%B8`) would then fail the lookup of every handler
 * instead of answering this one's 404.
 */
/** `GET …/file/<name>` on any origin. */
export const FILE_PATH = new RegExp(`${PREFIX}/file/.*$`)
/** `GET …/picture/<kind>?…` on any origin. */
export const PICTURE_PATH = new RegExp(`${PREFIX}/picture/[^/]*$`)

/** RFC 5987's `filename*`: UTF-8, percent-encoded, with the few marks encodeURIComponent leaves that it does not allow. */
const attachmentName = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`

/** Nothing a stored file or picture holds runs, even opened on its own in a tab. */
const INERT = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }

/**
 * The simulated object storage's files and pictures (fixtures/resource-links.ts): every file link
 * and picture the simulator hands out points here, on the portal's own origin. No credential: an
 * `<img>` sends none, and a back end's public bucket asks for none. A name or parameters that do
 * not describe a file or picture answer a 404 envelope.
 */
export function bladeResourceFileHandlers(sim: Simulator) {
  return [
    /** A stand-in file: one line naming it, as text, saved under its name. */
    http.get(
      FILE_PATH,
      openEndpoint(sim, ({ url }) => {
        const marker = `${RESOURCE_PREFIX}/file/`
        const encoded = url.pathname.slice(url.pathname.indexOf(marker) + marker.length)
        const name = encoded.includes('/') ? null : fileNameOf(encoded)
        if (name === null) throw new ApiError(404, '文件不存在')
        return new HttpResponse(fileText(name), {
          headers: { 'Content-Type': 'text/plain;charset=utf-8', 'Content-Disposition': attachmentName(name), ...INERT },
        })
      }),
    ),

    /** A picture drawn from its parameters: `badge` (text, colour, width, height) or `step` (step, words). */
    http.get(
      PICTURE_PATH,
      openEndpoint(sim, ({ url }) => {
        const kind = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
        const svg = drawPicture(kind, url.searchParams)
        if (svg === null) throw new ApiError(404, '图片不存在')
        return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml;charset=utf-8', ...INERT } })
      }),
    ),
  ]
}
