import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, CloseButton, Group, Menu, ScrollArea, UnstyledButton } from '@mantine/core'
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'

import { useUiText, type UiText } from '../text'

export interface TabItem {
  /** A menu name from the server, or a message descriptor for built-in pages. */
  label: UiText
  value: string
}

export interface TabBarProps {
  tabs: readonly TabItem[]
  active: string
  /** The home tab's value: it is always open, so it gets no close button. */
  homeValue: string
  onSelect: (value: string) => void
  onClose: (value: string) => void
  onCloseOthers: () => void
  onCloseAll: () => void
}

/**
 * Scrolls the strip sideways, and only the strip (never the page), until `item` is inside it: to
 * its left edge when it lies to the left or is wider than the strip, else to its right edge.
 */
function revealInStrip(strip: HTMLElement, item: HTMLElement): void {
  const bounds = strip.getBoundingClientRect()
  const box = item.getBoundingClientRect()
  if (box.left < bounds.left || box.width > bounds.width) strip.scrollLeft -= bounds.left - box.left
  else if (box.right > bounds.right) strip.scrollLeft += box.right - bounds.right
}

/**
 * Open pages as a list of buttons, each followed by its own close button. Deliberately not an
 * ARIA tablist: a tablist may own only tabs, and these carry close buttons; a navigation list with
 * aria-current tells assistive technology the same without breaking that rule.
 */
export function TabBar({ tabs, active, homeValue, onSelect, onClose, onCloseOthers, onCloseAll }: TabBarProps) {
  const { t } = useLingui()
  const text = useUiText()
  const strip = useRef<HTMLDivElement>(null)
  const activeLabel = text(tabs.find((tab) => tab.value === active)?.label ?? '')

  // The page on screen always has its tab in sight: a new tab opens at the far right, beyond a
  // narrow screen's edge, and an older one may have scrolled out to the left. Its label may arrive
  // later (the menu's name) and widen it.
  useLayoutEffect(() => {
    const viewport = strip.current
    if (!viewport) return
    // The router carries each scrolled element's position over to the next page and puts it back
    // once that page has rendered, after this reveal. Named after the page shown, the strip's
    // position is that page's own (back and forward still find it as it was left).
    viewport.dataset.scrollRestorationId = `open-pages:${encodeURIComponent(active)}`
    const item = viewport.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li')
    if (item) revealInStrip(viewport, item)
  }, [active, activeLabel, tabs.length])

  const keyDown = (value: string, closable: boolean) => (event: KeyboardEvent<HTMLButtonElement>) => {
    // Delete closes the focused tab: a shortcut next to the close button for keyboard users.
    if (closable && event.key === 'Delete') {
      event.preventDefault()
      onClose(value)
    }
  }

  return (
    <Group component="nav" aria-label={t`已打开的页面`} gap="xs" wrap="nowrap" px="xs" py={4}>
      {/* minWidth 0: the strip shrinks to what is left beside the menu and scrolls, not the page. */}
      <ScrollArea type="never" viewportRef={strip} style={{ flex: 1, minWidth: 0 }}>
        <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
          {tabs.map((tab) => {
            const label = text(tab.label)
            const isActive = tab.value === active
            const closable = tab.value !== homeValue
            return (
              <Group
                component="li"
                key={tab.value}
                gap={2}
                wrap="nowrap"
                px={8}
                py={2}
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: isActive ? 'var(--mantine-primary-color-filled)' : undefined,
                  color: isActive ? 'var(--mantine-color-white)' : undefined,
                }}
              >
                <UnstyledButton
                  fz="sm"
                  c="inherit"
                  aria-current={isActive ? 'page' : undefined}
                  onClick={() => onSelect(tab.value)}
                  onKeyDown={keyDown(tab.value, closable)}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {label}
                </UnstyledButton>
                {closable && (
                  <CloseButton
                    size="xs"
                    variant="transparent"
                    c="inherit"
                    aria-label={t`关闭 ${label}`}
                    onClick={() => onClose(tab.value)}
                  />
                )}
              </Group>
            )
          })}
        </Group>
      </ScrollArea>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" aria-label={t`标签操作`}>
            <span aria-hidden>⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onCloseOthers}>
            <Trans>关闭其他</Trans>
          </Menu.Item>
          <Menu.Item onClick={onCloseAll}>
            <Trans>关闭全部</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}
