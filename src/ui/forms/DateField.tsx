import '@mantine/dates/styles.css'
import 'dayjs/locale/zh-cn'
import { useLingui } from '@lingui/react/macro'
import { DateInput } from '@mantine/dates'
import type { Ref } from 'react'

export interface DateFieldProps {
  label: string
  /** `yyyy-MM-dd`, or '' for none. */
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  /** The first day that may be picked, `yyyy-MM-dd`. */
  minDate?: string | undefined
  name?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A calendar day, written and typed `yyyy-MM-dd` as the portal writes every date, whatever the
 * browser's own language: a native date input shows mm/dd/yyyy on an English PC and yyyy/mm/dd on
 * a Chinese one. The picker's month and day names follow the portal's language.
 */
export function DateField({ label, value, onChange, error, required, disabled, minDate, name, inputRef }: DateFieldProps) {
  const { t, i18n } = useLingui()
  return (
    <DateInput
      ref={inputRef}
      label={label}
      name={name}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat="YYYY-MM-DD"
      placeholder="yyyy-mm-dd"
      minDate={minDate}
      error={error}
      required={required}
      withAsterisk={required}
      disabled={disabled}
      clearable
      locale={i18n.locale === 'zh' ? 'zh-cn' : 'en'}
      monthLabelFormat={i18n.locale === 'zh' ? 'YYYY年M月' : 'MMMM YYYY'}
      yearLabelFormat={i18n.locale === 'zh' ? 'YYYY年' : 'YYYY'}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t`清除日期` }}
      nextLabel={t`下个月`}
      previousLabel={t`上个月`}
    />
  )
}
