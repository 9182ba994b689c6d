import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { PasswordField } from '../forms/PasswordField'
import { CaptchaCanvas } from './CaptchaCanvas'

export interface LoginValues {
  username: string
  password: string
  imgCode: string
}

export interface LoginFormProps {
  tenantName: string
  /** The captcha on show; `key` names it, so a new key means a new image needing a new answer. */
  captcha: { key: string; code?: string; image?: string } | null
  captchaLoading: boolean
  onRefreshCaptcha: () => void
  submitting: boolean
  /** Server-side failure (error_description etc.), already turned into a message by the caller. */
  error: MessageDescriptor | null
  onSubmit: (values: LoginValues) => void
}

type Field = keyof LoginValues
type FieldErrors = Partial<Record<Field, string>>

/**
 * Sign-in form. It keeps its own field values, so a server error shown through `error` never
 * clears what the user typed as long as the parent keeps the form mounted; only the captcha answer
 * goes when its captcha does.
 */
export function LoginForm({
  tenantName,
  captcha,
  captchaLoading,
  onRefreshCaptcha,
  submitting,
  error,
  onSubmit,
}: LoginFormProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', imgCode: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const imgCodeRef = useRef<HTMLInputElement>(null)

  // A captcha answer is single-use: after a failed sign-in (or "换一张") a new image arrives and the
  // old answer can only fail again. Empty the field and put the cursor there, so keyboard users
  // type the new code at once. The first captcha replaces nothing, so focus stays where it is.
  const captchaKey = captcha?.key ?? null
  const answeredKey = useRef<string | null>(null)
  useEffect(() => {
    if (captchaKey === null) return
    const previous = answeredKey.current
    answeredKey.current = captchaKey
    if (previous === null || previous === captchaKey) return
    setValues((prev) => ({ ...prev, imgCode: '' }))
    imgCodeRef.current?.focus()
  }, [captchaKey])

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value
    setValues((prev) => ({ ...prev, [field]: value }))
    // Once the user edits a field, its "required" message has served its purpose.
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const trimmed: LoginValues = {
      username: values.username.trim(),
      password: values.password,
      imgCode: values.imgCode.trim(),
    }
    const next: FieldErrors = {}
    if (!trimmed.username) next.username = t`请输入用户名`
    if (!trimmed.password) next.password = t`请输入密码`
    if (!trimmed.imgCode) next.imgCode = t`请输入验证码`
    setErrors(next)
    const firstInvalid = (['username', 'password', 'imgCode'] as const).find((field) => next[field])
    if (firstInvalid) {
      // Keyboard and screen-reader users land on the first field that needs attention.
      const ref = { username: usernameRef, password: passwordRef, imgCode: imgCodeRef }[firstInvalid]
      ref.current?.focus()
      return
    }
    onSubmit(trimmed)
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} id={titleId} size="h3">
          <Trans>{tenantName} 供应商登录</Trans>
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(error)}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label={t`用户名`}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          error={errors.username}
          withAsterisk
        />
        <PasswordField
          ref={passwordRef}
          label={t`密码`}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          withAsterisk
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            ref={imgCodeRef}
            label={t`验证码`}
            name="imgCode"
            autoComplete="off"
            value={values.imgCode}
            onChange={change('imgCode')}
            error={errors.imgCode}
            withAsterisk
            style={{ flex: 1 }}
          />
          {/* Offset so the picture lines up with the input rather than its label. */}
          <div style={{ paddingTop: 'calc(var(--mantine-line-height-sm) * var(--mantine-font-size-sm) + 4px)' }}>
            <CaptchaCanvas
              code={captcha?.code ?? ''}
              image={captcha?.image}
              loading={captchaLoading}
              onRefresh={onRefreshCaptcha}
            />
          </div>
        </Group>
        {/* An answer typed before the first image arrives has no captcha to belong to. */}
        <Button type="submit" loading={submitting} disabled={captchaLoading && captcha === null} fullWidth>
          <Trans>登录</Trans>
        </Button>
        {/* Plain links, not the router's: the sign-in page is at its size budget (decision 011). */}
        <Group justify="space-between">
          <Anchor href="/forgetPassword" size="sm">
            <Trans>忘记密码</Trans>
          </Anchor>
          <Anchor href="/register" size="sm">
            <Trans>免费注册</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
