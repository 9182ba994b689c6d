import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { electronicNoticeListLogic } from '@/app/actors/tender/notices'
import { ELECTRONIC_KINDS } from '@/domain/project-kinds'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { noticeColumns, StatusBadges } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { Project } from '@/services/schemas/bid-project'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { projectKindLabels, projectPhaseLabels } from '@/ui/format/project-labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/_gated/electronicBidding/biddingNotice')

export function BiddingNoticesScreen() {
  const { t, i18n } = useLingui()
  const { search, filter, table } = useRouteList(route, electronicNoticeListLogic)

  const kinds = ELECTRONIC_KINDS.map((value) => ({ value, label: i18n._(projectKindLabels[value]) }))

  const filtered = Boolean(search.projectName || search.projectType)

  const columns: PagedTableColumn<Project>[] = [
    ...noticeColumns((p) => ({ to: '/purchaseNotice/purchaseDetail', search: { id: p.id } })),
    { key: 'bidEndTime', title: t`投标截止时间`, width: 170, render: (p) => formatDateTime(p.bidEndTime) },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (p) => formatDateTime(p.openTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 170,
      render: (p) => (
        <StatusBadges color={p.status === 1 || p.status === 3 ? 'green' : 'gray'} mark={p.entryFlag === 1 ? <Trans>已报名</Trans> : null}>
          <CodeText labels={projectPhaseLabels} code={p.status} sent={p.statusName} />
        </StatusBadges>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>电子招标公告</Trans>}
      search={
        <ListSearchForm
          label={t`查询电子招标公告`}
          fieldLabel={t`项目名称`}
          placeholder={t`请输入项目名称或编号`}
          fieldWidth={260}
          value={search.projectName}
          selects={[{ label: t`项目类型`, all: t`全部电子项目`, options: kinds, value: search.projectType, width: 180 }]}
          onSearch={(projectName, [kind]) => filter({ projectName, projectType: kind ? Number(kind) : undefined })}
          onReset={() => filter({})}
          filtered={filtered}
        />
      }
      {...table}
      label={t`电子招标公告列表`}
      columns={columns}
      rowKey={(p) => p.id}
      empty={{ none: t`暂无电子招标公告`, noMatch: t`没有符合条件的电子招标公告` }}
      filtered={filtered}
      minWidth={1180}
    />
  )
}
