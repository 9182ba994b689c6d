import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { publicResearchListLogic, type PublicResearch, type PublicResearchQuery } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { researchColumns, researchListProps } from '@/routes/-components/ResearchDetailView'
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
  const { i18n } = useLingui()
  const { search, go } = useRouteSearch(Route)
  const list = usePortalFlow(publicResearchListLogic, { input: { query: search } })
  const { loaded, filter, table } = useListTable(list, search, go)
  const filtered = Boolean(search.title || search.status)

  const translate = i18n._.bind(i18n)
  const texts = researchListProps(translate)
  const columns = researchColumns<PublicResearch>(translate, (r) => ({ to: '/researchNeeds/researchDetail', search: { id: r.id } }))

  return (
    <ListScreen
      title={<Trans>需求调研</Trans>}
      titleOrder={1}
      search={
        <ListSearchForm
          {...texts.search}
          value={search.title}
          selects={[{ ...texts.statusSelect, value: search.status, width: 170 }]}
          onSearch={(title, [status]) => filter({ title, status: status ? Number(status) : undefined })}
          onReset={() => filter({})}
          filtered={filtered}
          results={loaded}
        />
      }
      {...table}
      {...texts.table}
      columns={columns}
      rowKey={(r) => r.id}
      filtered={filtered}
      minWidth={1000}
    />
  )
}
