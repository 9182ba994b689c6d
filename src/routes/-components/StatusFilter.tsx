import { useLingui } from '@lingui/react/macro'
import { SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'

// SegmentedControl takes no empty value, so 全部 needs a key of its own.
const ALL = 'all'

/**
 * A list filtered by one status alone (no text, no 查询): 全部 and the options given, as buttons
 * named by the label over them; a click applies at once. `onChange` gets the code chosen, undefined for 全部.
 */
export function StatusFilter({ label, labelHidden = false, all, options, value, onChange }: {
  label: string
  /** The label named to screen readers only, where the options say enough to the eye (未读, 已读). */
  labelHidden?: boolean
  /** The first option's label when a screen says more than 全部 (全部类型). */
  all?: string
  options: readonly { value: string; label: string }[]
  /** The status the URL holds now. */
  value: number | undefined
  onChange: (value: string | undefined) => void
}) {
  const { t } = useLingui()
  const id = useId()
  return (
    <Stack gap={4}>
      {labelHidden ? (
        <VisuallyHidden id={id}>{label}</VisuallyHidden>
      ) : (
        <Text size="sm" id={id}>
          {label}
        </Text>
      )}
      <SegmentedControl
        aria-labelledby={id}
        data={[{ value: ALL, label: all ?? t`全部` }, ...options]}
        value={value === undefined ? ALL : String(value)}
        onChange={(next) => onChange(next === ALL ? undefined : next)}
        w="fit-content"
      />
    </Stack>
  )
}
