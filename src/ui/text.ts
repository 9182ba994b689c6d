import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { isValidElement, type ReactNode } from 'react'

/**
 * Text handed to a component from elsewhere: either data shown as is (a menu name from the
 * server) or a message descriptor that must be translated at render time.
 */
export type UiText = string | MessageDescriptor

/** Like UiText, but also accepts ready-made markup such as a `<Trans>` element. */
export type UiNode = ReactNode | MessageDescriptor

function isDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isValidElement(value) &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === 'string'
  )
}

export function useUiText(): (text: UiText) => string {
  const { i18n } = useLingui()
  return (text) => (typeof text === 'string' ? text : i18n._(text))
}

export function useUiNode(): (node: UiNode) => ReactNode {
  const { i18n } = useLingui()
  return (node) => (isDescriptor(node) ? i18n._(node) : node)
}
