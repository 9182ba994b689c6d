import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { activateLocale, type Locale } from '@/app/i18n'
import { notify } from '@/app/notify'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import { SetLockDialog } from '@/ui/lock/SetLockDialog'
import type { MessagesMenuProps } from '@/ui/shell/MessagesMenu'
import { ShellHeader } from '@/ui/shell/ShellHeader'
import { UnreadSource } from './UnreadSource'
import { useShell } from './use-shell'

const notOpen = msg`该栏目暂未开放`

/** The supplier header: company, messages, language, lock and sign-out, bound to their actors. */
export function HeaderBar() {
  const navigate = useNavigate()
  const current = useSelector(useShell().profile, (s) => s.context.profile)
  const supplierId = current?.user.supplierId ?? null
  const onViewAll = () => void navigate({ to: '/alerts/index', search: { curr: 1, size: 10 } })

  // The unread list belongs to one supplier; until the profile names it there is nothing to ask.
  if (!supplierId) {
    return <Header messages={{ badgeText: '', messages: [], loading: true, onClearUnread: () => {}, onViewAll }} />
  }
  return <UnreadSource key={supplierId} supplierId={supplierId} render={(unread) => <Header messages={{ ...unread, onViewAll }} />} />
}

function Header({ messages }: { messages: MessagesMenuProps }) {
  const portal = usePortal()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const { lock, session } = portal.actors
  const { profile } = useShell()
  const current = useSelector(profile, (s) => s.context.profile)
  const companyName = current?.supplier?.name ?? current?.user.companyName ?? current?.user.realName ?? ''

  const lockState = useSelector(lock, (s) => s)
  const [lockOpen, setLockOpen] = useState(false)
  useEffect(() => {
    if (!lockState.matches('unlocked')) setLockOpen(false)
  }, [lockState])

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
        onDownloadTool={() => notify(notOpen)}
        onHelpCenter={() => notify(notOpen)}
        onLock={() => setLockOpen(true)}
        onSignOut={() => session.send({ type: 'user.signOut' })}
        messages={messages}
      />
      <SetLockDialog
        opened={lockOpen}
        error={lockState.context.error}
        onConfirm={(password) => lock.send({ type: 'lock.set', password })}
        onCancel={() => setLockOpen(false)}
      />
    </>
  )
}
