import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button } from '@mantine/core'
import { ServerFileAnchor } from '@/ui/files/ServerFileAnchor'
import { getRouteApi } from '@tanstack/react-router'
import { guaranteeListLogic } from '@/app/actors/specimen/specimen'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectStatusSearch } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { Guarantee } from '@/services/schemas/bid-specimen'
import { formatAmount } from '@/domain/money'
import { guaranteeStatusColors, guaranteeStatusLabels } from '@/ui/specimen/labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { saveServerFile } from '@/app/save-file'

const route = getRouteApi('/_auth/_shell/mySpecimen/guaranteeDetails')

export function GuaranteeDetailsScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, guaranteeListLogic)

  // The project's code sits under its name, and the validity's two dates may wrap, so the table fits
  // beside the sidebar at 1366 px.
  const columns: PagedTableColumn<Guarantee>[] = [
    { key: 'guaranteeNo', title: t`保函编号`, width: 130, render: (row) => row.guaranteeNo },
    { key: 'projectName', title: t`项目名称`, width: 170, render: (row) => <NameWithCode name={row.projectName} code={row.projectCode} /> },
    { key: 'beneficiary', title: t`受益人`, width: 120, render: (row) => row.beneficiary },
    { key: 'amount', title: t`担保金额（元）`, width: 110, render: (row) => formatAmount(row.amount) },
    { key: 'issuer', title: t`出函机构`, width: 120, render: (row) => row.issuer },
    { key: 'validity', title: t`有效期`, width: 110, render: (row) => `${row.validFrom} ~ ${row.validTo}` },
    {
      key: 'status',
      title: t`状态`,
      // Wide enough for the English names (REVOKED, EXPIRED) in capitals.
      width: 110,
      render: (row) => (
        <Badge color={guaranteeStatusColors[row.status]} variant="light">
          {i18n._(guaranteeStatusLabels[row.status]!)}
        </Badge>
      ),
    },
    {
      key: 'file',
      title: t`保函文件`,
      width: 70,
      render: (row) =>
        row.fileUrl ? (
          <ServerFileAnchor
            url={row.fileUrl}
            download={row.fileName || true}
            label={t`下载保函文件 ${row.guaranteeNo}`}
            onSave={() => void saveServerFile(row.fileUrl, row.fileName || t`保函文件${row.guaranteeNo}`)}
            size="xs"
            fw={600}
          >
            <Trans>下载</Trans>
          </ServerFileAnchor>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>电子保函</Trans>}
      search={<ProjectStatusSearch label={t`查询电子保函`} statusLabel={t`状态`} statuses={guaranteeStatusLabels} value={search} filter={filter} />}
      {...table}
      label={t`电子保函列表`}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ none: t`您还没有电子保函`, noMatch: t`没有符合条件的保函` }}
      filtered={Boolean(search.projectName) || search.status !== undefined}
      actionsWidth={90}
      actions={(row) => (
        <Button size="compact-xs" variant="subtle" aria-label={t`核验真伪 ${row.guaranteeNo}`} onClick={() => navigate({ to: '/mySpecimen/authenticityQuery', search: { number: row.guaranteeNo } })}>
          <Trans>核验真伪</Trans>
        </Button>
      )}
      minWidth={1100}
    />
  )
}
