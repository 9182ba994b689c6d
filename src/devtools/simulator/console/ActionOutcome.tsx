import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'

import type { ActionState } from './use-action'

/** Under each action: what it did, or why the simulator refused it. */
export function ActionOutcome<R>({ state, success }: { state: ActionState<R>; success: (result: R) => ReactNode }) {
  if (state.status === 'done') {
    return (
      <Alert color="teal" variant="light" role="status" p="xs">
        {success(state.result)}
      </Alert>
    )
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" p="xs">
        {state.message}
      </Alert>
    )
  }
  return null
}
