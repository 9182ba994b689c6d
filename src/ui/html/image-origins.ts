import { createContext } from 'react'

/**
 * The origins server HTML may load pictures from besides the portal's own: the API's and
 * config.json's `imageOrigins` (decision 056). Filled where the portal's config is known; none
 * without it, so a picture from elsewhere is never loaded by default.
 */
export const ServerImageOrigins = createContext<readonly string[]>([])
