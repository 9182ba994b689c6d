import { describe, expect, it } from 'vitest'
import { scanEachScreen, seriousViolations, withViolations } from './axe'
import { browserSuite } from './flows'
import { waitUntilLoaded } from './loaded'

/** The account area: the supplier's own data, settings and certification. */
const SCREENS = [
  '/personal',
  '/personal/setCenter/companyData',
  '/personal/setCenter/companyInfo',
  '/personal/setCenter/vipServer',
  '/personal/setCenter/accountSet',
  '/personal/setCenter/linkmanSet',
  '/personal/accountInformation/index',
  '/personal/setInformation/enterpriseCertification',
]

describe('accessibility of the account area (axe-core, WCAG 2.1 A/AA)', () => {
  const suite = browserSuite()

  scanEachScreen(suite, SCREENS)

  it('no serious or critical violation on enterprise certification when rejected (the appeal form) and under review', async () => {
    const found: Record<string, string[]> = {}

    const rejected = await suite.signedIn('rejected', { path: '/personal/setInformation/enterpriseCertification' })
    await rejected.page.getByRole('form', { name: '企业认证资料' }).waitFor()
    await rejected.page.getByRole('region', { name: '审核申诉' }).getByRole('form', { name: '提交申诉' }).waitFor()
    await rejected.page.getByText('原因：营业执照副本模糊，请重新上传', { exact: true }).waitFor()
    await waitUntilLoaded(rejected.page, 'certification (rejected)')
    found['certification (rejected)'] = await seriousViolations(rejected.page)

    const pending = await suite.signedIn('pending', { path: '/personal/setInformation/enterpriseCertification' })
    await pending.page.getByRole('region', { name: '已提交的认证信息' }).waitFor()
    await waitUntilLoaded(pending.page, 'certification (pending)')
    expect(await pending.page.getByRole('form', { name: '企业认证资料' }).count()).toBe(0)
    found['certification (pending)'] = await seriousViolations(pending.page)

    expect(withViolations(found)).toEqual({})
  })
})
