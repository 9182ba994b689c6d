import { RequestHandler, type HttpHandler } from 'msw'

/**
 * The simulator's handlers behind one: each request runs only those whose method it has and whose
 * path's fixed text its address contains, in the order given, with msw's own matching and resolvers.
 *
 * msw tries every handler in turn, and each try reads the page's cookies (a synchronous round trip
 * to the browser's cookie store in a page), looks in its own cookie store and compiles the handler's
 * path pattern again. With the simulator's 184 handlers that came to about a quarter of the portal's
 * script time in a page (decision 082). A handler whose pattern this cannot read safely is always
 * tried, as before.
 */
export function routeHandlers(handlers: readonly RequestHandler[]): RequestHandler {
  return new RoutedHandlers(handlers.map((handler) => ({ handler, accepts: acceptsFor(handler) })))
}

interface Route {
  handler: RequestHandler
  /** False only when the handler cannot match: its method differs or its path's fixed text is missing. */
  accepts: (method: string, address: string) => boolean
}

type RunArgs = Parameters<RequestHandler['run']>[0]
type RunResult = Awaited<ReturnType<RequestHandler['run']>>

class RoutedHandlers extends RequestHandler {
  /** Which handler answered a request, for msw's log line. */
  private readonly answeredBy = new WeakMap<Request, RequestHandler>()

  constructor(private readonly routes: readonly Route[]) {
    super({ info: { header: `${routes.length} simulator handlers` }, resolver: () => undefined })
  }

  override async run(args: RunArgs): Promise<RunResult> {
    const method = args.request.method.toUpperCase()
    const address = addressOf(args.request.url)
    let matched: RunResult = null
    for (const route of this.routes) {
      if (!route.accepts(method, address)) continue
      const result = await route.handler.run(args)
      // As msw's own loop: the last handler that matched, and the first that answered ends it.
      if (result === null) continue
      matched = result
      if (result.response) break
    }
    if (matched) this.answeredBy.set(args.request, matched.handler)
    return matched
  }

  predicate(): boolean {
    return false
  }

  log(args: { request: Request; response: Response; parsedResult: unknown }): void {
    this.answeredBy.get(args.request)?.log(args)
  }
}

/** The address as msw matches it: no query, no fragment; path-to-regexp matches without regard to case. */
const addressOf = (url: string) => url.replace(/[?#].*$/s, '').toLowerCase()

/** Characters that are plain text in a path pattern (a colon not starting a name, as in `http://`, msw escapes). */
const PLAIN = /^[a-z0-9/._~:-]*$/

export function acceptsFor(handler: RequestHandler): Route['accepts'] {
  const { method, path } = handler.info as HttpHandler['info']
  const methodOk =
    typeof method === 'string' ? (wanted: string) => wanted === method.toUpperCase() : method instanceof RegExp ? (wanted: string) => method.test(wanted) : () => true
  const fixed = typeof path === 'string' ? fixedText(path) : null
  if (!fixed) return (wanted) => methodOk(wanted)
  return (wanted, address) => methodOk(wanted) && fixed.every((text) => address.includes(text))
}

/**
 * The runs of plain text a path pattern requires, lower-cased: what is left between its wildcards
 * (`*`, with any letters right before one, which msw reads as a name) and parameters (`:name`).
 * Null when there is none, or the pattern has anything else (groups, optional or escaped parts,
 * text a URL would carry encoded), so that such a handler is always tried.
 */
export function fixedText(pattern: string): string[] | null {
  const parts = pattern
    .toLowerCase()
    .split(/[a-z_-]*\*+|:[a-z0-9_]+\**/)
    .filter((part) => part.length > 0)
  return parts.length > 0 && parts.every((part) => PLAIN.test(part)) ? parts : null
}
