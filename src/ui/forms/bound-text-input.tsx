import { TextInput, type TextInputProps } from '@mantine/core'
import type { RefObject } from 'react'

export interface BoundForm<F extends string> {
  values: Record<F, string>
  /** The field's error in words, or undefined. */
  errorOf: (field: F) => string | undefined
  refs: Record<F, RefObject<HTMLInputElement | null>>
  disabled: boolean
  onChange: (field: F, value: string) => void
}

type Extra = Omit<TextInputProps, 'ref' | 'name' | 'label' | 'value' | 'onChange' | 'error' | 'disabled'>

/**
 * A form's text fields, each bound to its value in the flow, its error shown in place and its ref
 * (for the cursor after a refused attempt); `defaults` apply to every field, `extra` to one.
 */
export function useBoundTextInput<F extends string>(form: BoundForm<F>, defaults: Extra = {}) {
  return (field: F, label: string, extra: Extra = {}) => (
    <TextInput
      ref={form.refs[field]}
      label={label}
      name={field}
      value={form.values[field]}
      onChange={(event) => form.onChange(field, event.currentTarget.value)}
      error={form.errorOf(field)}
      disabled={form.disabled}
      {...defaults}
      {...extra}
    />
  )
}
