import { useLingui } from '@lingui/react/macro'
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core'
import { useState, type Ref } from 'react'

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'rightSection'> & { ref?: Ref<HTMLInputElement> }

/**
 * A password input with a show/hide button. Unlike Mantine's PasswordInput, whose toggle is left
 * out of the tab order, the button is reachable by keyboard and says what it does (显示密码 /
 * 隐藏密码, pressed while the password shows). It also keeps PasswordInput and ActionIcon off
 * the first load (decision 008).
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          aria-label={visible ? t`隐藏密码` : t`显示密码`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          c="dimmed"
          style={{ display: 'flex', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <EyeIcon crossed={visible} />
        </UnstyledButton>
      }
    />
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  )
}
