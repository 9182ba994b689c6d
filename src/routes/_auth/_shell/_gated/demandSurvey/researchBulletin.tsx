import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { RESEARCH_STATUS, researchListLogic } from '@/app/actors/tender/notices'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { researchColumns, researchListProps } from '@/routes/-components/ResearchDetailView'
import { firstPagePlain, idSearch, pageSearch, remountById, searchText } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useShellList } from '@/routes/-components/use-shell-list'
import type { Research } from '@/services/schemas/bid-project'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { ResearchDetail } from './-components/ResearchDetail'

export type ResearchSearch = { curr: number; size: number; title?: string | undefined; status?: number | undefined; id?: string | undefined }

const STATUSES = Object.values(RESEARCH_STATUS) as number[]

/**
 * Spec 001 §2: demand survey bulletins (需求调研公告, decision 020). The list's paging and search and
 * the bulletin open (`id`) all live in the URL, so a bulletin can be linked and the way back keeps
 * the list as it was.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/demandSurvey/researchBulletin')({
  validateSearch: (s: SearchInput<ResearchSearch>): ResearchSearch => {
    const title = searchText(s.title)
    const status = Number(s.status)
    const { id } = idSearch(s)
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(STATUSES.includes(status) ? { status } : {}), ...(id ? { id } : {}) }
  },
  search: firstPagePlain(),
  remountDeps: remountById,
  component: ResearchBulletins,
})

function ResearchBulletins() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { id, ...query } = search
  if (id) return <ResearchDetail id={id} onBack={() => navigate({ search: query })} />
  return <ResearchList query={query} />
}

function ResearchList({ query }: { query: Omit<ResearchSearch, 'id'> }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: Route.fullPath })
  const { filter, table } = useShellList(researchListLogic, query, (next) => navigate({ search: next }))
  const filtered = Boolean(query.title || query.status)

  const translate = i18n._.bind(i18n)
  const texts = researchListProps(translate)
  const columns: PagedTableColumn<Research>[] = [
    { key: 'researchCode', title: t`公告编号`, width: 160 },
    ...researchColumns<Research>(translate, (r) => ({ to: '/demandSurvey/researchBulletin', search: { ...query, id: r.id } })),
  ]

  return (
    <ListScreen
      title={<Trans>需求调研公告</Trans>}
      search={
        <ListSearchForm
          {...texts.search}
          fieldWidth={260}
          value={query.title}
          selects={[{ ...texts.statusSelect, value: query.status }]}
          onSearch={(title, [status]) => filter({ title, status: status ? Number(status) : undefined })}
          onReset={() => filter({})}
          filtered={filtered}
        />
      }
      {...table}
      {...texts.table}
      columns={columns}
      rowKey={(r) => r.id}
      filtered={filtered}
      minWidth={1100}
    />
  )
}
