import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { publicResearchListLogic, RESEARCH_STATUS, type PublicResearch, type PublicResearchQuery } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { researchColumns } from '@/routes/-components/ResearchDetailView'
import { firstPagePlain, pageSearch, searchText } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useListTable } from '@/routes/-components/use-list-table'

// The statuses a survey can have (RESEARCH_STATUS); written out so the route's eager part imports no flow.
const STATUSES = [1, 2]

/** Spec 000 §2.1 /researchNeeds: the tenant's demand surveys for anyone (decisions 020, 038); query in the URL. */
export const Route = createFileRoute('/_public/researchNeeds/')({
  validateSearch: (s: SearchInput<PublicResearchQuery>): PublicResearchQuery => {
    const title = searchText(s.title)
    const status = Number(s.status)
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(STATUSES.includes(status) ? { status } : {}) }
  },
  search: firstPagePlain(),
  component: ResearchNeeds,
})

function ResearchNeeds() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = usePortalFlow(publicResearchListLogic, { input: { query: search } })
  const { loaded, filter, table } = useListTable(list, search, (next) => navigate({ search: next }))
  const filtered = Boolean(search.title || search.status)

  const columns = researchColumns<PublicResearch>(i18n._.bind(i18n), (r) => ({ to: '/researchNeeds/researchDetail', search: { id: r.id } }))

  return (
    <ListScreen
      title={<Trans>需求调研</Trans>}
      titleOrder={1}
      search={
        <ListSearchForm
          label={t`查询需求调研公告`}
          fieldLabel={t`公告标题`}
          placeholder={t`请输入公告标题或编号`}
          value={search.title}
          selects={[{ label: t`状态`, options: [{ value: String(RESEARCH_STATUS.open), label: t`征集中` }, { value: String(RESEARCH_STATUS.closed), label: t`已截止` }], value: search.status, width: 170 }]}
          onSearch={(title, [status]) => filter({ title, status: status ? Number(status) : undefined })}
          onReset={() => filter({})}
          filtered={filtered}
          results={loaded}
        />
      }
      {...table}
      label={t`需求调研公告列表`}
      columns={columns}
      rowKey={(r) => r.id}
      empty={{ none: t`暂无需求调研公告`, noMatch: t`没有符合条件的需求调研公告` }}
      filtered={filtered}
      minWidth={1000}
    />
  )
}
