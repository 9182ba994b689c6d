import type { ReactNode } from 'react'
import { usePermission } from './use-permission'

/**
 * A control that needs a button permission: shown only to a user who holds `code`; others see
 * `fallback` (nothing by default), as BladeX front ends hide what a role may not do (decision 041).
 */
export function Permitted({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return <>{usePermission(code) ? children : fallback}</>
}
