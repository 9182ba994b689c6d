import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'

import type { Option } from './options'

interface Props {
  label: string
  data: Option[]
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null | undefined
}

/** A searchable choice among the simulator's records. */
export function Picker({ label, data, value, onChange, error }: Props) {
  const { t } = useLingui()
  return (
    <Select
      label={label}
      placeholder={t`搜索或选择`}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t`没有匹配项`}
      error={error}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      maxDropdownHeight={260}
    />
  )
}
