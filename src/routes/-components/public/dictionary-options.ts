import { useSelector } from '@xstate/react'
import { categoriesLogic } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { useCodeLabel } from '@/ui/format/code-label'
import { dictionaryLabels, type DictionaryCode } from '@/ui/format/site-labels'

/** Options for a list's filter: key and name. */
export type Option = { value: string; label: string }

/** A dictionary's entries as options; none until they have arrived (the filter then offers 全部 alone). */
export function useDictionaryOptions(code: DictionaryCode): Option[] {
  const dictionary = usePortalFlow(categoriesLogic, { input: { id: code } })
  const label = useCodeLabel()
  return useSelector(dictionary, (s) => s.context.record ?? []).map((entry) => ({ value: entry.dictKey, label: label(dictionaryLabels[code], entry.dictKey, entry.dictValue, { tenantNamed: true }) }))
}
