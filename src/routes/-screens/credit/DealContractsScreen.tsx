import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { dealContractListLogic, type DealContract } from '@/app/actors/credit/credit'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectStatusSearch } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { FileLink, type LinkedFile } from '@/ui/files/FileLink'
import { formatAmount } from '@/domain/money'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { CreditNav } from '@/routes/-screens/credit/CreditNav'
import { contractStatusColors, contractStatusLabels } from '@/routes/-screens/credit/credit-labels'
import { saveServerFile } from '@/app/save-file'

const route = getRouteApi('/_auth/_shell/personal/credit/dealContract')

/** The signed file is a plain link the browser saves. */
function download(file: LinkedFile) {
  void saveServerFile(file.url, file.name)
}

export function DealContractsScreen() {
  const { t, i18n } = useLingui()
  const { search, filter, table } = useRouteList(route, dealContractListLogic)

  // The contract's number sits under its name rather than in a column of its own, so the table fits
  // beside the sidebar at 1366 px.
  const columns: PagedTableColumn<DealContract>[] = [
    { key: 'contractName', title: t`合同名称`, width: 220, render: (c) => <NameWithCode name={c.contractName} code={c.contractNo} /> },
    { key: 'projectCode', title: t`项目编号`, width: 130, render: (c) => c.projectCode },
    { key: 'amount', title: t`合同金额（元）`, width: 120, render: (c) => formatAmount(c.amount) },
    { key: 'signDate', title: t`签订日期`, width: 100, render: (c) => c.signDate },
    // A contract not yet uploaded has no file: the contract reads its missing link as ''.
    { key: 'file', title: t`合同文件`, width: 290, render: (c) => (c.fileLink ? <FileLink file={{ id: c.id, name: c.fileName || c.contractName, url: c.fileLink }} onDownload={download} /> : '—') },
    { key: 'status', title: t`合同状态`, width: 90, render: (c) => <Badge color={contractStatusColors[c.status] ?? 'gray'}>{i18n._(contractStatusLabels[c.status]!)}</Badge> },
  ]

  return (
    <ListScreen
      title={<Trans>成交合同</Trans>}
      aside={<CreditNav current="dealContract" />}
      search={<ProjectStatusSearch label={t`查询成交合同`} statusLabel={t`合同状态`} statuses={contractStatusLabels} value={search} filter={filter} />}
      {...table}
      label={t`成交合同列表`}
      columns={columns}
      rowKey={(c) => c.id}
      empty={{ none: t`暂无成交合同` }}
      minWidth={1100}
    />
  )
}
