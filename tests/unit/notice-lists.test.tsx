import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { rowsOf } from './table-rows'

const app = appOverSimulator()

const cell = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index]!.textContent!

describe('electronic bidding notices (spec 001 §2, decision 020)', () => {
  it('lists only the electronic kinds and filters by kind through the URL', async () => {
    await app.signedInAt('/electronicBidding/biddingNotice')
    const rows = await rowsOf('电子招标公告列表')
    // 序号, 项目编号, 项目名称, 项目类型 …
    const kinds = new Set(rows.map((row) => cell(row, 3)))
    expect([...kinds].every((kind) => ['在线询价', '后审项目', '电子项目'].includes(kind))).toBe(true)
    expect(kinds.size).toBeGreaterThan(1)

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '项目类型' }), '电子项目')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('projectType')).toBe('5'))
    await vi.waitFor(async () => {
      for (const row of await rowsOf('电子招标公告列表')) expect(cell(row, 3)).toBe('电子项目')
    })
  })

  it('opens a notice’s purchase detail', async () => {
    await app.signedInAt('/electronicBidding/biddingNotice?projectType=5')
    const first = (await rowsOf('电子招标公告列表'))[0]!
    const link = within(first).getByRole('link')
    const name = link.textContent!
    await userEvent.click(link)
    await screen.findByRole('heading', { name, level: 3 })
  })

  it('says so when nothing matches', async () => {
    await app.signedInAt('/electronicBidding/biddingNotice?projectName=%E4%B8%8D%E5%AD%98%E5%9C%A8')
    expect(await screen.findByText('没有符合条件的电子招标公告')).toBeInTheDocument()
  })
})

describe('demand survey bulletins (spec 001 §2, decision 020)', () => {
  it('lists the published bulletins, opens one with its body and goes back to the list as it was', async () => {
    await app.signedInAt('/demandSurvey/researchBulletin?status=1')
    await vi.waitFor(async () => expect(await rowsOf('需求调研公告列表')).toHaveLength(3))
    for (const row of await rowsOf('需求调研公告列表')) expect(within(row).getByText('征集中')).toBeInTheDocument()

    const first = (await rowsOf('需求调研公告列表'))[0]!
    const title = within(first).getByRole('link').textContent!
    await userEvent.click(within(first).getByRole('link'))
    await screen.findByRole('heading', { name: title, level: 3 })
    expect(new URLSearchParams(window.location.search).get('id')).toBeTruthy()
    // The tenant's HTML, sanitized, as the bulletin's article.
    // (A busy placeholder stands in until the sanitizer has loaded, so ask again until it has.)
    await vi.waitFor(() => expect(screen.getByRole('article', { name: title })).toHaveTextContent('现就本项目开展需求调研'))

    await userEvent.click(screen.getAllByRole('button', { name: '返回需求调研公告' })[0]!)
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).has('id')).toBe(false))
    expect(new URLSearchParams(window.location.search).get('status')).toBe('1')
    await vi.waitFor(async () => expect(await rowsOf('需求调研公告列表')).toHaveLength(3))
  })

  it('searches by title, and says so for a bulletin that does not exist', async () => {
    const router = await app.signedInAt('/demandSurvey/researchBulletin')
    expect(await rowsOf('需求调研公告列表')).toHaveLength(5)
    await userEvent.type(screen.getByRole('textbox', { name: '公告标题' }), 'XQDY')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('title')).toBe('XQDY'))
    expect(await rowsOf('需求调研公告列表')).toHaveLength(5)
    await userEvent.clear(screen.getByRole('textbox', { name: '公告标题' }))
    await userEvent.type(screen.getByRole('textbox', { name: '公告标题' }), '不存在的公告')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('没有符合条件的需求调研公告')).toBeInTheDocument()

    await act(() => router.navigate({ href: '/demandSurvey/researchBulletin?id=404' }))
    expect(await screen.findByText('该公告不存在或尚未发布')).toBeInTheDocument()
  })

  it('turns a supplier under review back home from the three gated lists', async () => {
    for (const path of ['/purchaseNotice/tenderInvitation/index', '/electronicBidding/biddingNotice', '/demandSurvey/researchBulletin']) {
      await app.signedInAt(path, 'pending')
      await vi.waitFor(() => expect(window.location.pathname).toBe('/home/homePage'))
      app.control.reset()
    }
  })
})
