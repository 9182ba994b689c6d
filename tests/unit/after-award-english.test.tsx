import { setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@/locales/en/screens.po'
import { EXAMINE_RESULT_LABELS } from '@/ui/examination/examine-result'
import { ResultBadge } from '@/ui/examination/ResultBadge'
import { specimenStatusLabels } from '@/ui/specimen/labels'
import { renderUi } from '@/ui/test-utils'

/** The English catalog as the app loads it (compiled from the .po by the Lingui plugin). */
const english = () => setupI18n({ locale: 'en', messages: { en: messages } })

describe('after-award status names in English (decisions 045, 046)', () => {
  it('names an examination result and a returned specimen in their own words, not the console’s or the orders’', () => {
    const i18n = english()
    expect(i18n._(EXAMINE_RESULT_LABELS[1])).toBe('Passed')
    expect(i18n._(EXAMINE_RESULT_LABELS[2])).toBe('Failed')
    expect(i18n._(specimenStatusLabels[3]!)).toBe('Returned')
    // The same Chinese words elsewhere keep their meaning there.
    expect(i18n._(generateMessageId('通过'))).toBe('Approve')
    expect(i18n._(generateMessageId('已退还'))).toBe('Refunded')
  })

  it('shows the result badge of /biddingMessage in English', () => {
    renderUi(
      <>
        <ResultBadge result={1} name="通过" />
        <ResultBadge result={2} name="不通过" />
      </>,
      { i18n: english() },
    )
    expect(screen.getByText('Passed')).toBeInTheDocument()
    expect(screen.getByText('Failed')).toBeInTheDocument()
  })
})
