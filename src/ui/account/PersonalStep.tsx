import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Checkbox, Group, Input, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { AgreementDialog } from '../dialogs/AgreementDialog'
import { PasswordField } from '../forms/PasswordField'
import { useUiText } from '../text'
import { RegistrationAgreement } from './RegistrationAgreement'

export type { SmsState } from './MobileCodeFields'
import { MobileCodeFields, type SmsState } from './MobileCodeFields'

export interface PersonalValues {
  mobile: string
  smsCode: string
  password: string
  passwordRepeat: string
  agreed: boolean
}
export type PersonalErrors = Partial<Record<keyof PersonalValues, MessageDescriptor>>

export interface PersonalStepProps {
  values: PersonalValues
  errors: PersonalErrors
  onChange: (field: 'mobile' | 'smsCode', value: string) => void
  onPasswordChange: (field: 'password' | 'passwordRepeat', value: string) => void
  onAgree: (agreed: boolean) => void
  sms: SmsState
  onSendCode: () => void
  onNext: () => void
}

const ORDER = ['mobile', 'smsCode', 'password', 'passwordRepeat', 'agreed'] as const

/**
 * Step 1 of registration (/register): the mobile that becomes the account, its SMS code, the
 * password twice and the agreement. Every field shows its own error in place; 下一步 puts the
 * cursor on the first field that needs attention.
 */
export function PersonalStep({ values, errors, onChange, onPasswordChange, onAgree, sms, onSendCode, onNext }: PersonalStepProps) {
  const { t } = useLingui()
  const text = useUiText()
  const [reading, setReading] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const mobileRef = useRef<HTMLInputElement>(null)
  const smsCodeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const passwordRepeatRef = useRef<HTMLInputElement>(null)
  const agreedRef = useRef<HTMLInputElement>(null)
  const errorOf = (field: keyof PersonalValues) => (errors[field] ? text(errors[field]) : undefined)

  // After 下一步, keyboard and screen-reader users land on the first field to fix; so do they when
  // the server sent them back here (a wrong code). Typing never moves the cursor.
  useEffect(() => {
    const first = ORDER.find((field) => errors[field])
    const refs = { mobile: mobileRef, smsCode: smsCodeRef, password: passwordRef, passwordRepeat: passwordRepeatRef, agreed: agreedRef }
    if (first) refs[first].current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onNext()
    setAttempt((n) => n + 1)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`填写个人信息`}>
      <Stack gap="md" maw={440} mx="auto">
        <MobileCodeFields
          mobileRef={mobileRef}
          smsCodeRef={smsCodeRef}
          mobileDescription={t`手机号码即登录账号`}
          mobile={values.mobile}
          smsCode={values.smsCode}
          onChange={onChange}
          mobileError={errorOf('mobile')}
          smsCodeError={errors.smsCode}
          sms={sms}
          onSendCode={onSendCode}
        />
        <PasswordField
          ref={passwordRef}
          label={t`设置密码`}
          description={t`8-20位，须同时包含字母和数字`}
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => onPasswordChange('password', event.currentTarget.value)}
          error={errorOf('password')}
          withAsterisk
        />
        <PasswordField
          ref={passwordRepeatRef}
          label={t`确认密码`}
          name="confirm-password"
          autoComplete="new-password"
          value={values.passwordRepeat}
          onChange={(event) => onPasswordChange('passwordRepeat', event.currentTarget.value)}
          error={errorOf('passwordRepeat')}
          withAsterisk
        />
        <Input.Wrapper error={errorOf('agreed')}>
          <Group gap={4} wrap="nowrap">
            <Checkbox
              ref={agreedRef}
              checked={values.agreed}
              onChange={(event) => onAgree(event.currentTarget.checked)}
              label={t`我已阅读并同意`}
              error={Boolean(errors.agreed)}
            />
            <Anchor component="button" type="button" size="sm" onClick={() => setReading(true)}>
              <Trans>《供应商注册协议》</Trans>
            </Anchor>
          </Group>
        </Input.Wrapper>
        <Button type="submit" fullWidth>
          <Trans>下一步</Trans>
        </Button>
      </Stack>
      <AgreementDialog
        opened={reading}
        title={t`供应商注册协议`}
        onAgree={() => {
          onAgree(true)
          setReading(false)
        }}
        onDisagree={() => {
          onAgree(false)
          setReading(false)
        }}
      >
        <RegistrationAgreement />
      </AgreementDialog>
    </form>
  )
}

/** Beside the heading: 已有账号？ with the way to sign in (a router link the route supplies). */
export function HaveAccount({ children }: { children: ReactNode }) {
  return (
    <Text size="sm">
      <Trans>已有账号？</Trans> {children}
    </Text>
  )
}
