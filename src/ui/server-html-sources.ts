import { createContext } from 'react'

/**
 * What server HTML's pictures may load from besides the portal's own origin (decision 056): the
 * API's (`apiBase`) and config.json's `imageOrigins`. The app provides its config as it is; the
 * origins are worked out in ServerHtml, outside the sign-in page's code. Without it: the portal's
 * own origin alone. Beside the providers, not in ui/html: the app provides it on every page,
 * /login's too, which carries no shared widget (decision 008).
 */
export interface ServerHtmlSources {
  apiBase: string
  imageOrigins: readonly string[]
}

export const ServerHtmlSourcesContext = createContext<ServerHtmlSources>({ apiBase: '', imageOrigins: [] })
