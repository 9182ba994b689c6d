import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { ServerFileAnchor } from '@/ui/files/ServerFileAnchor'
import { useNavigate } from '@tanstack/react-router'
import { INVOICE_STATUS, type Invoice } from '@/app/actors/money/invoice'
import { formatAmount } from '@/domain/money'
import { CodeText } from '@/ui/format/CodeText'
import { feeTypeLabels } from '@/ui/format/money-labels'
import { PagedTable, type PagedTableColumn, type PagedTableProps } from '@/ui/table/PagedTable'
import { invoiceStatusLabels } from '@/routes/-screens/money/invoice-format'
import { saveServerFile } from '@/app/save-file'

type Props = Pick<PagedTableProps<Invoice>, 'rows' | 'total' | 'page' | 'size' | 'onPage' | 'onSize' | 'loading' | 'error' | 'onRetry' | 'label' | 'emptyTitle'>

/** Invoice applications: an issued one downloads, a rejected one shows its reason and is applied for again. */
export function InvoiceTable(props: Props) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const columns: PagedTableColumn<Invoice>[] = [
    { key: 'projectName', title: t`项目名称`, render: (i) => i.projectName },
    { key: 'feeTypeName', title: t`费用类型`, width: 110, render: (i) => <CodeText labels={feeTypeLabels} code={i.feeType} sent={i.feeTypeName} /> },
    { key: 'title', title: t`发票抬头`, width: 200, render: (i) => i.title },
    { key: 'amount', title: t`开票金额（元）`, width: 130, render: (i) => formatAmount(i.amount) },
    { key: 'applyTime', title: t`申请时间`, width: 160, render: (i) => i.applyTime },
    { key: 'status', title: t`状态`, width: 100, render: (i) => i18n._(invoiceStatusLabels[i.status]) },
    { key: 'note', title: t`说明`, width: 200, render: (i) => (i.status === INVOICE_STATUS.rejected ? i.rejectReason : i.invoiceNo ? t`发票号码：${i.invoiceNo}` : '') },
  ]
  return (
    <PagedTable
      {...props}
      columns={columns}
      rowKey={(i) => i.id}
      actionsWidth={120}
      actions={(i) => (
        <Group gap={4} wrap="nowrap">
          {i.status === INVOICE_STATUS.issued && i.fileUrl ? (
            <ServerFileAnchor size="sm" url={i.fileUrl} label={t`下载发票${i.invoiceNo ?? ''}`} onSave={() => void saveServerFile(i.fileUrl, t`发票${i.invoiceNo ?? ''}.pdf`)}>
              <Trans>下载</Trans>
            </ServerFileAnchor>
          ) : null}
          {i.status === INVOICE_STATUS.rejected ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t`重新申请${i.projectName}的发票`}
              onClick={() => navigate({ to: '/personal/feeCenter/applyInvoice', search: { orderId: i.orderId, applicationId: i.id } })}
            >
              <Trans>重新申请</Trans>
            </Button>
          ) : null}
        </Group>
      )}
      minWidth={1000}
    />
  )
}
