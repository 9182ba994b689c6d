import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'

export interface CollusionDialogProps {
  opened: boolean
  /** How many other bidders the check matched. */
  count: number
  /** Seconds before the dialog may be closed; the countdown itself is the caller's (a flow's timer). */
  secondsLeft: number
  /** The countdown has ended: the close button and 继续上传 appear. */
  closable: boolean
  /** Where the explanation of collusion lives; it opens in a new tab so the upload is not lost. */
  hintHref?: string
  /** Closing the read warning goes on with the upload. */
  onContinue: () => void
  /** Backs out: nothing is uploaded (已取消). */
  onCancel: () => void
}

/**
 * The collusion warning of spec 001 §4: it cannot be closed until the countdown from 11 ends,
 * shows the seconds left meanwhile, says what was matched, that the platform may bar the account
 * from later bids, and links to the explanation page.
 */
export function CollusionDialog({
  opened,
  count,
  secondsLeft,
  closable,
  hintHref = '/purchaseNotice/collusionHint',
  onContinue,
  onCancel,
}: CollusionDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={t`串标风险提示`}
      centered
      withCloseButton={closable}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`关闭` }}
    >
      <Stack gap="sm">
        <Alert color="orange" variant="light">
          <Text size="sm">
            <Trans>
              系统检测到您本次上传投标文件所用的网络地址（IP）与本项目其他 {count} 家投标人相同，存在串通投标嫌疑。
            </Trans>
          </Text>
        </Alert>
        <Text size="sm">
          <Trans>
            串通投标是违法行为。经核实存在串通投标的，平台有权限制该账号参与平台后续项目的投标，并将有关情况报告招标人及行政监督部门。
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            如您与其他投标人使用同一办公网络等属正常情况，可继续上传，并请按要求保留相关说明材料。
          </Trans>
        </Text>
        {/* eslint-disable-next-line no-restricted-syntax -- an in-app path from the caller */}
        <Anchor href={hintHref} target="_blank" rel="noopener" size="sm">
          <Trans>什么是串通投标？查看说明</Trans>
        </Anchor>
        {closable ? null : (
          <Text size="sm" c="dimmed" role="timer" aria-label={t`剩余秒数`}>
            <Trans>请仔细阅读以上提示，{secondsLeft} 秒后可关闭</Trans>
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            <Trans>取消上传</Trans>
          </Button>
          {closable ? (
            <Button color="orange" onClick={onContinue} data-autofocus>
              <Trans>我已知晓，继续上传</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  )
}
