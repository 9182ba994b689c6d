/**
 * The upload transport of `http.upload` (decision 015), loaded with the first upload rather than
 * with /login, whose first load has a weight budget (decision 008): no one uploads before signing in.
 */
import { ApiError } from './error-catalogue'
import { UPLOAD_TIMEOUT_MS, type Exchanged, type UploadLink, type UploadOptions } from './http'

/**
 * One multipart exchange over XMLHttpRequest, the only browser transport that reports upload
 * progress. Same headers, time stamp, settling and failure kinds as `exchange`; the form is built
 * afresh each time, so a retry sends the whole file again.
 */
export async function uploadExchange(link: UploadLink, path: string, options: UploadOptions): Promise<Exchanged> {
  const { clock, session, transport, urlFor, contractHeaders, heard } = link
  const authenticated = options.authenticated ?? true
  if (authenticated) await session.settled()
  if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', path, cause: options.signal.reason })

  const url = urlFor(path)
  const { headers, token } = contractHeaders(url, authenticated)
  const form = new FormData()
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, String(value))
  form.append(options.file.name, options.file.blob, options.file.filename)

  return new Promise<Exchanged>((resolve, reject) => {
    const xhr = transport.xhr()
    const { signal, onProgress } = options
    let over = false
    const end = () => {
      over = true
      clock.clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
    const fail = (kind: 'timeout' | 'aborted' | 'network', cause?: unknown) => {
      if (over) return
      end()
      reject(new ApiError({ kind, path, cause }))
    }
    // The reason is settled before abort() so the abort event it raises cannot relabel it.
    const cancel = () => {
      fail('aborted', signal?.reason)
      xhr.abort()
    }
    const timer = clock.setTimeout(() => {
      fail('timeout', new DOMException('timeout', 'TimeoutError'))
      xhr.abort()
    }, options.timeoutMs ?? UPLOAD_TIMEOUT_MS)
    signal?.addEventListener('abort', cancel, { once: true })

    xhr.onload = () => {
      if (over) return
      end()
      heard(url, 'answered')
      resolve({ status: xhr.status, body: parsedBody(xhr.responseText), token })
    }
    xhr.onerror = () => {
      if (!over) heard(url, 'unreachable')
      fail('network')
    }
    xhr.onabort = () => fail('aborted')
    // Only when asked: an upload listener makes a cross-origin request preflighted.
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (!over) onProgress(event.loaded, event.lengthComputable ? event.total : options.file.blob.size)
      }
    }
    try {
      xhr.open('POST', stamped(url, clock.now()))
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
      xhr.send(form)
    } catch (cause) {
      // An address the platform refuses to open fails like an unreachable one, timer cleared.
      fail('network', cause)
    }
  })
}

/** The URL with the contract's `_t` stamp appended, as ofetch's `query` would for other calls. */
function stamped(url: string, now: number): string {
  const hash = url.indexOf('#')
  const bare = hash === -1 ? url : url.slice(0, hash)
  return `${bare}${bare.includes('?') ? '&' : '?'}${new URLSearchParams({ _t: String(now) })}${hash === -1 ? '' : url.slice(hash)}`
}

/** JSON when it is JSON, else the text itself (an HTML error page), as ofetch reads a body. */
function parsedBody(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
