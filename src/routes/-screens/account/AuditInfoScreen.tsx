import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Text } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { auditRecordsLogic } from '@/app/actors/account/certification'
import type { ModifyRecord } from '@/app/actors/account/certification'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { auditRecordTypeLabels } from '@/ui/format/account-labels'
import { CodeText } from '@/ui/format/CodeText'
import { ListScreen } from '@/routes/-components/ListScreen'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/home/auditInfo')

/** The colour each kind of record is marked with: a decision stands out from an edit. */
const KIND_COLOURS: Record<string, string> = { '1': 'gray', '2': 'blue', '3': 'green', '4': 'red', '5': 'orange' }


export function AuditInfoScreen() {
  const { t } = useLingui()
  const { table } = useRouteList(route, auditRecordsLogic)

  const columns: PagedTableColumn<ModifyRecord>[] = [
    { key: 'createTime', title: <Trans>时间</Trans>, width: 170 },
    {
      key: 'recordTypeStr',
      title: <Trans>类型</Trans>,
      width: 110,
      render: (row) => (
        <Badge variant="light" color={KIND_COLOURS[row.recordType] ?? 'gray'}>
          <CodeText labels={auditRecordTypeLabels} code={row.recordType} sent={row.recordTypeStr} />
        </Badge>
      ),
    },
    {
      key: 'content',
      title: <Trans>内容</Trans>,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {row.content || '—'}
        </Text>
      ),
    },
    { key: 'operator', title: <Trans>操作人</Trans>, width: 120 },
    {
      key: 'remark',
      title: <Trans>审核意见</Trans>,
      width: 240,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {row.remark || '—'}
        </Text>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>审核记录</Trans>}
      aside={
        <Anchor component={Link} to="/personal/setInformation/enterpriseCertification" size="sm">
          <Trans>前往企业认证</Trans>
        </Anchor>
      }
      {...table}
      label={t`审核记录列表`}
      columns={columns}
      rowKey={(row) => `${row.recordType}-${row.id}`}
      empty={{ none: t`暂无审核记录` }}
      minWidth={900}
    />
  )
}
