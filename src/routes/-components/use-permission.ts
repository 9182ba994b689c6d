import { useSelector } from '@xstate/react'
import { useShell } from './use-shell'

/**
 * Whether the signed-in user holds a button permission (spec 000 §6: the server's code tree,
 * flattened to code → true in the profile). While the profile loads nothing is permitted, so a
 * control never shows and then vanishes.
 */
export function usePermission(code: string): boolean {
  const { profile } = useShell()
  return useSelector(profile, (s) => s.context.profile?.permissions[code] === true)
}
