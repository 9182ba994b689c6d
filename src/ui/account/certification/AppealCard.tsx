import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import type { FormEvent } from 'react'
import { useUiText } from '../../text'

export interface AppealCardProps {
  /** `writing` (or `sending` it), or `open`: an appeal awaits the platform's answer. */
  status: 'writing' | 'sending' | 'open'
  reason: string
  error: MessageDescriptor | null
  /** When the open appeal was made, if this visit made it. */
  sentAt: string | null
  onChange: (reason: string) => void
  onSubmit: () => void
}

/**
 * A rejected supplier's appeal (sup/appeal/appeal, decision 039): for when it holds the rejection
 * wrong rather than its data. One appeal at a time; the reviewer's next decision answers it.
 */
export function AppealCard({ status, reason, error, sentAt, onChange, onSubmit }: AppealCardProps) {
  const { t } = useLingui()
  const text = useUiText()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'writing') onSubmit()
  }
  return (
    <Card withBorder component="section" aria-label={t`审核申诉`}>
      <Title order={4} mb="xs">
        <Trans>审核申诉</Trans>
      </Title>
      {status === 'open' ? (
        <Alert color="blue" variant="light" role="status" title={<Trans>申诉处理中</Trans>}>
          {sentAt ? <Trans>申诉已于 {sentAt} 提交，平台审核员复核后将以消息通知您。</Trans> : <Trans>您的申诉已提交，平台审核员复核后将以消息通知您。</Trans>}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`提交申诉`}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              <Trans>如认为审核结论有误，可提交申诉说明理由；如需修改资料，请直接修改上方认证信息后重新提交审核。</Trans>
            </Text>
            <Textarea
              label={t`申诉理由`}
              value={reason}
              onChange={(event) => onChange(event.currentTarget.value)}
              error={error ? text(error) : undefined}
              disabled={status === 'sending'}
              withAsterisk
              rows={4}
              maxLength={500}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={status === 'sending'}>
                <Trans>提交申诉</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  )
}
