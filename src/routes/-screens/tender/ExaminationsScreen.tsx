import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { examinationListLogic } from '@/app/actors/research/examination'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { Examination } from '@/services/schemas/bid-research-answer'
import { EXAMINE_RESULT_CODES, EXAMINE_RESULT_LABELS } from '@/ui/examination/examine-result'
import { ResultBadge } from '@/ui/examination/ResultBadge'
import { formatDateTime } from '@/ui/format/date'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/biddingMessage/')

export function ExaminationsScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, examinationListLogic)
  const open = (row: Examination) => navigate({ to: '/biddingMessage/examineDetail', search: { id: row.id } })
  const filtered = Boolean(search.projectName || search.result !== undefined)

  // The code sits under the name rather than in a column of its own, so the table fits beside the
  // sidebar at 1366 px.
  const columns: PagedTableColumn<Examination>[] = [
    {
      key: 'projectName',
      title: t`项目名称`,
      width: 230,
      render: (row) => <NameWithCode name={row.projectName} code={row.projectCode} to={{ to: '/biddingMessage/examineDetail', search: { id: row.id } }} />,
    },
    { key: 'packageName', title: t`标包`, width: 110 },
    { key: 'qualifyResult', title: t`资格审查`, width: 90, render: (row) => <ResultBadge result={row.qualifyResult} name="" /> },
    { key: 'conformityResult', title: t`符合性审查`, width: 100, render: (row) => <ResultBadge result={row.conformityResult} name="" /> },
    { key: 'result', title: t`审查结果`, width: 90, render: (row) => <ResultBadge result={row.result} name={row.resultName} /> },
    { key: 'reason', title: t`未通过原因`, width: 200, render: (row) => row.reason || '—' },
    { key: 'examineTime', title: t`审查时间`, width: 160, render: (row) => formatDateTime(row.examineTime) },
  ]

  return (
    <ListScreen
      title={<Trans>审查结果</Trans>}
      search={
        <ListSearchForm
          label={t`查询审查结果`}
          fieldLabel={t`项目名称`}
          placeholder={t`项目名称或编号`}
          value={search.projectName}
          selects={[{ label: t`审查结果`, options: EXAMINE_RESULT_CODES.map((code) => ({ value: String(code), label: i18n._(EXAMINE_RESULT_LABELS[code]) })), value: search.result, width: 150 }]}
          onSearch={(projectName, [result]) => filter({ projectName, result: result === undefined ? undefined : Number(result) })}
          onReset={() => filter({})}
          filtered={filtered}
        />
      }
      {...table}
      label={t`审查结果列表`}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ none: t`暂无审查结果`, noMatch: t`没有符合条件的审查结果` }}
      filtered={filtered}
      actionsWidth={70}
      actions={(row) => (
        <Button size="compact-xs" variant="subtle" aria-label={t`${row.projectName} ${row.packageName} 审查详情`} onClick={() => open(row)}>
          <Trans>详情</Trans>
        </Button>
      )}
      minWidth={1100}
    />
  )
}
