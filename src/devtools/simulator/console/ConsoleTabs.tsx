import { useLingui } from '@lingui/react/macro'
import { Tabs } from '@mantine/core'

import { ClockTab } from './ClockTab'
import type { ConsoleApi } from './console-api'
import { FaultsTab } from './FaultsTab'
import { OtherSideTab } from './OtherSideTab'
import { RequestLogTab } from './RequestLogTab'
import { ScenariosTab } from './ScenariosTab'
import { SmsTab } from './SmsTab'

export const CONSOLE_TABS = ['scenarios', 'clock', 'otherSide', 'sms', 'faults', 'log'] as const
export type ConsoleTab = (typeof CONSOLE_TABS)[number]
const isTab = (value: string | null): value is ConsoleTab => (CONSOLE_TABS as readonly (string | null)[]).includes(value)

export interface ConsoleTabsProps {
  api: ConsoleApi
  tab: ConsoleTab
  onTab: (tab: ConsoleTab) => void
  /** The state was replaced and every session ended. */
  onSignOut?: (() => void) | undefined
  /** The signed-in account, offered first where an account is chosen. */
  currentAccount?: string | undefined
}

/**
 * The console's sections. Only the shown one is mounted, so only it reads the simulator (the clock
 * every second, the log live) and a hidden tab costs nothing.
 */
export function ConsoleTabs({ api, tab, onTab, onSignOut, currentAccount }: ConsoleTabsProps) {
  const { t } = useLingui()
  return (
    <Tabs value={tab} onChange={(value) => isTab(value) && onTab(value)} keepMounted={false} variant="outline">
      <Tabs.List aria-label={t`模拟器功能`}>
        <Tabs.Tab value="scenarios">{t`场景`}</Tabs.Tab>
        <Tabs.Tab value="clock">{t`时钟`}</Tabs.Tab>
        <Tabs.Tab value="otherSide">{t`对方操作`}</Tabs.Tab>
        {/* The member is optional: a console without an SMS gateway shows no such tab. */}
        {api.smsCodes ? <Tabs.Tab value="sms">{t`短信`}</Tabs.Tab> : null}
        <Tabs.Tab value="faults">{t`故障`}</Tabs.Tab>
        <Tabs.Tab value="log">{t`请求日志`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="scenarios" pt="md">
        <ScenariosTab api={api} onSignOut={onSignOut} />
      </Tabs.Panel>
      <Tabs.Panel value="clock" pt="md">
        <ClockTab api={api} />
      </Tabs.Panel>
      <Tabs.Panel value="otherSide" pt="md">
        <OtherSideTab api={api} currentAccount={currentAccount} />
      </Tabs.Panel>
      {api.smsCodes ? (
        <Tabs.Panel value="sms" pt="md">
          <SmsTab api={api} />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="faults" pt="md">
        <FaultsTab api={api} />
      </Tabs.Panel>
      <Tabs.Panel value="log" pt="md">
        <RequestLogTab api={api} />
      </Tabs.Panel>
    </Tabs>
  )
}
