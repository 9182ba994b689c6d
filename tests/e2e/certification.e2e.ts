import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp, openPurchaseNotices } from './flows'
import { formatProblems } from './harness'

type Sim = {
  __simulator: {
    console: {
      targets: () => Promise<{ suppliers: Array<{ id: string; username: string }> }>
      reviewSupplier: (id: string, decision: 'approve' | 'reject', remark: string) => Promise<void>
    }
  }
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex')

describe('enterprise certification (spec 000 §4, decision 039)', () => {
  const suite = browserSuite()

  it('takes a rejected supplier from 去修改 through a fixed certification and approval into the purchase notices', async () => {
    const portal = await suite.signedIn('rejected')
    const { page } = portal

    // The gate's dialog leads to certification, where the reason is shown first.
    await openPurchaseNotices(portal)
    await page.getByRole('dialog').getByRole('button', { name: '去修改' }).click()
    await page.waitForURL('**/personal/setInformation/enterpriseCertification')
    await page.getByRole('heading', { name: '企业认证' }).waitFor()
    await page.getByText('原因：营业执照副本模糊，请重新上传', { exact: true }).waitFor()

    // A clearer licence picture in place of the blurred one, and a corrected legal person.
    const form = page.getByRole('form', { name: '企业认证资料' })
    await form.getByLabel('上传营业执照图片').setInputFiles({ name: '营业执照副本（清晰）.png', mimeType: 'image/png', buffer: PNG })
    await form.getByRole('img', { name: '营业执照预览：营业执照副本（清晰）.png' }).waitFor()
    await form.getByRole('button', { name: '移除 营业执照副本.jpg' }).click()
    await form.getByLabel(/^法定代表人/).fill('钱进')
    await form.getByRole('button', { name: '提交审核' }).click()

    // Under review: the data is only shown, and the frame's status says 审核中.
    const submitted = page.getByRole('region', { name: '已提交的认证信息' })
    await submitted.getByText('钱进').waitFor()
    await page.getByRole('status').filter({ hasText: '审核中' }).first().waitFor()
    expect(await page.getByRole('form', { name: '企业认证资料' }).count()).toBe(0)

    // The platform approves it from the simulator's control; the gate lets it through.
    await page.evaluate(async () => {
      const sim = (window as unknown as Sim).__simulator
      const target = (await sim.console.targets()).suppliers.find((supplier) => supplier.username === 'rejected')
      if (!target) throw new Error('the rejected supplier is not among the console targets')
      await sim.console.reviewSupplier(target.id, 'approve', '资料齐全')
    })
    await openPurchaseNotices(portal)
    await page.waitForURL('**/purchaseNotice/index')
    await page.getByRole('heading', { name: '采购公告' }).waitFor()

    // The history shows the resubmission and both decisions, newest first.
    await goWithinApp(page, `/home/auditInfo`)
    const table = page.getByRole('table', { name: '审核记录列表' })
    await table.getByText('资料齐全').waitFor()
    // The first row is the heading.
    const kinds = (await table.getByRole('row').allTextContents()).slice(1)
    expect(kinds[0]).toContain('审核通过')
    expect(kinds[1]).toContain('提交认证')
    expect(kinds[1]).toContain('→ 钱进')
    expect(kinds.some((row) => row.includes('审核驳回') && row.includes('营业执照副本模糊'))).toBe(true)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('keeps the audit records’ page in the address, and the page shown across a reload', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    // Ten more decisions from the platform: twelve records, two pages of ten.
    await page.evaluate(async () => {
      const sim = (window as unknown as Sim).__simulator
      const target = (await sim.console.targets()).suppliers.find((supplier) => supplier.username === 'supplier')
      if (!target) throw new Error('the supplier is not among the console targets')
      for (let i = 1; i <= 10; i++) await sim.console.reviewSupplier(target.id, 'approve', `年度复核第${i}次`)
    })

    await goWithinApp(page, `/home/auditInfo`)
    const table = page.getByRole('table', { name: '审核记录列表' })
    const rows = async () => (await table.getByRole('row').allTextContents()).slice(1)
    await table.getByText('年度复核第10次').waitFor()
    expect(await rows()).toHaveLength(10)
    // The first page is the plain address, as the menu links it.
    expect(new URL(page.url()).searchParams.get('curr')).toBeNull()

    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('curr') === '2')
    // The oldest record, the first submission, is on the last page; the newest decisions are not.
    await table.getByText('首次提交企业认证').waitFor()
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
    const secondPage = await rows()
    expect(secondPage).toHaveLength(2)
    expect(secondPage.join()).not.toContain('年度复核')

    await page.reload()
    await table.getByText('首次提交企业认证').waitFor()
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
    expect(await rows()).toEqual(secondPage)
    expect(new URL(page.url()).searchParams.get('curr')).toBe('2')
    expect(await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
