import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { maskEmail, maskMobile } from './mask'

export interface AccountSecurityPanelProps {
  phone: string
  email: string
  onChangePhone: () => void
  onChangeEmail: () => void
  /** 修改密码: a link to /modificationPassword/index, made by the route. */
  passwordAction: ReactNode
}

function Item({ title, value, hint, action }: { title: ReactNode; value: ReactNode; hint: ReactNode; action: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={2} style={{ flex: '1 1 260px' }}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <Text style={{ flex: '0 1 200px' }}>{value}</Text>
      {action}
    </Group>
  )
}

/**
 * 账户安全 (decision 040): the password, the account's mobile and e-mail (masked), each with its
 * change. Nothing on file reads 未绑定 and offers to add one.
 */
export function AccountSecurityPanel({ phone, email, onChangePhone, onChangeEmail, passwordAction }: AccountSecurityPanelProps) {
  const { t } = useLingui()
  return (
    <Card withBorder component="section" aria-label={t`账户安全设置`}>
      <Item title={<Trans>登录密码</Trans>} value={<Trans>已设置</Trans>} hint={<Trans>建议定期修改密码，密码须为8-20位，同时包含字母和数字</Trans>} action={passwordAction} />
      <Item
        title={<Trans>手机号码</Trans>}
        value={phone ? <span aria-label={t`手机号码 ${maskMobile(phone)}`}>{maskMobile(phone)}</span> : <Trans>未绑定</Trans>}
        hint={<Trans>用于接收验证码和找回密码</Trans>}
        action={
          <Button variant="light" onClick={onChangePhone}>
            {phone ? <Trans>更换手机</Trans> : <Trans>绑定手机</Trans>}
          </Button>
        }
      />
      <Item
        title={<Trans>电子邮箱</Trans>}
        value={email ? <span aria-label={t`电子邮箱 ${maskEmail(email)}`}>{maskEmail(email)}</span> : <Trans>未绑定</Trans>}
        hint={<Trans>用于接收平台通知，修改时需验证手机号码</Trans>}
        action={
          <Button variant="light" onClick={onChangeEmail}>
            {email ? <Trans>修改邮箱</Trans> : <Trans>绑定邮箱</Trans>}
          </Button>
        }
      />
    </Card>
  )
}
