import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent, type ReactNode } from 'react'

/** One of a list's select filters: the options bar 全部 (the form puts 全部 = '' first), and the value the URL holds now. */
export type SearchSelect = {
  label: string
  options: readonly { value: string; label: string }[]
  value: string | number | undefined
  width?: number
  /** The first option's label when a screen says more than 全部 (全部电子项目). */
  all?: string
}

type Props = {
  /** The form's accessible name, e.g. 查询资格预审公告. */
  label: string
  /** The text field's label and placeholder. */
  fieldLabel: string
  placeholder: string
  fieldWidth?: number
  /** The text searched for now, as the URL holds it; the field starts from it. */
  value: string | undefined
  /** Select filters held by the form: each applies with 查询, as the text does, and 重置 clears it. */
  selects?: readonly SearchSelect[]
  /** The screen's own filters, shown between the selects and 查询. */
  children?: ReactNode
  /** 查询: the field's text trimmed, undefined when blank, and each select's value in `selects` order, undefined for 全部. */
  onSearch: (text: string | undefined, selected: (string | undefined)[]) => void
  /** Without it there is no 重置; with it, 重置 shows while `filtered` (by default, while a text is searched for or a select is set). */
  onReset?: () => void
  filtered?: boolean
  /** Under the form while a searched-for page is on screen: “{text}”的查询结果. */
  results?: boolean
}

/** A list's search form (spec 000 §2.3): a text field, its selects, the screen's other filters, 查询 and 重置. */
export function ListSearchForm(props: Props) {
  const { t } = useLingui()
  const { label, fieldLabel, placeholder, fieldWidth = 280, value, selects = [], children, onSearch, onReset, results = false } = props
  const filtered = props.filtered ?? (Boolean(value) || selects.some((s) => s.value !== undefined && s.value !== ''))
  const [text, setText] = useState(value ?? '')
  const [selected, setSelected] = useState(() => selects.map((s) => (s.value === undefined ? '' : String(s.value))))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim() || undefined, selected.map((v) => v || undefined))
  }

  return (
    <>
      <form onSubmit={submit} role="search" aria-label={label}>
        <Group align="flex-end">
          <TextInput label={fieldLabel} placeholder={placeholder} value={text} onChange={(e) => setText(e.currentTarget.value)} w={fieldWidth} />
          {selects.map((s, i) => (
            <NativeSelect
              key={s.label}
              label={s.label}
              data={[{ value: '', label: s.all ?? t`全部` }, ...s.options]}
              value={selected[i] ?? ''}
              onChange={(e) => {
                const next = e.currentTarget.value
                setSelected((now) => now.map((v, j) => (j === i ? next : v)))
              }}
              w={s.width ?? 140}
            />
          ))}
          {children}
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          {onReset && filtered ? (
            <Button
              variant="default"
              onClick={() => {
                setText('')
                setSelected(selects.map(() => ''))
                onReset()
              }}
            >
              <Trans>重置</Trans>
            </Button>
          ) : null}
        </Group>
      </form>
      {/* `props.value`, not a bare name, keeps the catalogue's message “{0}”的查询结果. */}
      {results && props.value ? (
        <Text size="sm" c="dimmed">
          <Trans>“{props.value}”的查询结果</Trans>
        </Text>
      ) : null}
    </>
  )
}

/**
 * The search most project lists have: by name (`?projectName=`, the server matches the code too when
 * `byCode`), with 重置, and the results caption once `loaded` says a page has arrived.
 */
export function ProjectNameSearch({ label, value, filter, loaded, byCode = false }: {
  label: string
  value: string | undefined
  /** A list flow's `filter` (use-list-table). */
  filter: (filters: { projectName?: string | undefined }) => void
  loaded?: boolean
  byCode?: boolean
}) {
  const { t } = useLingui()
  return (
    <ListSearchForm
      label={label}
      fieldLabel={t`项目名称`}
      placeholder={byCode ? t`请输入项目名称或编号` : t`请输入项目名称`}
      value={value}
      onSearch={(projectName) => filter({ projectName })}
      onReset={() => filter({})}
      results={loaded ?? false}
    />
  )
}

export type ProjectStatusFilters = { projectName?: string | undefined; status?: number | undefined }

/**
 * A list's search by project name or number and by one status (every status `statuses` names,
 * in code order), both kept in the URL through the list flow's `filter`. The status chosen takes
 * effect with 查询, as the text does.
 */
export function ProjectStatusSearch({ label, statusLabel, statuses, value, filter }: {
  label: string
  statusLabel: string
  statuses: Readonly<Record<number, MessageDescriptor>>
  /** The filters as the URL holds them. */
  value: ProjectStatusFilters
  filter: (filters: ProjectStatusFilters) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <ListSearchForm
      label={label}
      fieldLabel={t`项目名称`}
      placeholder={t`请输入项目名称或编号`}
      value={value.projectName}
      selects={[{ label: statusLabel, options: Object.entries(statuses).map(([code, name]) => ({ value: code, label: i18n._(name) })), value: value.status }]}
      onSearch={(projectName, [status]) => filter({ projectName, status: status === undefined ? undefined : Number(status) })}
      onReset={() => filter({})}
    />
  )
}
