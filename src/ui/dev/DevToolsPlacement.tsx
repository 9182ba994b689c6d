import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { DevStrip, useDevToolsSlot } from './dev-tools-place'

/** A developer tool's launcher: what it is called, its keyboard shortcut, and whether it is open. */
export interface DevTool {
  id: 'simulator' | 'inspector'
  label: string
  /** As `aria-keyshortcuts` writes it: Alt+Shift+S. */
  shortcut: string
  opened: boolean
  toggle: () => void
}

const DRAWINGS: Record<DevTool['id'], string> = {
  // A flask: the pretend back end.
  simulator: 'M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10',
  // A magnifier: looking into the flows.
  inspector: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
}

function Shortcut({ keys }: { keys: string }) {
  return (
    <>
      {keys.split('+').map((key, i) => (
        <Fragment key={key}>
          {i > 0 ? ' + ' : null}
          <Kbd size="xs">{key}</Kbd>
        </Fragment>
      ))}
    </>
  )
}

/** The header's launchers: small icons, each named and showing its name and shortcut on hover. */
function HeaderLaunchers({ tools }: { tools: readonly DevTool[] }) {
  return (
    <>
      {tools.map((tool) => (
        <Tooltip
          key={tool.id}
          label={
            <>
              {tool.label} <Shortcut keys={tool.shortcut} />
            </>
          }
          withinPortal
        >
          <ActionIcon
            variant={tool.opened ? 'filled' : 'light'}
            color="grape"
            size="lg"
            mr={4}
            onClick={tool.toggle}
            aria-label={tool.label}
            aria-expanded={tool.opened}
            aria-haspopup="dialog"
            aria-keyshortcuts={tool.shortcut}
          >
            <svg aria-hidden focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
              <path d={DRAWINGS[tool.id]} />
            </svg>
          </ActionIcon>
        </Tooltip>
      ))}
    </>
  )
}

/** The strip's launchers: there is room for their names. */
function StripLaunchers({ tools }: { tools: readonly DevTool[] }) {
  return (
    <>
      {tools.map((tool) => (
        <Tooltip key={tool.id} label={<Shortcut keys={tool.shortcut} />} withinPortal>
          <Button
            size="compact-xs"
            variant={tool.opened ? 'filled' : 'light'}
            color="grape"
            onClick={tool.toggle}
            aria-expanded={tool.opened}
            aria-haspopup="dialog"
            aria-keyshortcuts={tool.shortcut}
          >
            {tool.label}
          </Button>
        </Tooltip>
      ))}
    </>
  )
}

/**
 * The launchers where they cover nothing (see `dev-tools-place`): among the header's buttons in the
 * signed-in frame, in the strip above the page elsewhere.
 */
export function DevToolsPlacement({ tools }: { tools: readonly DevTool[] }): ReactNode {
  const { t } = useLingui()
  const slot = useDevToolsSlot()
  if (slot) return createPortal(<HeaderLaunchers tools={tools} />, slot)
  return (
    <DevStrip label={t`开发工具`}>
      <StripLaunchers tools={tools} />
    </DevStrip>
  )
}
