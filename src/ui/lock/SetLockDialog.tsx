import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { useState, type FormEvent } from 'react'

import { PasswordField } from '../forms/PasswordField'

export interface SetLockDialogProps {
  opened: boolean
  /** Validation or failure message from the caller, e.g. 锁屏密码不能为空; shown under the field. */
  error: MessageDescriptor | null
  onConfirm: (password: string) => void
  onCancel: () => void
}

/**
 * Asks for the lock password before the screen is locked. Validation belongs to the caller (the
 * lock flow), so an empty password is passed on and the caller answers through `error`.
 */
export function SetLockDialog({ opened, error, onConfirm, onCancel }: SetLockDialogProps) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={onCancel} title={t`设置锁屏密码`} closeOnClickOutside={false} centered>
      {/* Remounted on every opening so a password typed earlier is not left in the field. */}
      {opened && <SetLockForm error={error} onConfirm={onConfirm} onCancel={onCancel} />}
    </Modal>
  )
}

function SetLockForm({ error, onConfirm, onCancel }: Omit<SetLockDialogProps, 'opened'>) {
  const { t, i18n } = useLingui()
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onConfirm(password)
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          label={t`锁屏密码`}
          autoComplete="new-password"
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error ? i18n._(error) : undefined}
          errorProps={{ role: 'alert' }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
          <Button type="submit">
            <Trans>确定</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
