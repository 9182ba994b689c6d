import { Trans } from '@lingui/react/macro'
import { Affix, Button, Kbd, Tooltip } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { lazy, Suspense, useCallback, useState } from 'react'

import type { ConsoleApi } from './console/console-api'

// The console is its own chunk, fetched the first time it is opened: the dock's button costs little on every page.
const SimulatorConsole = lazy(async () => ({ default: (await import('./console/SimulatorConsole')).SimulatorConsole }))

export const CONSOLE_HOTKEY = 'alt+shift+S'

export interface SimulatorLauncherProps {
  api: ConsoleApi
  onSignOut?: (() => void) | undefined
  /** Read when the console opens: the signed-in account, offered first where an account is chosen. */
  currentAccount?: (() => string | undefined) | undefined
}

/** The corner button and Alt+Shift+S, on every page in simulator mode, open and close the console. */
export function SimulatorLauncher({ api, onSignOut, currentAccount }: SimulatorLauncherProps) {
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [account, setAccount] = useState<string | undefined>(undefined)
  const toggle = useCallback(() => {
    setLoaded(true)
    setOpened((was) => {
      if (!was) setAccount(currentAccount?.())
      return !was
    })
  }, [currentAccount])
  // Physical keys: on a Mac, Alt+Shift+S types a letter that is not S. Also from inside a field, so it closes the console too.
  useHotkeys([[CONSOLE_HOTKEY, toggle, { usePhysicalKeys: true }]], [])

  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
        <Tooltip
          label={
            <>
              <Kbd size="xs">Alt</Kbd> + <Kbd size="xs">Shift</Kbd> + <Kbd size="xs">S</Kbd>
            </>
          }
          withinPortal
        >
          <Button size="xs" color="grape" onClick={toggle} aria-expanded={opened} aria-haspopup="dialog" aria-keyshortcuts="Alt+Shift+S">
            <Trans>模拟器</Trans>
          </Button>
        </Tooltip>
      </Affix>
      {loaded ? (
        <Suspense fallback={null}>
          <SimulatorConsole api={api} opened={opened} onClose={() => setOpened(false)} onSignOut={onSignOut} currentAccount={account} />
        </Suspense>
      ) : null}
    </>
  )
}
