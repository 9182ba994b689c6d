import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useRef } from 'react'
import { useSubmitToFirstError } from '../../forms/use-submit-to-first-error'
import { useUiText } from '../../text'
import { MobileCodeFields, type SmsState } from '../MobileCodeFields'
import { SmsCodeField } from '../SmsCodeField'
import { maskMobile } from './mask'

type Field = 'mobile' | 'email' | 'smsCode'

export interface ChangeContactDialogProps {
  /** Which change: the account's mobile (the code goes to the new one) or its e-mail (the code goes to the mobile on file). */
  kind: 'phone' | 'email' | null
  /** The mobile on file, where the e-mail's code goes. */
  accountPhone: string
  values: Record<Field, string>
  errors: Partial<Record<Field, MessageDescriptor>>
  error: MessageDescriptor | null
  sms: SmsState
  submitting: boolean
  onChange: (field: Field, value: string) => void
  onSendCode: () => void
  onSubmit: () => void
  onCancel: () => void
}

const ORDER: readonly Field[] = ['mobile', 'email', 'smsCode']

/** 更换手机 / 修改邮箱 (decision 040): the new value and an SMS code, each error beside its field. */
export function ChangeContactDialog({ kind, accountPhone, values, errors, error, sms, submitting, onChange, onSendCode, onSubmit, onCancel }: ChangeContactDialogProps) {
  const { t } = useLingui()
  const text = useUiText()
  const mobileRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const smsCodeRef = useRef<HTMLInputElement>(null)
  // After 确定, once answered, the cursor goes to the first field to fix.
  const submit = useSubmitToFirstError(ORDER, errors, { mobile: mobileRef, email: emailRef, smsCode: smsCodeRef }, submitting, onSubmit)
  const title = kind === 'email' ? t`修改邮箱` : t`更换手机`
  return (
    <Modal opened={kind !== null} onClose={onCancel} title={title} withCloseButton={false} closeOnClickOutside={false} yOffset="4vh">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {text(error)}
            </Alert>
          ) : null}
          {kind === 'phone' ? (
            <MobileCodeFields
              mobileRef={mobileRef}
              smsCodeRef={smsCodeRef}
              mobileDescription={t`新手机号码，验证码将发送至该号码`}
              mobile={values.mobile}
              smsCode={values.smsCode}
              onChange={onChange}
              mobileError={errors.mobile ? text(errors.mobile) : undefined}
              smsCodeError={errors.smsCode}
              sms={sms}
              onSendCode={onSendCode}
            />
          ) : (
            <>
              <TextInput
                ref={emailRef}
                label={t`新电子邮箱`}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={50}
                withAsterisk
                value={values.email}
                error={errors.email ? text(errors.email) : undefined}
                onChange={(event) => onChange('email', event.currentTarget.value)}
              />
              <SmsCodeField
                inputRef={smsCodeRef}
                value={values.smsCode}
                onChange={(value) => onChange('smsCode', value)}
                error={errors.smsCode}
                sendError={sms.error}
                onSend={onSendCode}
                sending={sms.sending}
                secondsLeft={sms.secondsLeft}
                sentTo={sms.sentTo}
              />
              {accountPhone && !sms.sentTo ? (
                <Alert variant="light" color="gray">
                  <Trans>验证码将发送至账号绑定的手机 {maskMobile(accountPhone)}</Trans>
                </Alert>
              ) : null}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              <Trans>取消</Trans>
            </Button>
            <Button type="submit" loading={submitting}>
              <Trans>确定</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
