import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

type Row = Record<string, unknown>

describe('tender documents: download dialog and the "not downloaded" blocker (spec 000 §2.3, 001 §7)', () => {
  const suite = browserSuite()

  it('signs up for a free package, downloads its documents from the dialog, and the blocker goes', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    // The open tender whose first package is free (fixtures: signUpOpen, code ending -001).
    const { project, pack } = await page.evaluate(() => {
      const { db } = (window as unknown as { __simulator: { snapshot: () => { db: Record<string, Row[]> } } }).__simulator.snapshot()
      const found = db.project!.find((p) => p.tenantId === '000000' && String(p.projectCode).endsWith('-001') && !String(p.projectCode).startsWith('BULK'))!
      const first = db.package!.filter((p) => p.projectId === found.id).sort((a, b) => Number(a.sort) - Number(b.sort))[0]!
      return { project: { id: String(found.id), code: String(found.projectCode) }, pack: { code: String(first.packageCode), name: String(first.packageName), fee: Number(first.docFee) } }
    })
    expect(pack.fee).toBe(0)
    await page.goto(`${portal.origin}/purchaseNotice/purchaseDetail?id=${encodeURIComponent(JSON.stringify(project.id))}`)

    const form = page.getByRole('region', { name: '报名' })
    await form.getByRole('checkbox', { name: `${pack.code} ${pack.name}` }).check()
    await form.getByRole('button', { name: '报名' }).click()
    const agreement = page.getByRole('dialog', { name: '投标人报名须知' })
    await agreement.getByRole('checkbox', { name: '我已阅读并同意' }).check()
    await agreement.getByRole('button', { name: '同意', exact: true }).click()
    await page.getByRole('dialog').filter({ hasText: '报名成功' }).getByRole('button', { name: '确定' }).click()

    const blockers = form.getByRole('list', { name: `${pack.name} 尚未完成` })
    await blockers.getByText('招标文件未下载').waitFor()
    await form.getByRole('button', { name: `下载 ${pack.name} 招标文件` }).click()
    const dialog = page.getByRole('dialog', { name: `${pack.name} 招标文件` })
    const table = dialog.getByRole('table', { name: '文件列表' })
    await table.waitFor()
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents()
    expect(names).toEqual([`${project.code}招标文件.pdf`, '工程量清单.xlsx'])

    for (const name of names) {
      await dialog.getByRole('button', { name: `下载 ${name}` }).click()
      await table.getByRole('row').filter({ hasText: name }).getByText('已下载').waitFor()
    }
    await expect.poll(() => blockers.getByText('招标文件未下载').count()).toBe(0)
    await blockers.getByText('投标文件未上传').waitFor()

    // The marks are the server's records: a later visit finds them again, even with the portal's own
    // marks (kept for back ends without records) gone.
    const ownMarks = await page.evaluate(() => {
      const keys = Object.keys(localStorage).filter((key) => key.includes('downloadMarks-'))
      for (const key of keys) localStorage.removeItem(key)
      return keys.length
    })
    expect(ownMarks).toBe(1)
    await page.reload()
    await form.getByRole('button', { name: `下载 ${pack.name} 招标文件` }).click()
    await table.waitFor()
    for (const name of names) await table.getByRole('row').filter({ hasText: name }).getByText('已下载').waitFor()

    // The server kept one record per file, for this supplier.
    const records = await page.evaluate(() => (window as unknown as { __simulator: { snapshot: () => { db: Record<string, Row[]> } } }).__simulator.snapshot().db.downRecord!.map((r) => r.fileName))
    expect(records.sort()).toEqual([...names].sort())
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
