import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'

import { LanguageSwitch, LANGUAGES, type UiLocale } from './LanguageSwitch'
import { MessagesMenu, type MessagesMenuProps } from './MessagesMenu'
import { useCompactHeader, useNarrowScreen } from './ScreenSize'
import { useFullscreen } from './use-fullscreen'

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
  /** Entries in the local error log; its button shows the count. */
  errorCount: number
  onErrorLog: () => void
  /** 主题, from the user menu. */
  onTheme: () => void
  /** 个人中心, from the user menu. */
  onPersonal: () => void
}

/**
 * The supplier header bar's content (spec §2.3). Renders no <header> of its own: the shell's
 * AppShell.Header already is the banner landmark.
 *
 * Below 992 px the buttons (and the developer tools beside them) do not fit beside the greeting: 我的消息 stays (its badge is news),
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
  errorCount,
  onErrorLog,
  onTheme,
  onPersonal,
}: ShellHeaderProps) {
  const { t } = useLingui()
  const narrow = useNarrowScreen()
  const compact = useCompactHeader()
  const fullscreen = useFullscreen()
  const errorCountId = useId()
  const fullscreenLabel = fullscreen.active ? t`退出全屏` : t`全屏`
  return (
    <Group justify="space-between" wrap="nowrap" h="100%" px={narrow ? 'xs' : 'md'} gap={narrow ? 'xs' : 'md'}>
      {/* Until the profile names the company there is no one to greet: no dangling "欢迎您，". The
          greeting opens the user menu, as the user's name does in Saber's header. */}
      {companyName ? (
        <Menu position="bottom-start" width={180}>
          <Menu.Target>
            <UnstyledButton title={companyName} style={{ minWidth: 0, color: 'inherit' }}>
              <Text fw={500} size={narrow ? 'sm' : undefined} truncate="end">
                <Trans>欢迎您，{companyName}</Trans>
              </Text>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onPersonal}>
              <Trans>个人中心</Trans>
            </Menu.Item>
            <Menu.Item onClick={onTheme}>
              <Trans>主题</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <span />
      )}
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t`快捷操作`} style={{ flexShrink: 0 }}>
        {compact ? (
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
                <Menu.Item onClick={onErrorLog} rightSection={errorCount > 0 ? <Badge size="sm" color="red">{errorCount}</Badge> : undefined}>
                  <Trans>错误日志</Trans>
                </Menu.Item>
                {fullscreen.supported ? <Menu.Item onClick={fullscreen.toggle}>{fullscreenLabel}</Menu.Item> : null}
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
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={onErrorLog}
              aria-describedby={errorCount > 0 ? errorCountId : undefined}
              rightSection={
                errorCount > 0 ? (
                  <Badge size="sm" color="red" circle={errorCount < 10} aria-hidden>
                    {errorCount}
                  </Badge>
                ) : undefined
              }
            >
              <Trans>错误日志</Trans>
            </Button>
            {errorCount > 0 ? (
              <VisuallyHidden id={errorCountId}>
                <Trans>{errorCount} 条错误记录</Trans>
              </VisuallyHidden>
            ) : null}
            {fullscreen.supported ? (
              <Button variant="subtle" size="compact-sm" onClick={fullscreen.toggle}>
                {fullscreenLabel}
              </Button>
            ) : null}
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
