import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { activateLocale, type Locale } from '@/app/i18n'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import { badgeText } from '@/ui/format/badge'
import { messageTypeLabels } from '@/ui/messages/message-types'
import { SetLockDialog } from '@/ui/lock/SetLockDialog'
import type { MessagesMenuProps } from '@/ui/shell/MessagesMenu'
import { ShellHeader } from '@/ui/shell/ShellHeader'
import { ErrorLogPanel, type ErrorLogView } from './ErrorLogPanel'
import { ToolDownloads } from './ToolDownloads'
import { usePermission } from './use-permission'
import { useShell } from './use-shell'

export interface HeaderBarProps {
  /** The local error log's entries, newest first. */
  errorLog: ErrorLogView
  /** 主题 was chosen from the user menu. */
  onTheme: () => void
}

/** The supplier header: company, messages, language, lock and sign-out, bound to their actors. */
export function HeaderBar({ errorLog, onTheme }: HeaderBarProps) {
  const navigate = useNavigate()
  const { i18n } = useLingui()
  const { unread } = useShell()
  const total = useSelector(unread, (s) => s.context.total)
  const records = useSelector(unread, (s) => s.context.records)
  const settled = useSelector(unread, (s) => s.hasTag('settled'))
  // The unread flow's question, asked here or by the message list (decision 075): what it is about, while open.
  const asked = useSelector(unread, (s) => (s.hasTag('asking') ? s.context.asked : null))
  const askedType = asked?.messageType ? messageTypeLabels[asked.messageType] : undefined
  const canClearUnread = usePermission('alerts_read_all')
  const messages: MessagesMenuProps = {
    badgeText: badgeText(total),
    messages: records,
    loading: !settled,
    onOpen: () => unread.send({ type: 'unread.refresh' }),
    onOpenMessage: (id) => void navigate({ to: '/alerts/template', search: { id } }),
    onClearAsk: () => unread.send({ type: 'confirm.ask', subject: {} }),
    clearAsked: asked !== null,
    clearTypeName: askedType ? i18n._(askedType) : undefined,
    onClearUnread: () => unread.send({ type: 'confirm.yes' }),
    onClearCancel: () => unread.send({ type: 'confirm.no' }),
    canClearUnread,
    onViewAll: () => void navigate({ to: '/alerts/index', search: { curr: 1, size: 10 } }),
  }
  return <Header messages={messages} errorLog={errorLog} onTheme={onTheme} />
}

function Header({ messages, errorLog, onTheme }: { messages: MessagesMenuProps } & HeaderBarProps) {
  const portal = usePortal()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const { lock, session } = portal.actors
  const { profile } = useShell()
  const current = useSelector(profile, (s) => s.context.profile)
  const companyName = current?.supplier?.name ?? current?.user.companyName ?? current?.user.realName ?? ''

  const unlocked = useSelector(lock, (s) => s.hasTag('unlocked'))
  const lockError = useSelector(lock, (s) => s.context.error)
  const [lockOpen, setLockOpen] = useState(false)
  const [logOpen, setLogOpen] = useState(false)
  const [toolsOpen, setToolsOpen] = useState(false)
  useEffect(() => {
    if (!unlocked) setLockOpen(false)
  }, [unlocked])

  const changeLocale = async (locale: Locale) => {
    await activateLocale(locale)
    portal.storage.set(KEYS.language, locale)
  }

  return (
    <>
      <ShellHeader
        companyName={companyName}
        locale={i18n.locale === 'en' ? 'en' : 'zh'}
        onLocaleChange={(l) => void changeLocale(l)}
        onHome={() => navigate({ to: '/home/homePage' })}
        onDownloadTool={() => setToolsOpen(true)}
        onHelpCenter={() => navigate({ to: '/helpcenter' })}
        onLock={() => setLockOpen(true)}
        onSignOut={() => session.send({ type: 'user.signOut' })}
        messages={messages}
        errorCount={errorLog.entries.length}
        onErrorLog={() => setLogOpen(true)}
        onTheme={onTheme}
        onPersonal={() => navigate({ href: '/personal' })}
      />
      <ErrorLogPanel log={errorLog} opened={logOpen} onClose={() => setLogOpen(false)} />
      <ToolDownloads opened={toolsOpen} onClose={() => setToolsOpen(false)} />
      <SetLockDialog
        opened={lockOpen}
        error={lockError}
        onConfirm={(password) => lock.send({ type: 'lock.set', password })}
        onCancel={() => setLockOpen(false)}
      />
    </>
  )
}
