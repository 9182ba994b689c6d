/**
 * A stand-in for XMLHttpRequest that never touches a network: each instance records what the
 * client opened, set and sent, and the test decides what happens next (progress, an answer, a
 * network failure). Covers the part of XMLHttpRequest the HTTP client's upload uses.
 */
export type FakeXhr = {
  method: string | null
  url: string | null
  headers: Record<string, string>
  body: Document | XMLHttpRequestBodyInit | null | undefined
  sent: boolean
  aborted: boolean
  /** The body as FormData (what an upload sends). */
  form: () => FormData
  /** Reports upload progress, as the browser does while the body goes out. */
  progress: (loaded: number, total: number, lengthComputable?: boolean) => void
  /** Completes with a status and a body (an object is sent as JSON). */
  respond: (status: number, body?: unknown) => void
  /** Fails as the browser does when the connection breaks. */
  failNetwork: () => void
}

export type FakeXhrFactory = {
  /** Pass as `createHttp(…, { xhr })`. */
  xhr: () => XMLHttpRequest
  /** Every request made so far, oldest first. */
  requests: FakeXhr[]
  /** The most recent request; throws when none was made. */
  last: () => FakeXhr
}

type Handler = ((event: ProgressEvent) => void) | null

export function createFakeXhr(): FakeXhrFactory {
  const requests: FakeXhr[] = []

  class Fake {
    method: string | null = null
    url: string | null = null
    headers: Record<string, string> = {}
    body: Document | XMLHttpRequestBodyInit | null | undefined = undefined
    sent = false
    aborted = false
    done = false
    status = 0
    responseText = ''
    readyState = 0
    onload: Handler = null
    onerror: Handler = null
    onabort: Handler = null
    upload: { onprogress: Handler } = { onprogress: null }

    open(method: string, url: string) {
      this.method = method
      this.url = url
      this.readyState = 1
    }

    setRequestHeader(name: string, value: string) {
      if (this.readyState !== 1 || this.sent) throw new DOMException('setRequestHeader before open or after send', 'InvalidStateError')
      this.headers[name] = value
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      if (this.readyState !== 1 || this.sent) throw new DOMException('send before open or twice', 'InvalidStateError')
      this.body = body
      this.sent = true
      requests.push(this as unknown as FakeXhr)
    }

    abort() {
      if (this.done) return
      this.done = true
      this.aborted = true
      this.readyState = 4
      this.onabort?.(event('abort'))
    }

    form() {
      if (!(this.body instanceof FormData)) throw new Error(`the body is not FormData: ${String(this.body)}`)
      return this.body
    }

    progress(loaded: number, total: number, lengthComputable = true) {
      this.upload.onprogress?.(event('progress', { loaded, total, lengthComputable }))
    }

    respond(status: number, body?: unknown) {
      this.settle()
      this.status = status
      this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
      this.onload?.(event('load'))
    }

    failNetwork() {
      this.settle()
      this.onerror?.(event('error'))
    }

    private settle() {
      if (!this.sent) throw new Error('the request was not sent')
      if (this.done) throw new Error('the request is already over')
      this.done = true
      this.readyState = 4
    }
  }

  return {
    xhr: () => new Fake() as unknown as XMLHttpRequest,
    requests,
    last: () => {
      const request = requests.at(-1)
      if (!request) throw new Error('no request was made')
      return request
    },
  }
}

function event(type: string, init: ProgressEventInit = {}): ProgressEvent {
  return new ProgressEvent(type, init)
}
