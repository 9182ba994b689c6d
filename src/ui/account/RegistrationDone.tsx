import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'

export interface RegistrationDoneProps {
  /** The account: the mobile number registered. */
  account: string
  onSignIn: () => void
}

/** Step 3 (/thirdRegister): the registration went in and waits for review; the account signs in already. */
export function RegistrationDone({ account, onSignIn }: RegistrationDoneProps) {
  const { t } = useLingui()
  return (
    <Stack align="center" gap="md" py="lg" role="status" aria-label={t`注册结果`}>
      <ThemeIcon color="green" radius="xl" size={56} aria-hidden>
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      <Title order={3}>
        <Trans>注册资料已提交</Trans>
      </Title>
      <Text c="dimmed" ta="center" maw={460}>
        <Trans>平台将在1至3个工作日内完成审核。审核期间可以登录查看审核状态，审核通过后即可参与项目报名和投标。</Trans>
      </Text>
      {account ? (
        <Group gap="xs">
          <Text>
            <Trans>登录账号：{account}</Trans>
          </Text>
          <Badge color="orange" variant="light">
            <Trans>审核中</Trans>
          </Badge>
        </Group>
      ) : null}
      <Button onClick={onSignIn} mt="sm" data-autofocus>
        <Trans>去登录</Trans>
      </Button>
    </Stack>
  )
}
