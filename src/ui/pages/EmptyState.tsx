import { Trans } from '@lingui/react/macro'
import { EmptyState as MantineEmptyState } from '@mantine/core'
import type { ReactNode } from 'react'

import { useUiNode, type UiNode } from '../text'

export interface EmptyStateProps {
  /** Defaults to 暂无数据. A `<Trans>` element, a message descriptor or plain data text. */
  title?: UiNode
  description?: UiNode
  /** Optional call to action, e.g. a button that creates the first record. */
  action?: ReactNode
}

/** Placeholder for a list or page with nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const node = useUiNode()
  return (
    <MantineEmptyState
      py="xl"
      title={title ? node(title) : <Trans>暂无数据</Trans>}
      description={description ? node(description) : undefined}
    >
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  )
}
