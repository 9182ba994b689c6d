import { useRouter } from '@tanstack/react-router'
import type { Portal } from './portal'

/**
 * The portal for components. It travels in the router context, the same way guards and loaders
 * receive it (`context.portal`), so there is one way in.
 */
export function usePortal(): Portal {
  return useRouter().options.context.portal
}
