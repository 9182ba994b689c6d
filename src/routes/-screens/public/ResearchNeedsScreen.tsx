import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { publicResearchListLogic, type PublicResearch } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { researchColumns, researchListProps } from '@/routes/-components/ResearchDetailView'
import { useListTable } from '@/routes/-components/use-list-table'

const route = getRouteApi('/_public/researchNeeds/')

export function ResearchNeedsScreen() {
  const { i18n } = useLingui()
  const { search, go } = useRouteSearch(route)
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
