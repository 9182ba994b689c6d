import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { activateLocale, type Locale } from '@/app/i18n'
import { notify } from '@/app/notify'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import { usePortalActor } from '@/app/use-portal-actor'
import { badgeText, unreadMachine } from '@/machines/messages/unread.machine'
import { markAllRead, unreadMessages } from '@/services/bid-crm'
import { SetLockDialog } from '@/ui/lock/SetLockDialog'
import { ShellHeader } from '@/ui/shell/ShellHeader'

const notOpen = msg`该栏目暂未开放`

/** The supplier header: company, messages, language, lock and sign-out, bound to their actors. */
export function HeaderBar() {
  const portal = usePortal()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const { profile, lock, session } = portal.actors
  const current = useSelector(profile, (s) => s.context.profile)
  const supplierId = current?.user.supplierId ?? ''
  const companyName = current?.supplier?.name ?? current?.user.companyName ?? current?.user.realName ?? ''

  const unread = usePortalActor(
    unreadMachine.provide({
      actors: {
        loadUnread: fromPromise(({ input, signal }: { input: { supplierId: string }; signal: AbortSignal }) =>
          unreadMessages(portal.http, input.supplierId, signal).then(({ records, total }) => ({ records, total })),
        ),
        markAllRead: fromPromise(async ({ input, signal }: { input: { supplierId: string }; signal: AbortSignal }) => {
          await markAllRead(portal.http, input.supplierId, signal)
        }),
      },
    }),
    { input: { supplierId } },
  )
  const unreadState = useSelector(unread, (s) => s)
  // The supplier is known only once the profile has loaded; ask again then.
  useEffect(() => {
    if (supplierId) unread.send({ type: 'unread.refresh' })
  }, [supplierId, unread])

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
        messages={{
          badgeText: badgeText(unreadState.context.total),
          messages: unreadState.context.records,
          loading: unreadState.matches('loading') || unreadState.matches('clearing'),
          onOpen: () => supplierId && unread.send({ type: 'unread.refresh' }),
          onClearUnread: () => unread.send({ type: 'unread.clear' }),
          onViewAll: () => navigate({ to: '/alerts/index', search: { curr: 1, size: 10 } }),
        }}
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
