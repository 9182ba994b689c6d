import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { myResearchListLogic } from '@/app/actors/research/research-answer'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { researchColumns } from '@/routes/-components/ResearchDetailView'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { MyResearch } from '@/services/schemas/bid-research-answer'
import { formatDateTime } from '@/ui/format/date'
import { ANSWER_STATUS_CODES, ANSWER_STATUS_COLORS, ANSWER_STATUS_LABELS, isAnswerStatus } from '@/ui/research/answer-status'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/researchNeeds/myResearchNeeds/')

export function MyResearchNeedsScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, myResearchListLogic)
  const target = (row: MyResearch) => ({ to: '/researchNeeds/myResearchNeeds/researchNeedsDetail', search: { id: row.id } }) as const
  const open = (row: MyResearch) => navigate(target(row))
  const filtered = Boolean(search.title || search.answerStatus !== undefined)

  const columns: PagedTableColumn<MyResearch>[] = [
    { key: 'researchCode', title: t`调研编号`, width: 140 },
    ...researchColumns<MyResearch>((descriptor) => i18n._(descriptor), target).filter((column) => column.key !== 'status'),
    {
      key: 'answerStatus',
      title: t`填报状态`,
      width: 100,
      render: (row) => (
        <Badge variant="light" color={isAnswerStatus(row.answerStatus) ? ANSWER_STATUS_COLORS[row.answerStatus] : 'gray'}>
          {isAnswerStatus(row.answerStatus) ? i18n._(ANSWER_STATUS_LABELS[row.answerStatus]) : row.answerStatusName}
        </Badge>
      ),
    },
    { key: 'submitTime', title: t`提交时间`, width: 170, render: (row) => (row.submitTime ? formatDateTime(row.submitTime) : '—') },
  ]

  return (
    <ListScreen
      title={<Trans>我的调研</Trans>}
      search={
        <ListSearchForm
          label={t`查询我的调研`}
          fieldLabel={t`调研标题`}
          placeholder={t`标题或调研编号`}
          value={search.title}
          selects={[{ label: t`填报状态`, options: ANSWER_STATUS_CODES.map((code) => ({ value: String(code), label: i18n._(ANSWER_STATUS_LABELS[code]) })), value: search.answerStatus, width: 150 }]}
          onSearch={(title, [status]) => filter({ title, answerStatus: status === undefined ? undefined : Number(status) })}
          onReset={() => filter({})}
          filtered={filtered}
        />
      }
      {...table}
      label={t`我的调研列表`}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ none: t`暂无邀请您参与的调研`, noMatch: t`没有符合条件的调研` }}
      filtered={filtered}
      actionsWidth={100}
      actions={(row) => (
        <Button size="compact-xs" variant="subtle" aria-label={row.answerStatus === 0 ? t`填报 ${row.title}` : t`查看 ${row.title}`} onClick={() => open(row)}>
          {row.answerStatus === 0 ? <Trans>填报</Trans> : <Trans>查看</Trans>}
        </Button>
      )}
      minWidth={1200}
    />
  )
}
