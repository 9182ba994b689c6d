import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { creditEvaluationListLogic, creditSummaryLogic, type CreditEvaluation } from '@/app/actors/credit/credit'
import { useShellFlow } from '@/app/use-flow'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useNotOpened } from '@/routes/-components/NotOpenedFrame'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { CreditScoreCard } from '@/ui/credit/CreditScoreCard'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { CreditNav } from '@/routes/-screens/credit/CreditNav'

const route = getRouteApi('/_auth/_shell/personal/credit/')

export function CreditScreen() {
  const { t } = useLingui()
  const summary = useShellFlow(creditSummaryLogic, { input: { id: '' } })
  const credit = useSelector(summary, (s) => s.context.record)
  const summaryError = useSelector(summary, (s) => s.context.error)
  useNotOpened(summaryError)
  const { search, loaded, filter, table } = useRouteList(route, creditEvaluationListLogic)

  // The code sits under the name rather than in a column of its own, so the table fits beside the
  // sidebar at 1366 px.
  const columns: PagedTableColumn<CreditEvaluation>[] = [
    { key: 'projectName', title: t`项目名称`, width: 210, render: (e) => <NameWithCode name={e.projectName} code={e.projectCode} /> },
    { key: 'score', title: t`评价得分`, width: 80, render: (e) => e.score },
    { key: 'rating', title: t`等级`, width: 60, render: (e) => e.rating },
    {
      key: 'items',
      title: t`评价明细`,
      width: 190,
      render: (e) => (
        <Stack gap={0}>
          {e.items.map((item) => (
            <Text size="xs" key={item.name}>
              {item.name} {item.score}/{item.full}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'evaluator', title: t`评价单位`, width: 160, render: (e) => e.evaluator },
    { key: 'evaluateTime', title: t`评价时间`, width: 160, render: (e) => e.evaluateTime },
    { key: 'remark', title: t`评价意见`, width: 170, render: (e) => e.remark },
  ]

  return (
    <ListScreen
      title={<Trans>信用评价</Trans>}
      aside={<CreditNav current="credit" />}
      summary={
        <>
          <ErrorAlert error={summaryError} />
          {credit ? <CreditScoreCard {...credit} /> : null}
        </>
      }
      search={<ProjectNameSearch label={t`查询信用评价`} value={search.projectName} filter={filter} loaded={loaded} byCode />}
      {...table}
      label={t`信用评价列表`}
      columns={columns}
      rowKey={(e) => e.id}
      empty={{ none: t`暂无信用评价`, noMatch: t`没有符合条件的评价` }}
      filtered={Boolean(search.projectName)}
      minWidth={1100}
    />
  )
}
