import { describe, it } from 'vitest'
import { expectScreenClean } from './axe'
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

  // One test per screen: each well within its time-out however busy the machine is.
  it.each(SCREENS)('no serious or critical violation on %s', async (path) => {
    const { page } = await suite.signedIn('supplier', { path })
    await expectScreenClean(page, path)
  })
})
