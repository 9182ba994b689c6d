import { useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'

/** The four screens of 信用与履约, each a step after the award (decision 044). */
export function CreditNav({ current }: { current: 'credit' | 'dealProject' | 'dealContract' | 'projectCheck' }) {
  const { t } = useLingui()
  const links = [
    { key: 'credit', to: '/personal/credit', label: t`信用评价` },
    { key: 'dealProject', to: '/personal/credit/dealProject', label: t`成交项目` },
    { key: 'dealContract', to: '/personal/credit/dealContract', label: t`成交合同` },
    { key: 'projectCheck', to: '/personal/credit/projectCheck', label: t`项目验收` },
  ] as const
  return (
    <Group component="nav" aria-label={t`信用与履约`} gap="xs">
      {links.map((link) => (
        <Button key={link.key} component={Link} to={link.to} variant={link.key === current ? 'filled' : 'default'} size="xs" aria-current={link.key === current ? 'page' : undefined}>
          {link.label}
        </Button>
      ))}
    </Group>
  )
}
