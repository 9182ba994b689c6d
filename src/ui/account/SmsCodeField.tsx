import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, TextInput } from '@mantine/core'
import type { Ref } from 'react'

import { useUiText } from '../text'

export interface SmsCodeFieldProps {
  value: string
  onChange: (value: string) => void
  /** The code's own error (empty, malformed, or the server's refusal of it). */
  error: MessageDescriptor | null | undefined
  /** Why the last request for a code failed (too soon, too many, a known number…). */
  sendError: MessageDescriptor | null | undefined
  onSend: () => void
  sending: boolean
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number
  /** Where the last code went, to say so once sent. */
  sentTo: string | null
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The SMS code input with its 获取验证码 button (decision 037): after a code goes out the button
 * counts down the seconds until another may be sent; a failed request says why under the field.
 */
export function SmsCodeField({ value, onChange, error, sendError, onSend, sending, secondsLeft, sentTo, inputRef }: SmsCodeFieldProps) {
  const { t } = useLingui()
  const text = useUiText()
  const counting = secondsLeft > 0
  const shownError = error ?? sendError
  const masked = sentTo ? `${sentTo.slice(0, 3)}****${sentTo.slice(-4)}` : ''
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        ref={inputRef}
        label={t`短信验证码`}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={shownError ? text(shownError) : undefined}
        description={counting && sentTo ? <Trans>验证码已发送至 {masked}，5分钟内有效</Trans> : undefined}
        withAsterisk
        style={{ flex: 1 }}
      />
      {/* Lined up with the input, not its label. */}
      <div style={{ paddingTop: 'calc(var(--mantine-line-height-sm) * var(--mantine-font-size-sm) + 4px)' }}>
        <Button variant="light" onClick={onSend} loading={sending} disabled={counting} miw={132} aria-live="polite">
          {counting ? <Trans>{secondsLeft}秒后重新获取</Trans> : sentTo ? <Trans>重新获取</Trans> : <Trans>获取验证码</Trans>}
        </Button>
      </div>
    </Group>
  )
}
