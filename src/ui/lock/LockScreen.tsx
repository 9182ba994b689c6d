import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, useState, type FormEvent } from 'react'

import { PasswordField } from '../forms/PasswordField'

export interface LockScreenProps {
  /** Shown so the person at the screen knows whose session is locked. */
  userName?: string
  busy: boolean
  /** Failure from the unlock check (wrong password …), translated here. */
  error: MessageDescriptor | null
  onUnlock: (password: string) => void
  onSignOut: () => void
}

/** Full-page unlock form for /lock. */
export function LockScreen({ userName, busy, error, onUnlock, onSignOut }: LockScreenProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!password) {
      setMissing(true)
      return
    }
    onUnlock(password)
  }

  // The local "required" message wins: it describes the value currently in the field.
  const fieldError = missing ? t`锁屏密码不能为空` : error ? i18n._(error) : undefined

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" w={360} maw="100%">
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Stack>
            <Title order={2} size="h3" id={titleId}>
              <Trans>屏幕已锁定</Trans>
            </Title>
            {userName && (
              <Text c="dimmed">
                <Trans>当前用户：{userName}</Trans>
              </Text>
            )}
            <PasswordField
              label={t`锁屏密码`}
              autoComplete="off"
              data-autofocus
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value)
                setMissing(false)
              }}
              error={fieldError}
              // Announced when it appears, so a wrong password is heard and not only seen in red.
              errorProps={{ role: 'alert' }}
            />
            <Button type="submit" loading={busy} fullWidth>
              <Trans>解锁</Trans>
            </Button>
            <Anchor component="button" type="button" onClick={onSignOut} ta="center" size="sm">
              <Trans>退出登录</Trans>
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
