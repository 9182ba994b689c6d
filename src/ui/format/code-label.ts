import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

/** The portal's names for the codes of one field, by code as the back end sends it (number or text). */
export type CodeLabels = Readonly<Partial<Record<string | number, MessageDescriptor>>>

/** How a code is named. `tenantNamed`: an entry of a tenant's dictionary, which the tenant may rename. */
export type CodeLabelOptions = { tenantNamed?: boolean }

/**
 * A code's name in the reader's language: the portal's own message for a code it knows, so a status
 * or a type reads the same in every screen and language; for a code it does not know (a back end newer
 * than the portal), the name the server sent with it, as sent. A tenant's dictionary entry shows in
 * Chinese as the tenant named it, as the menu does (decision 010), and in English as the portal does.
 */
export function codeLabel(i18n: I18n, labels: CodeLabels, code: string | number | null | undefined, sent?: string | null, { tenantNamed = false }: CodeLabelOptions = {}): string {
  if (tenantNamed && i18n.locale === 'zh' && sent) return sent
  const key = code === null || code === undefined ? '' : String(code)
  const label = key !== '' && Object.hasOwn(labels, key) ? labels[key] : undefined
  return label ? i18n._(label) : (sent ?? '')
}

/** `codeLabel` bound to the language on screen: the component renders again when it changes. */
export function useCodeLabel() {
  const { i18n } = useLingui()
  return (labels: CodeLabels, code: string | number | null | undefined, sent?: string | null, options?: CodeLabelOptions) => codeLabel(i18n, labels, code, sent, options)
}
