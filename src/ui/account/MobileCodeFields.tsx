import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import type { RefObject } from 'react'

import { SmsCodeField } from './SmsCodeField'

export interface SmsState {
  sending: boolean
  secondsLeft: number
  sentTo: string | null
  error: MessageDescriptor | null
}

export interface MobileCodeFieldsProps {
  mobileRef: RefObject<HTMLInputElement | null>
  smsCodeRef: RefObject<HTMLInputElement | null>
  /** What the mobile is for (the account's login, or the one it was registered with). */
  mobileDescription: string
  mobile: string
  smsCode: string
  onChange: (field: 'mobile' | 'smsCode', value: string) => void
  mobileError: string | undefined
  smsCodeError: MessageDescriptor | undefined
  sms: SmsState
  onSendCode: () => void
}

/** A mobile number and the SMS code sent to it: the first half of registration and of password recovery. */
export function MobileCodeFields({ mobileRef, smsCodeRef, mobileDescription, mobile, smsCode, onChange, mobileError, smsCodeError, sms, onSendCode }: MobileCodeFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <TextInput
        ref={mobileRef}
        label={t`手机号码`}
        description={mobileDescription}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={mobile}
        onChange={(event) => onChange('mobile', event.currentTarget.value)}
        error={mobileError}
        withAsterisk
      />
      <SmsCodeField
        inputRef={smsCodeRef}
        value={smsCode}
        onChange={(value) => onChange('smsCode', value)}
        error={smsCodeError}
        sendError={sms.error}
        onSend={onSendCode}
        sending={sms.sending}
        secondsLeft={sms.secondsLeft}
        sentTo={sms.sentTo}
      />
    </>
  )
}
