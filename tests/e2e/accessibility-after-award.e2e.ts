import { describe } from 'vitest'
import { scanEachScreen } from './axe'
import { browserSuite } from './flows'

/** After the award: credit, contracts and acceptance; specimens and guarantees; surveys and examination results. */
const SCREENS = [
  '/personal/credit',
  '/personal/credit/dealProject',
  '/personal/credit/dealContract',
  '/personal/credit/projectCheck',
  '/mySpecimen/specimenApply',
  '/mySpecimen/specimenRecord',
  '/mySpecimen/projectSpecimen',
  '/mySpecimen/guaranteeDetails',
  '/mySpecimen/authenticityQuery',
  '/researchNeeds/myResearchNeeds',
  '/biddingMessage',
]

describe('accessibility of the after-award screens (axe-core, WCAG 2.1 A/AA)', () => {
  const suite = browserSuite()

  scanEachScreen(suite, SCREENS)
})
