import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { PasswordField } from '../../forms/PasswordField'
import { useUiText } from '../../text'

export type PasswordFormField = 'oldPassword' | 'newPassword' | 'newPasswordRepeat'

export interface ChangePasswordFormProps {
  values: Record<PasswordFormField, string>
  errors: Partial<Record<PasswordFormField, MessageDescriptor>>
  error: MessageDescriptor | null
  submitting: boolean
  /** The new password is in: this device stays signed in, every other one was signed out. */
  changed: boolean
  onChange: (field: PasswordFormField, value: string) => void
  onSubmit: () => void
  /** What follows a change (back to 账户安全), made by the route. */
  afterChange: ReactNode
}

const ORDER: readonly PasswordFormField[] = ['oldPassword', 'newPassword', 'newPasswordRepeat']

/** 修改密码 (decision 040): the old password, the new one twice; each error beside its field. */
export function ChangePasswordForm({ values, errors, error, submitting, changed, onChange, onSubmit, afterChange }: ChangePasswordFormProps) {
  const { t } = useLingui()
  const text = useUiText()
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), newPasswordRepeat: useRef<HTMLInputElement>(null) }
  const focusPending = useRef(false)

  useEffect(() => {
    if (!focusPending.current || submitting) return
    focusPending.current = false
    const first = ORDER.find((field) => errors[field])
    if (first) refs[first].current?.focus()
    // Only an attempt moves the cursor; `refs` are the same every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, submitting])

  if (changed) {
    return (
      <Stack maw={480}>
        <Alert color="green" role="status" title={<Trans>密码已修改</Trans>}>
          <Text size="sm">
            <Trans>您在其他设备上的登录已全部退出，再次使用时需用新密码登录；本设备保持登录。</Trans>
          </Text>
        </Alert>
        <Group>{afterChange}</Group>
      </Stack>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    focusPending.current = true
    onSubmit()
  }
  const field = (name: PasswordFormField, label: string, description?: string) => (
    <PasswordField
      ref={refs[name]}
      label={label}
      description={description}
      name={name}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      maxLength={20}
      withAsterisk
      value={values[name]}
      error={errors[name] ? text(errors[name]) : undefined}
      disabled={submitting}
      onChange={(event) => onChange(name, event.currentTarget.value)}
    />
  )
  return (
    <form onSubmit={submit} noValidate aria-label={t`修改密码`}>
      <Stack maw={480}>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {text(error)}
          </Alert>
        ) : null}
        {field('oldPassword', t`原密码`)}
        {field('newPassword', t`新密码`, t`8-20位，须同时包含字母和数字，不能包含空格`)}
        {field('newPasswordRepeat', t`确认新密码`)}
        <Text size="sm" c="dimmed">
          <Trans>修改后，您在其他设备上的登录将全部退出。</Trans>
        </Text>
        <Group>
          <Button type="submit" loading={submitting}>
            <Trans>确认修改</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
