import { useLingui } from '@lingui/react/macro'
import { ListScreen, type ListScreenProps } from '@/routes/-components/ListScreen'
import { ListSearchForm, type SearchSelect } from '@/routes/-components/ListSearchForm'

type Props<Row> = Omit<ListScreenProps<Row>, 'title' | 'titleOrder' | 'search' | 'label'> & {
  /** The page's heading (its h1), also the search form's and the table's subject. */
  heading: string
  /** The title search: the field's label and placeholder, the text the URL holds, at most one select beside it, and 查询. */
  form: {
    fieldLabel: string
    placeholder: string
    value: string | undefined
    select: SearchSelect | null
    onSearch: (title: string | undefined, chosen: string | undefined) => void
  }
  /** 重置: the list from its first page with no filter. */
  onReset: () => void
  /** A page has arrived (`useListTable`'s `loaded`): the search's caption waits for it. */
  loaded: boolean
}

/** A public list page (decision 038): the page's h1, a title search with at most one select, and the paged table. */
export function PublicListScreen<Row>({ heading, form, onReset, loaded, filtered, ...screen }: Props<Row>) {
  const { t } = useLingui()
  return (
    <ListScreen
      title={heading}
      titleOrder={1}
      search={
        <ListSearchForm
          label={t`查询${heading}`}
          fieldLabel={form.fieldLabel}
          placeholder={form.placeholder}
          value={form.value}
          selects={form.select ? [form.select] : []}
          onSearch={(title, [chosen]) => form.onSearch(title, chosen)}
          onReset={onReset}
          filtered={filtered}
          results={loaded}
        />
      }
      {...screen}
      label={t`${heading}列表`}
      filtered={filtered}
    />
  )
}
