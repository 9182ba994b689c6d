import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { PasswordField } from '../forms/PasswordField'
import { StepIndicator, type StepStatus } from '../steps/StepIndicator'
import { useUiText } from '../text'
import { MobileCodeFields, type SmsState } from './MobileCodeFields'

export type RecoveryStep = 'verify' | 'reset' | 'done'
export interface RecoveryValues {
  mobile: string
  smsCode: string
  password: string
  passwordRepeat: string
}
export type RecoveryErrors = Partial<Record<keyof RecoveryValues, MessageDescriptor>>

const TITLES = [msg`验证手机号`, msg`设置新密码`, msg`完成`]
const INDEX: Record<RecoveryStep, number> = { verify: 0, reset: 1, done: 2 }

export function RecoverySteps({ step }: { step: RecoveryStep }) {
  const { t } = useLingui()
  const current = INDEX[step]
  const status = (index: number): StepStatus => (index < current || step === 'done' ? 2 : index === current ? 1 : 0)
  return <StepIndicator label={t`找回密码步骤`} steps={TITLES.map((title, index) => ({ title, status: status(index) }))} />
}

export interface RecoveryFormProps {
  step: RecoveryStep
  values: RecoveryValues
  errors: RecoveryErrors
  /** A failure not about one field (the service could not be reached). */
  error: MessageDescriptor | null
  onChange: (field: 'mobile' | 'smsCode', value: string) => void
  onPasswordChange: (field: 'password' | 'passwordRepeat', value: string) => void
  sms: SmsState
  onSendCode: () => void
  onNext: () => void
  onBack: () => void
  onSubmit: () => void
  /** The step's request is under way: the code being checked, or the new password being sent. */
  submitting: boolean
  onSignIn: () => void
}

const FIRST = { verify: ['mobile', 'smsCode'], reset: ['password', 'passwordRepeat'], done: [] } as const

/**
 * /forgetPassword: the mobile and the code texted to it, then the new password twice, then done.
 * Each field shows its own error; a refused code brings the first step back with the message there.
 */
export function RecoveryForm(props: RecoveryFormProps) {
  const { step, values, errors, error, onChange, onPasswordChange, sms, onSendCode, onNext, onBack, onSubmit, submitting, onSignIn } = props
  const { t } = useLingui()
  const text = useUiText()
  const [attempt, setAttempt] = useState(0)
  const mobileRef = useRef<HTMLInputElement>(null)
  const smsCodeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const passwordRepeatRef = useRef<HTMLInputElement>(null)
  const errorOf = (field: keyof RecoveryValues) => (errors[field] ? text(errors[field]) : undefined)

  useEffect(() => {
    // Once the server has answered: a refused code is known only then.
    if (attempt === 0 || submitting) return
    // The first field to fix, else the first field of the step just reached.
    const first = FIRST[step].find((field) => errors[field]) ?? FIRST[step][0]
    const refs = { mobile: mobileRef, smsCode: smsCodeRef, password: passwordRef, passwordRepeat: passwordRepeatRef }
    if (first) refs[first].current?.focus()
    // A new attempt answered, or the server sending the supplier back a step, moves the cursor; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, step, submitting])

  const go = (action: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    action()
    setAttempt((n) => n + 1)
  }

  if (step === 'done') {
    return (
      <Stack align="center" gap="md" py="lg" role="status" aria-label={t`找回密码结果`}>
        <ThemeIcon color="green" radius="xl" size={56} aria-hidden>
          <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
        <Title order={3}>
          <Trans>密码已重置</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>请使用新密码登录。</Trans>
        </Text>
        <Button onClick={onSignIn} data-autofocus>
          <Trans>去登录</Trans>
        </Button>
      </Stack>
    )
  }

  return (
    <form onSubmit={go(step === 'verify' ? onNext : onSubmit)} noValidate aria-label={step === 'verify' ? t`验证手机号` : t`设置新密码`}>
      <Stack gap="md" maw={440} mx="auto">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {text(error)}
          </Alert>
        ) : null}
        {step === 'verify' ? (
          <>
            {/* While the code is checked, what is checked cannot change under it. */}
            <fieldset disabled={submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <MobileCodeFields
                mobileRef={mobileRef}
                smsCodeRef={smsCodeRef}
                mobileDescription={t`注册时填写的手机号码`}
                mobile={values.mobile}
                smsCode={values.smsCode}
                onChange={onChange}
                mobileError={errorOf('mobile')}
                smsCodeError={errors.smsCode}
                sms={sms}
                onSendCode={onSendCode}
              />
            </fieldset>
            <Button type="submit" fullWidth loading={submitting}>
              <Trans>下一步</Trans>
            </Button>
          </>
        ) : (
          <>
            <PasswordField
              ref={passwordRef}
              label={t`新密码`}
              description={t`8-20位，须同时包含字母和数字`}
              name="new-password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => onPasswordChange('password', event.currentTarget.value)}
              error={errorOf('password')}
              disabled={submitting}
              withAsterisk
            />
            <PasswordField
              ref={passwordRepeatRef}
              label={t`确认新密码`}
              name="confirm-password"
              autoComplete="new-password"
              value={values.passwordRepeat}
              onChange={(event) => onPasswordChange('passwordRepeat', event.currentTarget.value)}
              error={errorOf('passwordRepeat')}
              disabled={submitting}
              withAsterisk
            />
            <Group justify="space-between">
              <Button variant="default" onClick={onBack} disabled={submitting}>
                <Trans>上一步</Trans>
              </Button>
              <Button type="submit" loading={submitting}>
                <Trans>确认修改</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  )
}
