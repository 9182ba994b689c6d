import { useLingui } from '@lingui/react/macro'
import { useHotkeys } from '@mantine/hooks'
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'

import type { DevTool } from '@/ui/dev/DevToolsPlacement'
import type { ConsoleApi } from './console/console-api'

// The console is its own chunk, fetched the first time it is opened: the launcher costs little on every page.
const SimulatorConsole = lazy(async () => ({ default: (await import('./console/SimulatorConsole')).SimulatorConsole }))

export const CONSOLE_HOTKEY = 'alt+shift+S'

export interface SimulatorLauncherProps {
  /** The running simulator's console; none where the portal runs on a back end. */
  api: ConsoleApi | null
  onSignOut?: (() => void) | undefined
  /** Read when the console opens: the signed-in account, offered first where an account is chosen. */
  currentAccount?: (() => string | undefined) | undefined
}

/**
 * The simulator console's launcher: Alt+Shift+S on every page in simulator mode opens and closes
 * it, and so does the `tool`'s button wherever `DevToolsPlacement` puts it. `console` is the
 * console itself, to be rendered once.
 */
export function useSimulatorLauncher({ api, onSignOut, currentAccount }: SimulatorLauncherProps): { tool: DevTool | null; console: ReactNode } {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [account, setAccount] = useState<string | undefined>(undefined)
  const toggle = useCallback(() => {
    if (!api) return
    setLoaded(true)
    setOpened((was) => {
      if (!was) setAccount(currentAccount?.())
      return !was
    })
  }, [api, currentAccount])
  // Physical keys: on a Mac, Alt+Shift+S types a letter that is not S. Also from inside a field, so it closes the console too.
  useHotkeys([[CONSOLE_HOTKEY, toggle, { usePhysicalKeys: true }]], [])

  if (!api) return { tool: null, console: null }
  return {
    tool: { id: 'simulator', label: t`模拟器`, shortcut: 'Alt+Shift+S', opened, toggle },
    console: loaded ? (
      <Suspense fallback={null}>
        <SimulatorConsole api={api} opened={opened} onClose={() => setOpened(false)} onSignOut={onSignOut} currentAccount={account} />
      </Suspense>
    ) : null,
  }
}
