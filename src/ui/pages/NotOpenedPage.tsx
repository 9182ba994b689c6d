import { Trans } from '@lingui/react/macro'
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'

export interface NotOpenedPageProps {
  /** 返回首页: the frame's home. */
  onHome: () => void
  /** 返回上一页, offered when there is a page to go back to. */
  onBack?: () => void
}

/**
 * In place of a screen whose function this platform has not opened (decision 049): its back end has
 * no such call, or the operator turned the area off. Nothing to retry; the way back instead.
 */
export function NotOpenedPage({ onHome, onBack }: NotOpenedPageProps) {
  const titleId = useId()
  const explanationId = useId()
  return (
    <Center mih="40vh" p="xl">
      <Stack component="section" aria-labelledby={titleId} align="center" gap="md" maw={520}>
        <Title order={3} id={titleId} aria-describedby={explanationId}>
          <Trans>此功能暂未在本平台开通</Trans>
        </Title>
        <Text c="dimmed" ta="center" id={explanationId}>
          <Trans>本平台尚未开通这项功能，暂时无法使用。如需使用，请联系平台管理员。</Trans>
        </Text>
        <Group>
          <Button onClick={onHome}>
            <Trans>返回首页</Trans>
          </Button>
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              <Trans>返回上一页</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Center>
  )
}
