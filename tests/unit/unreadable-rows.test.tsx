import { screen, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { notices } from './tender-support'

const app = appOverSimulator()

/** The stored local error log (spec 000 §3), whatever the storage prefix. */
function loggedEntries(): Array<{ message: string; stack: string; url: string; info: string }> {
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!
    if (!key.endsWith('errorLog')) continue
    const stored = JSON.parse(localStorage.getItem(key)!) as { content?: unknown } | unknown[]
    return (Array.isArray(stored) ? stored : stored.content) as never
  }
  return []
}

describe('a list whose rows partly cannot be read (decision 050)', () => {
  it('shows the rows that fit, says how many were left out, and logs the field and value', async () => {
    const rows = (await notices()).slice(0, 4)
    const [good1, bad1, good2, bad2] = rows as unknown as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]
    // Counts as an older BladeX writes them; one budget and one opening time that cannot be read.
    const records = [good1, { ...bad1, budget: '一百万' }, { ...good2, agencyName: { name: 'nested' } }, { ...bad2, openTime: 'next week' }]
    app.server.use(
      route.post('*/api/bid-project/entry/querySupplierAllProject', () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { records, total: '4', size: '10', current: '1', pages: '1' } }),
      ),
    )
    await app.signedInAt('/purchaseNotice/index')
    const table = await screen.findByRole('table', { name: '采购公告列表' })
    await within(table).findByText(String(good1.projectName))
    expect(within(table).getByText(String(good2.projectName))).toBeInTheDocument()
    expect(within(table).queryByText(String(bad1.projectName))).toBeNull()
    expect(within(table).queryByText(String(bad2.projectName))).toBeNull()
    expect(screen.getByText('部分记录无法读取')).toBeInTheDocument()
    expect(screen.getByText(/服务返回的 2 条记录格式有误/)).toBeInTheDocument()
    await vi.waitFor(() => {
      const entry = loggedEntries().find((logged) => logged.url.endsWith('/entry/querySupplierAllProject'))
      expect(entry?.message).toBe('2 row(s) could not be read')
      expect(entry?.stack).toContain('#2 budget: Invalid amount: "一百万"')
      expect(entry?.stack).toContain('#4 openTime: Invalid date-time: "next week"')
    })
  })

  it('a detail that cannot be read names the field and the value', async () => {
    const [project] = await notices()
    app.server.use(
      route.get('*/api/bid-project/project/queryById', () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { ...project, packages: [], status: 'open' } }),
      ),
    )
    await app.signedInAt(`/purchaseNotice/purchaseDetail?id=${project!.id}`)
    expect(await screen.findByText('服务返回的数据格式有误：字段 status 的值 "open" 无法读取，请联系管理员')).toBeInTheDocument()
  })
})
