import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { PortalDialog } from '../dialogs/PortalDialog'
import { ErrorAlert } from '../feedback/ErrorAlert'
import { useUiText, type UiText } from '../text'

export interface AcceptanceFacts {
  projectName: string
  contractNo: string
  /** The buyer's verdict, already in the reader's language. */
  result: string
  remark: string
  checkDate: string
  checker: string
}

export interface AcceptanceDialogProps {
  facts: AcceptanceFacts | null
  /** `choose`: confirm or object; `object`: the objection's reason. */
  mode: 'choose' | 'object'
  busy: boolean
  reason: string
  reasonLimit: number
  reasonError: UiText | null
  error: UiText | null
  onConfirm: () => void
  onObjectStart: () => void
  onObjectCancel: () => void
  onReasonChange: (reason: string) => void
  onObjectSubmit: () => void
  onClose: () => void
}

/** The buyer's acceptance and the supplier's answer to it: 确认验收, or 提出异议 with a reason (decision 044). */
export function AcceptanceDialog(props: AcceptanceDialogProps) {
  const { facts, mode, busy, reason, reasonLimit, reasonError, error, onConfirm, onObjectStart, onObjectCancel, onReasonChange, onObjectSubmit, onClose } = props
  const { t } = useLingui()
  const text = useUiText()
  const rows: [string, string][] = facts
    ? [
        [t`项目名称`, facts.projectName],
        [t`合同编号`, facts.contractNo],
        [t`验收结果`, facts.result],
        [t`验收意见`, facts.remark],
        [t`验收单位`, facts.checker],
        [t`验收日期`, facts.checkDate],
      ]
    : []
  const footer =
    mode === 'choose' ? (
      <>
        <Button variant="default" onClick={onClose} disabled={busy}>
          <Trans>取消</Trans>
        </Button>
        <Button variant="outline" color="red" onClick={onObjectStart} disabled={busy}>
          <Trans>提出异议</Trans>
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          <Trans>确认验收</Trans>
        </Button>
      </>
    ) : (
      <>
        <Button variant="default" onClick={onObjectCancel} disabled={busy}>
          <Trans>返回</Trans>
        </Button>
        <Button color="red" onClick={onObjectSubmit} loading={busy}>
          <Trans>提交异议</Trans>
        </Button>
      </>
    )
  return (
    <PortalDialog opened={facts !== null} title={t`验收确认`} onCancel={busy ? () => {} : onClose} footer={footer}>
      {facts ? (
        <Stack gap="xs">
          <Stack gap={4} component="dl" m={0}>
            {rows.map(([label, value]) => (
              <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
                <Text component="dt" size="sm" c="dimmed" w={80}>
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
          {mode === 'object' ? (
            <Textarea
              label={t`异议理由`}
              withAsterisk
              rows={4}
              maxLength={reasonLimit}
              value={reason}
              onChange={(e) => onReasonChange(e.currentTarget.value)}
              error={reasonError ? text(reasonError) : undefined}
              description={`${[...reason].length}/${reasonLimit}`}
            />
          ) : null}
          <ErrorAlert error={error} />
        </Stack>
      ) : null}
    </PortalDialog>
  )
}
