import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { ACCEPTANCE_STATUS, acceptanceListLogic, OBJECTION_MAX, type Acceptance } from '@/app/actors/credit/credit'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectStatusSearch } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { AcceptanceDialog } from '@/ui/credit/AcceptanceDialog'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { CreditNav } from '@/routes/-screens/credit/CreditNav'
import { acceptanceResultColors, acceptanceResultLabels, acceptanceStatusColors, acceptanceStatusLabels } from '@/routes/-screens/credit/credit-labels'

const route = getRouteApi('/_auth/_shell/personal/credit/projectCheck')

const OUTCOMES: Readonly<Record<'confirm' | 'object' | 'already', MessageDescriptor>> = {
  confirm: msg`已确认验收结果`,
  object: msg`异议已提交，等待采购人处理`,
  already: msg`该验收已由本单位其他人员处理，列表已刷新`,
}

export function ProjectCheckScreen() {
  const { t, i18n } = useLingui()
  const { search, list, filter, table } = useRouteList(route, acceptanceListLogic)
  const answer = useListEditor(list)
  // The acceptance the open dialog asks about; null once it is closed or answered.
  const target = useSelector(answer, (s) => (s.hasTag('asking') ? s.context.subject?.acceptance : null) ?? null)
  const objection = useSelector(answer, (s) => s.hasTag('asking') && s.context.subject?.kind === 'object')
  const outcome = useSelector(answer, (s) => (s.hasTag('answered') ? s.context.outcome : null))
  const busy = useSelector(answer, (s) => s.hasTag('busy'))
  const reason = useSelector(answer, (s) => s.context.note)
  const reasonError = useSelector(answer, (s) => s.context.noteError)
  const error = useSelector(answer, (s) => s.context.error)
  const [chosen, setChosen] = useState<Acceptance | null>(null)

  const ask = (acceptance: { id: string; projectName: string }, kind: 'confirm' | 'object') =>
    answer.send({ type: 'confirm.ask', subject: { acceptance: { id: acceptance.id, projectName: acceptance.projectName }, kind } })
  const open = (row: Acceptance) => {
    setChosen(row)
    ask(row, 'confirm')
  }
  const facts = target && chosen?.id === target.id ? chosen : null

  // The code sits under the name rather than in a column of its own, so the table fits beside the
  // sidebar at 1366 px.
  const columns: PagedTableColumn<Acceptance>[] = [
    { key: 'projectName', title: t`项目名称`, width: 200, render: (a) => <NameWithCode name={a.projectName} code={a.projectCode} /> },
    { key: 'contractNo', title: t`合同编号`, width: 150, render: (a) => a.contractNo },
    { key: 'result', title: t`验收结果`, width: 80, render: (a) => <Badge color={acceptanceResultColors[a.result] ?? 'gray'}>{i18n._(acceptanceResultLabels[a.result]!)}</Badge> },
    { key: 'remark', title: t`验收意见`, width: 150, render: (a) => a.remark },
    { key: 'checkDate', title: t`验收日期`, width: 100, render: (a) => a.checkDate },
    { key: 'status', title: t`确认状态`, width: 110, render: (a) => <Badge color={acceptanceStatusColors[a.status] ?? 'gray'}>{i18n._(acceptanceStatusLabels[a.status]!)}</Badge> },
    {
      key: 'answer',
      title: t`确认情况`,
      width: 150,
      render: (a) =>
        a.status === ACCEPTANCE_STATUS.pending ? null : (
          <Stack gap={0}>
            <Text size="xs">{a.confirmTime}</Text>
            {a.objection ? (
              <Text size="xs" c="red">
                <Trans>异议：</Trans>
                {a.objection}
              </Text>
            ) : null}
          </Stack>
        ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>项目验收</Trans>}
      aside={<CreditNav current="projectCheck" />}
      search={
        <>
          <ProjectStatusSearch label={t`查询项目验收`} statusLabel={t`确认状态`} statuses={acceptanceStatusLabels} value={search} filter={filter} />
          {outcome ? (
            <Alert color={outcome.kind === 'already' ? 'orange' : 'green'} role="status">
              {i18n._(OUTCOMES[outcome.kind])}
            </Alert>
          ) : null}
        </>
      }
      {...table}
      label={t`项目验收列表`}
      columns={columns}
      rowKey={(a) => a.id}
      empty={{ none: t`暂无验收记录` }}
      actionsWidth={90}
      actions={(a) =>
        a.status === ACCEPTANCE_STATUS.pending ? (
          <Button size="compact-xs" aria-label={t`确认验收：${a.projectName}`} onClick={() => open(a)}>
            <Trans>确认验收</Trans>
          </Button>
        ) : null
      }
      minWidth={1100}
    >
      <AcceptanceDialog
        facts={facts ? { ...facts, result: i18n._(acceptanceResultLabels[facts.result]!) } : null}
        mode={objection ? 'object' : 'choose'}
        busy={busy}
        reason={reason}
        reasonLimit={OBJECTION_MAX}
        reasonError={reasonError}
        error={error}
        onConfirm={() => answer.send({ type: 'confirm.yes' })}
        onObjectStart={() => target && ask(target, 'object')}
        onObjectCancel={() => target && ask(target, 'confirm')}
        onReasonChange={(reason) => answer.send({ type: 'confirm.note', note: reason })}
        onObjectSubmit={() => answer.send({ type: 'confirm.yes' })}
        onClose={() => answer.send({ type: 'confirm.no' })}
      />
    </ListScreen>
  )
}
