import { createContext, useContext } from 'react'
import type { Portal } from './portal'

/**
 * The portal for components. Guards and loaders receive it in the router context; components read
 * it here, so the visitor's home, which starts without the router (decision 047), reaches it the
 * same way as every screen.
 */
export const PortalContext = createContext<Portal | null>(null)

export function usePortal(): Portal {
  const portal = useContext(PortalContext)
  if (!portal) throw new Error('usePortal: no PortalContext above this component')
  return portal
}
