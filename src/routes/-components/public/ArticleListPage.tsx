import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { articleListLogic, type Article } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { RowLink, type RowTarget } from '@/routes/-components/list-cells'
import { useListTable } from '@/routes/-components/use-list-table'
import { formatDateTime } from '@/ui/format/date'
import { FileLink } from '@/ui/files/FileLink'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { ArticleCategory } from './ArticleCategory'
import type { Option } from './dictionary-options'
import { PublicListScreen } from './PublicListScreen'
import { downloadPublicFile } from './download'
import type { TitleSearch } from '@/routes/-components/search'

const BINDINGS = { notice: articleListLogic('notice'), policy: articleListLogic('policy'), help: articleListLogic('help'), download: articleListLogic('download') }

type Props = {
  kind: keyof typeof BINDINGS
  heading: string
  search: TitleSearch
  go: (search: TitleSearch) => unknown
  /** Where an article's title links to; downloads have none to open, their files are in the list. */
  target?: (article: Article) => RowTarget
  /** The category filter's label and options (a dictionary's entries); none for a list without categories. */
  categories?: { label: string; options: readonly Option[] } | undefined
  sourceLabel?: string
  above?: ReactNode
}

/** A public list of articles (decision 038): title search and category in the URL, newest first. */
export function ArticleListPage({ kind, heading, search, go, target, categories, sourceLabel, above }: Props) {
  const { t } = useLingui()
  const flow = usePortalFlow(BINDINGS[kind], { input: { query: search } })
  const { loaded, filter, table } = useListTable(flow, search, go)
  const filtered = Boolean(search.title || search.category)

  const columns: PagedTableColumn<Article>[] = [
    { key: 'title', title: t`标题`, card: 'title', render: (a) => (target ? <RowLink {...target(a)}>{a.title}</RowLink> : a.title) },
    { key: 'categoryName', title: t`分类`, width: 120, render: (a) => <ArticleCategory kind={kind} article={a} /> },
    ...(sourceLabel ? [{ key: 'source', title: sourceLabel, width: 220, render: (a: Article) => a.source ?? '—' }] : []),
    { key: 'releaseTime', title: t`发布时间`, width: 170, render: (a) => formatDateTime(a.releaseTime) },
  ]

  return (
    <PublicListScreen
      heading={heading}
      above={above}
      form={{
        fieldLabel: t`标题`,
        placeholder: t`请输入标题关键字`,
        value: search.title,
        select: categories ? { label: categories.label, options: categories.options, value: search.category, width: 170 } : null,
        onSearch: (title, category) => filter({ title, category: category ? Number(category) : undefined }),
      }}
      onReset={() => filter({})}
      loaded={loaded}
      {...table}
      columns={columns}
      rowKey={(a) => a.id}
      empty={{ none: t`暂无内容`, noMatch: t`没有符合条件的内容` }}
      filtered={filtered}
      minWidth={kind === 'download' ? 900 : 760}
      {...(kind === 'download'
        ? {
            actionsWidth: 320,
            actions: (a: Article) => (
              <Stack gap={2}>
                {a.attachments.map((file) => (
                  <FileLink key={file.fileUrl} file={{ name: file.fileName, url: file.fileUrl }} onDownload={downloadPublicFile} />
                ))}
              </Stack>
            ),
          }
        : {})}
    />
  )
}
