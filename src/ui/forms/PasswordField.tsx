import { useLingui } from '@lingui/react/macro'
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core'
import { useState, type Ref } from 'react'

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'rightSection'> & { ref?: Ref<HTMLInputElement> }

/**
 * A password input with a show/hide button. Unlike Mantine's PasswordInput, whose toggle is left
 * out of the tab order, the button is reachable by keyboard: a toggle named 显示密码 that reads as
 * pressed while the password shows (one name and a state, so a screen reader never hears a name
 * that contradicts the state). It also keeps PasswordInput and ActionIcon off
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
          aria-label={t`显示密码`}
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
