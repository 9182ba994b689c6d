import { useNavigate, type NavigateOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useShellFlow, type ShellDeps } from '@/app/use-flow'
import type { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { RecordDetailFrame, type Titles } from './RecordDetailFrame'

/**
 * A signed-in detail screen (spec 000 §2.3): the flow reading the record the address's `id` names,
 * in the frame every detail shares (its loading, failed and not-found states), with the way back.
 * A screen that must talk to its flow (a refresh, a form on the record) starts the flow itself and
 * uses `RecordDetailFrame`.
 */
export function DetailScreen<T>({
  logic,
  id,
  back: { label, ...target },
  children,
  ...titles
}: Titles & {
  /** The flow's binding (`app/actors/<feature>`), a `recordDetail` machine. */
  logic: (deps: ShellDeps) => ReturnType<typeof recordDetailMachine<T>>
  id: string
  /** Where 返回 leads, and what it says. */
  back: NavigateOptions & { label: ReactNode }
  children: (record: T, back: ReactNode) => ReactNode
}) {
  const navigate = useNavigate()
  const detail = useShellFlow(logic, { input: { id } })
  return (
    <RecordDetailFrame detail={detail} onBack={() => void navigate(target)} backLabel={label} {...titles}>
      {children}
    </RecordDetailFrame>
  )
}
