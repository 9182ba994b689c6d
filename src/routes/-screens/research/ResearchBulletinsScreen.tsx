import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { researchListLogic } from '@/app/actors/tender/notices'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { researchColumns, researchListProps } from '@/routes/-components/ResearchDetailView'
import { useShellList } from '@/routes/-components/use-shell-list'
import type { Research } from '@/services/schemas/bid-project'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { ResearchDetail } from '@/routes/-screens/research/ResearchDetail'
import type { ResearchSearch } from '@/routes/-screens/research/research-bulletin-search'

const route = getRouteApi('/_auth/_shell/_gated/demandSurvey/researchBulletin')

export function ResearchBulletinsScreen() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { id, ...query } = search
  if (id) return <ResearchDetail id={id} onBack={() => navigate({ search: query })} />
  return <ResearchList query={query} />
}

function ResearchList({ query }: { query: Omit<ResearchSearch, 'id'> }) {
  const { t, i18n } = useLingui()
  const navigate = route.useNavigate()
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
