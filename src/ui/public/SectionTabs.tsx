import { useLingui } from '@lingui/react/macro'
import { Anchor, Group } from '@mantine/core'
import { followInApp, type PublicNavItem } from './PublicHeader'
import { safeHref } from '@/validation/safe-url'

/** A section's pages side by side (采购公告 · 资格预审公告 · 结果公示), as links. */
export function SectionTabs({ label, items, onNavigate }: { label: string; items: readonly PublicNavItem[]; onNavigate: (href: string) => void }) {
  const { t } = useLingui()
  return (
    <Group component="nav" aria-label={t`${label}栏目`} gap="xs">
      {items.map((item) => (
        <Anchor
          key={item.href}
          href={safeHref(item.href)}
          aria-current={item.active ? 'page' : undefined}
          onClick={(event) => followInApp(event, () => onNavigate(item.href))}
          underline="never"
          size="sm"
          px="sm"
          py={4}
          bg={item.active ? 'blue.6' : 'white'}
          c={item.active ? 'white' : 'dark'}
          style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
        >
          {item.label}
        </Anchor>
      ))}
    </Group>
  )
}
