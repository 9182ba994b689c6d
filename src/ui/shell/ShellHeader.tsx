import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'

import { LanguageSwitch, type UiLocale } from './LanguageSwitch'
import { MessagesMenu, type MessagesMenuProps } from './MessagesMenu'

export interface ShellHeaderProps {
  companyName: string
  messages: MessagesMenuProps
  locale: UiLocale
  onLocaleChange: (locale: UiLocale) => void
  onHome: () => void
  onDownloadTool: () => void
  onHelpCenter: () => void
  onLock: () => void
  onSignOut: () => void
}

/**
 * The supplier header bar's content (spec §2.3). Renders no <header> of its own: the shell's
 * AppShell.Header already is the banner landmark.
 */
export function ShellHeader({
  companyName,
  messages,
  locale,
  onLocaleChange,
  onHome,
  onDownloadTool,
  onHelpCenter,
  onLock,
  onSignOut,
}: ShellHeaderProps) {
  const { t } = useLingui()
  return (
    <Group justify="space-between" wrap="nowrap" h="100%" px="md" gap="md">
      {/* Until the profile names the company there is no one to greet: no dangling "欢迎您，". */}
      {companyName ? (
        <Text fw={500} truncate="end" title={companyName} style={{ minWidth: 0 }}>
          <Trans>欢迎您，{companyName}</Trans>
        </Text>
      ) : (
        <span />
      )}
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t`快捷操作`}>
        <Button variant="subtle" size="compact-sm" onClick={onHome}>
          <Trans>返回首页</Trans>
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onDownloadTool}>
          <Trans>下载工具</Trans>
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onHelpCenter}>
          <Trans>帮助中心</Trans>
        </Button>
        <MessagesMenu {...messages} />
        <LanguageSwitch locale={locale} onChange={onLocaleChange} />
        <Button variant="subtle" size="compact-sm" onClick={onLock}>
          <Trans>锁屏</Trans>
        </Button>
        <Button variant="subtle" size="compact-sm" color="red" onClick={onSignOut}>
          <Trans>退出系统</Trans>
        </Button>
      </Group>
    </Group>
  )
}
