import { useLingui } from '@lingui/react'
import { useCodeLabel, type CodeLabels } from './code-label'
import { entryStanding, type EntryCodes } from './project-labels'

/**
 * A code's name as text (see `codeLabel`), for cells and badges declared outside a component, such as
 * a table's column list.
 */
export function CodeText({ labels, code, sent, tenantNamed }: { labels: CodeLabels; code: string | number | null | undefined; sent?: string | null | undefined; tenantNamed?: boolean }) {
  const label = useCodeLabel()
  return <>{label(labels, code, sent, { tenantNamed })}</>
}

/** A sign-up's standing (`entryStanding`), or the server's name for it when its codes are not ones the portal reads. */
export function EntryStandingText({ entry }: { entry: EntryCodes & { entryStatusName: string } }) {
  const { i18n } = useLingui()
  const standing = entryStanding(entry)
  return <>{standing ? i18n._(standing) : entry.entryStatusName}</>
}
