import { useLingui } from '@lingui/react'
import { Badge } from '@mantine/core'
import { EXAMINE_RESULT_COLORS, EXAMINE_RESULT_LABELS, isExamineResult } from './examine-result'

/** 通过 / 不通过, named in the reader's language; an unknown code shows the back end's name. */
export function ResultBadge({ result, name }: { result: number; name: string }) {
  const { i18n } = useLingui()
  return (
    <Badge variant="light" color={isExamineResult(result) ? EXAMINE_RESULT_COLORS[result] : 'gray'}>
      {isExamineResult(result) ? i18n._(EXAMINE_RESULT_LABELS[result]) : name}
    </Badge>
  )
}
