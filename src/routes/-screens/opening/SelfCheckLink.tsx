import { Trans } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'

/** The way to the opening-day self-check (decision 069) from the screens of an online opening. */
export function SelfCheckLink({ withNote = false }: { withNote?: boolean }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="light" renderRoot={(props) => <Link {...props} to="/electronicOpening/selfCheck" />}>
        <Trans>开标前自检</Trans>
      </Button>
      {withNote ? (
        <Text size="sm" c="dimmed">
          <Trans>开标前请检查证书助手、CA证书、证书密码、电脑时钟和网络。</Trans>
        </Text>
      ) : null}
    </Group>
  )
}
