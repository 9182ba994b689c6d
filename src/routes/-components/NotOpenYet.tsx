import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { EmptyState } from '@/ui/pages/EmptyState'

/** Screens whose business arrives with the bidding area; they say so instead of showing fake data. */
export function NotOpenYet({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <Stack>
      <Title order={3}>{i18n._(title)}</Title>
      <EmptyState title={<Trans>该栏目暂未开放</Trans>} description={<Trans>此栏目将随投标业务模块开放，敬请期待。</Trans>} />
    </Stack>
  )
}
