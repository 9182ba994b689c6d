import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { bulletinListLogic, type BulletinList, type PublicBulletin } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import type { SearchSelect } from '@/routes/-components/ListSearchForm'
import { RowLink, type RowTarget } from '@/routes/-components/list-cells'
import { useListTable } from '@/routes/-components/use-list-table'
import { formatDateTime } from '@/ui/format/date'
import { CodeText } from '@/ui/format/CodeText'
import { bulletinTypeLabels, projectKindLabels } from '@/ui/format/project-labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { useRouteSearch, type ListRoute } from '@/routes/-components/list-route'
import type { Option } from './dictionary-options'
import { PublicListScreen } from './PublicListScreen'
import type { BulletinSearch } from '@/routes/-components/search'

/** Project kinds (PROJECT_TYPES of decision 014) a list may offer to filter by. */
export function useProjectKinds(): Record<string, string> {
  const { i18n } = useLingui()
  return Object.fromEntries(Object.entries(projectKindLabels).map(([code, label]) => [code, i18n._(label)]))
}

/** What a list may be narrowed by beside the title: a category (公告类型, a dictionary's entries) or project kinds (项目类型, the codes given or all). */
export type BulletinFilter = { field: 'category'; options: readonly Option[] } | { field: 'projectType'; kinds: readonly string[] | 'all' }

type Props<N extends (options: { search: BulletinSearch }) => unknown> = {
  /** The list's route: the URL holds its search, and paging and filters navigate from it. */
  route: ListRoute<BulletinSearch, N>
  /** The page's heading, also the table's and the search form's subject. */
  heading: MessageDescriptor
  list: BulletinList
  /** Where an announcement's title links to. */
  target: (bulletin: PublicBulletin) => RowTarget
  filter?: BulletinFilter
  /** The section's pages, shown above the list. */
  tabs?: ReactNode
}

/** A public list of announcements (decision 038): title search and one filter in the URL, newest first. */
export function BulletinListPage<N extends (options: { search: BulletinSearch }) => unknown>({ route, heading: headingText, list, target, filter: choice, tabs }: Props<N>) {
  const { t, i18n } = useLingui()
  const { search, go } = useRouteSearch(route)
  const flow = usePortalFlow(bulletinListLogic(list), { input: { query: search } })
  const { loaded, filter, table } = useListTable(flow, search, go)
  const kinds = useProjectKinds()
  const heading = i18n._(headingText)
  const filtered = Boolean(search.title || search.category || search.projectType)
  const select: SearchSelect | null = !choice
    ? null
    : choice.field === 'category'
      ? { label: t`公告类型`, options: choice.options, value: search.category, width: 170 }
      : {
          label: t`项目类型`,
          options: (choice.kinds === 'all' ? Object.keys(kinds) : choice.kinds).map((value) => ({ value, label: kinds[value] ?? value })),
          value: search.projectType,
          width: 170,
        }

  const columns: PagedTableColumn<PublicBulletin>[] = [
    { key: 'title', title: t`公告标题`, card: 'title', render: (b) => <RowLink {...target(b)}>{b.title}</RowLink> },
    {
      key: 'bulletinTypeName',
      title: t`公告类型`,
      width: 130,
      render: (b) => (
        <Badge variant="light" color={b.bulletinType === '1' ? 'blue' : b.bulletinType === '6' ? 'gray' : 'teal'}>
          <CodeText labels={bulletinTypeLabels} code={b.bulletinType} sent={b.bulletinTypeName} tenantNamed />
        </Badge>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 100, render: (b) => <CodeText labels={projectKindLabels} code={b.projectType} sent={b.projectTypeName} /> },
    { key: 'purchaserName', title: t`采购人`, width: 200 },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (b) => formatDateTime(b.publishTime) },
  ]

  return (
    <PublicListScreen
      heading={heading}
      above={tabs}
      form={{
        fieldLabel: t`公告标题`,
        placeholder: t`请输入公告标题、项目名称或编号`,
        value: search.title,
        select,
        onSearch: (title, chosen) => filter({ title, ...(choice && chosen ? { [choice.field]: Number(chosen) } : {}) }),
      }}
      onReset={() => filter({})}
      loaded={loaded}
      {...table}
      columns={columns}
      rowKey={(b) => b.id}
      empty={{ none: t`暂无公告`, noMatch: t`没有符合条件的公告` }}
      filtered={filtered}
      minWidth={900}
    />
  )
}
