import { useLingui } from '@lingui/react'
import { toAmountInWords, toCapitalAmount } from '@/domain/money'

/**
 * An amount spelt out beside its figures, in the reader's language: the Chinese capital form
 * (壹佰元整) in Chinese, which an English reader cannot read, and English words otherwise.
 */
export function useAmountInWords(): (fen: number) => string {
  const { i18n } = useLingui()
  return i18n.locale === 'zh' ? toCapitalAmount : toAmountInWords
}
