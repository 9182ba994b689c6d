import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Stack, Table, Text } from '@mantine/core'
import { useCallback } from 'react'

import { formatDateTime, formatTimeOfDay } from '@/ui/format/date'
import type { ConsoleApi, SentSmsEntry } from './console-api'
import { usePolled } from './use-polled'
import { TableHead } from '@/ui/table/TableHead'

/**
 * The phone the simulator has instead of one (decision 037): the SMS codes that registration and
 * password recovery asked for, newest first, read every second while the tab is on screen.
 */
export function SmsTab({ api }: { api: ConsoleApi }) {
  const { t } = useLingui()
  const read = useCallback(() => (api.smsCodes ? api.smsCodes() : Promise.resolve([])), [api])
  const { value: codes, error } = usePolled(read)
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>注册和找回密码时发送的短信验证码（不会真的发到手机）。验证码5分钟内有效，使用一次后失效。</Trans>
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={520} maxHeight={520}>
        <Table aria-label={t`短信验证码`} striped stickyHeader verticalSpacing={4} fz="sm">
          <TableHead columns={[<Trans>手机号码</Trans>, <Trans>验证码</Trans>, <Trans>用途</Trans>, <Trans>发送时间</Trans>, <Trans>状态</Trans>]} />
          <Table.Tbody>
            {(codes ?? []).map((entry) => (
              <SmsRow key={`${entry.mobile}-${entry.sentAt}-${entry.code}`} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {codes && codes.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center">
          <Trans>还没有发送过验证码。</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

function SmsRow({ entry }: { entry: SentSmsEntry }) {
  const tenant = entry.tenantId
  return (
    <Table.Tr>
      <Table.Td ff="monospace">
        {entry.mobile}
        {tenant !== '000000' ? (
          <Text span size="xs" c="dimmed">
            {' '}
            <Trans>租户 {tenant}</Trans>
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ff="monospace" fw={600}>
        {entry.code}
      </Table.Td>
      <Table.Td>
        {entry.purpose === 'register' ? <Trans>注册</Trans> : entry.purpose === 'forgetPwd' ? <Trans>找回密码</Trans> : entry.purpose === 'changePhone' ? <Trans>更换手机</Trans> : <Trans>修改邮箱</Trans>}
      </Table.Td>
      <Table.Td ff="monospace" title={formatDateTime(entry.sentAt)}>
        {formatTimeOfDay(entry.sentAt)}
      </Table.Td>
      <Table.Td>
        {entry.used ? (
          <Badge variant="light" color="gray" radius="sm">
            <Trans>已使用</Trans>
          </Badge>
        ) : entry.expired ? (
          <Badge variant="light" color="orange" radius="sm">
            <Trans>已过期</Trans>
          </Badge>
        ) : (
          <Badge variant="light" color="teal" radius="sm">
            <Trans>有效</Trans>
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
