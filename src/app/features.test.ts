import { describe, expect, it } from 'vitest'
import { SUPPLIER_MENU } from '../../fixtures/reference'
import { areaOf, featureOn, FEATURE_AREAS, pathOff, unknownAreas } from './features'
import { visibleMenu } from './menu'

describe('the areas config.json’s features turns off (decision 049)', () => {
  it.each([
    ['/personal/credit', 'credit'],
    ['/personal/credit/', 'credit'],
    ['/personal/credit/projectCheck', 'credit'],
    ['/credit', 'credit'],
    ['/mySpecimen/guaranteeDetails', 'specimens'],
    ['/mySpecimen/authenticityQuery', 'specimens'],
    ['/electronicOpening/rehearsal', 'rehearsal'],
    ['/researchNeeds/myResearchNeeds', 'research'],
    ['/researchNeeds/myResearchNeeds/researchNeedsDetail', 'research'],
    ['/biddingMessage', 'examination'],
    ['/biddingMessage/', 'examination'],
    ['/biddingMessage/examineDetail', 'examination'],
  ])('%s lies in %s', (path, area) => {
    expect(areaOf(path)).toBe(area)
  })

  it.each([
    '/personal',
    '/personal/creditCard',
    '/electronicOpening',
    '/electronicOpening/electronicSign',
    '/researchNeeds',
    '/researchNeeds/researchDetail',
    '/biddingMessage/biddingNoticeList',
    '/biddingMessage/deposit',
    '/mySpecimenX',
    '/',
  ])('%s lies in none', (path) => {
    expect(areaOf(path)).toBeNull()
  })

  it('keeps every area on unless it is set false', () => {
    expect(featureOn({}, 'credit')).toBe(true)
    expect(featureOn({ features: {} }, 'credit')).toBe(true)
    expect(featureOn({ features: { credit: true } }, 'credit')).toBe(true)
    expect(featureOn({ features: { credit: false } }, 'credit')).toBe(false)
    expect(featureOn({ features: { credit: false } }, 'specimens')).toBe(true)
    expect(pathOff({ features: { credit: false } }, '/personal/credit/dealProject')).toBe(true)
    expect(pathOff({ features: { credit: false } }, '/mySpecimen/specimenApply')).toBe(false)
    expect(pathOff({ features: { credit: false } }, '/home/homePage')).toBe(false)
  })

  it('names what is no area, so a misspelling is seen', () => {
    expect(unknownAreas({ features: { credit: false, specimen: false, Research: false } })).toEqual(['specimen', 'Research'])
    expect(unknownAreas({})).toEqual([])
  })

  it('covers every entry of the seeded menu’s credit and specimen groups, and the menu’s 我的调研 and 审查结果', () => {
    const off = Object.fromEntries(Object.keys(FEATURE_AREAS).map((area) => [area, false]))
    const shown = visibleMenu(SUPPLIER_MENU, ['supplier'], (path) => pathOff({ features: off }, path))
    const names = (items: typeof shown): string[] => items.flatMap((item) => [item.name, ...names(item.children ?? [])])
    for (const gone of ['信用与履约', '信用评价', '成交项目', '成交合同', '项目验收', '样品与保函', '样品申请', '电子保函', '真伪查询', '我的调研', '审查结果']) {
      expect(names(shown)).not.toContain(gone)
    }
    for (const kept of ['项目管理', '我的项目', '我的提问', '电子开标', '开标签到', '企业中心']) expect(names(shown)).toContain(kept)
  })
})
