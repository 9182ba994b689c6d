import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import type { FormEvent } from 'react'
import type { Verdict } from '@/domain/self-check'
import { formatDateTime } from '../format/date'
import { PasswordField } from '../forms/PasswordField'
import { VerdictMark } from './VerdictMark'

export type SelfCheckFormProps = {
  pin: string
  error: MessageDescriptor | null
  busy: boolean
  /** The last run's overall verdict and when it ran (server time), if there was one. */
  last: { overall: Verdict; at: number | null } | null
  onPin: (pin: string) => void
  onRun: () => void
}

/** The PIN (used once for a test signature, never kept) and the button that runs every check. */
export function SelfCheckForm({ pin, error, busy, last, onPin, onRun }: SelfCheckFormProps) {
  const { t, i18n } = useLingui()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onRun()
  }
  const lastAt = last?.at ? formatDateTime(last.at) : ''
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t`开始自检`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>自检会连接证书助手、用证书对随机数据做一次测试签名并由服务器验证（不涉及任何投标文件），并检查电脑时钟、网络和近期开标项目的准备情况。</Trans>
          </Text>
          <PasswordField
            label={t`证书密码（PIN）`}
            description={t`仅用于本次测试签名，不会保存`}
            autoComplete="off"
            value={pin}
            onChange={(event) => onPin(event.currentTarget.value)}
            error={error ? i18n._(error) : null}
            disabled={busy}
            maw={360}
          />
          <Group justify="space-between" align="center" gap="sm">
            <Button type="submit" loading={busy}>
              {last ? <Trans>重新自检</Trans> : <Trans>开始自检</Trans>}
            </Button>
            {last && !busy ? (
              <Group gap="xs" role="status" aria-label={t`上次自检结果`}>
                <Text size="sm">{lastAt ? <Trans>上次自检：{lastAt}</Trans> : <Trans>上次自检</Trans>}</Text>
                <VerdictMark verdict={last.overall} />
              </Group>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
