import { useLingui } from '@lingui/react/macro'
import { Badge, Stack, Title } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { bulletinListLogic, type BulletinList, type PublicBulletin } from '@/app/actors/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { useListTable } from '@/routes/-components/use-list-table'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { CategorySelect, type Option } from './CategorySelect'
import type { BulletinSearch } from '@/routes/-components/search'

/** Project kinds (PROJECT_TYPES of decision 014) a list may offer to filter by. */
export function useProjectKinds(): Record<string, string> {
  const { t } = useLingui()
  return { '1': t`在线询价`, '2': t`后审项目`, '3': t`线下询价`, '4': t`线下项目`, '5': t`电子项目`, '6': t`现场项目` }
}

type Props = {
  /** The page's heading, also the table's and the search form's subject. */
  heading: string
  list: BulletinList
  search: BulletinSearch
  go: (search: BulletinSearch) => unknown
  open: (bulletin: PublicBulletin) => unknown
  /** What the list may be narrowed by beside the title: a category (公告类型) or a project kind. */
  filter?: { field: 'category' | 'projectType'; label: string; options: readonly Option[] } | undefined
  /** The section's pages, shown above the list. */
  tabs?: ReactNode
}

/** A public list of announcements (decision 038): title search and one filter in the URL, newest first. */
export function BulletinListPage({ heading, list, search, go, open, filter: choice, tabs }: Props) {
  const { t } = useLingui()
  const flow = usePortalFlow(bulletinListLogic(list), { input: { query: search } })
  const { loaded, filter, table } = useListTable(flow, search, go)
  const [chosen, setChosen] = useState(choice ? String(search[choice.field] ?? '') : '')
  const filtered = Boolean(search.title || search.category || search.projectType)

  const columns: PagedTableColumn<PublicBulletin>[] = [
    { key: 'title', title: t`公告标题`, render: (b) => <RowLink onClick={() => open(b)}>{b.title}</RowLink> },
    {
      key: 'bulletinTypeName',
      title: t`公告类型`,
      width: 130,
      render: (b) => (
        <Badge variant="light" color={b.bulletinType === '1' ? 'blue' : b.bulletinType === '6' ? 'gray' : 'teal'}>
          {b.bulletinTypeName ?? ''}
        </Badge>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 100 },
    { key: 'purchaserName', title: t`采购人`, width: 200 },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (b) => formatDateTime(b.publishTime) },
  ]

  return (
    <Stack>
      {tabs}
      <Title order={1} size="h3">
        {heading}
      </Title>
      <ListSearchForm
        label={t`查询${heading}`}
        fieldLabel={t`公告标题`}
        placeholder={t`请输入公告标题、项目名称或编号`}
        value={search.title}
        onSearch={(title) => filter({ title, ...(choice && chosen ? { [choice.field]: Number(chosen) } : {}) })}
        onReset={() => {
          setChosen('')
          filter({})
        }}
        filtered={filtered}
        results={loaded}
      >
        {choice ? <CategorySelect label={choice.label} value={chosen} onChange={setChosen} options={choice.options} /> : null}
      </ListSearchForm>
      <PagedTable
        {...table}
        label={t`${heading}列表`}
        columns={columns}
        rowKey={(b) => b.id}
        emptyTitle={filtered ? t`没有符合条件的公告` : t`暂无公告`}
        minWidth={900}
      />
    </Stack>
  )
}
