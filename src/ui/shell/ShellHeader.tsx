import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core'

import { LanguageSwitch, LANGUAGES, type UiLocale } from './LanguageSwitch'
import { MessagesMenu, type MessagesMenuProps } from './MessagesMenu'
import { useNarrowScreen } from './ScreenSize'

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
 *
 * Below 768 px the seven buttons do not fit beside the greeting: 我的消息 stays (its badge is news),
 * the rest move into one 更多操作 menu, and the company name is cut with an ellipsis.
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
  const narrow = useNarrowScreen()
  return (
    <Group justify="space-between" wrap="nowrap" h="100%" px={narrow ? 'xs' : 'md'} gap={narrow ? 'xs' : 'md'}>
      {/* Until the profile names the company there is no one to greet: no dangling "欢迎您，". */}
      {companyName ? (
        <Text fw={500} size={narrow ? 'sm' : undefined} truncate="end" title={companyName} style={{ minWidth: 0 }}>
          <Trans>欢迎您，{companyName}</Trans>
        </Text>
      ) : (
        <span />
      )}
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t`快捷操作`} style={{ flexShrink: 0 }}>
        {narrow ? (
          <>
            <MessagesMenu {...messages} />
            <Menu position="bottom-end" width={200}>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={t`更多操作`}>
                  <span aria-hidden>⋯</span>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={onHome}>
                  <Trans>返回首页</Trans>
                </Menu.Item>
                <Menu.Item onClick={onDownloadTool}>
                  <Trans>下载工具</Trans>
                </Menu.Item>
                <Menu.Item onClick={onHelpCenter}>
                  <Trans>帮助中心</Trans>
                </Menu.Item>
                <Menu.Item onClick={onLock}>
                  <Trans>锁屏</Trans>
                </Menu.Item>
                <Menu.Divider />
                <Menu.Label>
                  <Trans>切换语言</Trans>
                </Menu.Label>
                {LANGUAGES.map((language) => (
                  <Menu.Item
                    key={language.locale}
                    lang={language.lang}
                    disabled={language.locale === locale}
                    onClick={() => onLocaleChange(language.locale)}
                  >
                    {language.name}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item color="red" onClick={onSignOut}>
                  <Trans>退出系统</Trans>
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        ) : (
          <>
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
          </>
        )}
      </Group>
    </Group>
  )
}
