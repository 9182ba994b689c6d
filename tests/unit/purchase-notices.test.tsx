import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'

const app = appOverSimulator()

const rows = async () => {
  const table = await screen.findByRole('table', { name: '采购公告列表' })
  await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  return within(table).getAllByRole('row').slice(1)
}

describe('purchase notices (spec 001 §2)', () => {
  it('lists the tenant’s published projects with their status and the supplier’s own sign-ups', async () => {
    await app.signedInAt('/purchaseNotice/index')
    const shown = await rows()
    expect(shown.length).toBeGreaterThan(3)
    expect(screen.getByText(/^共 \d+ 条$/)).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: '采购公告列表' })).getAllByText('已报名').length).toBeGreaterThan(0)
  })

  it('searches by project name, keeps the search in the URL and survives a fresh start at that URL', async () => {
    await app.signedInAt('/purchaseNotice/index')
    const first = (await rows())[0]!
    const name = within(first).getAllByRole('cell')[2]!.textContent!
    const word = name.slice(0, 4)
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), word)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('projectName')).toBe(word))
    await vi.waitFor(async () => {
      for (const row of await rows()) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain(word)
    })
    const url = `${window.location.pathname}${window.location.search}`
    const router = app.start('/login')
    await act(() => router.navigate({ href: url }))
    for (const row of await rows()) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain(word)
  })

  it('says so when nothing matches', async () => {
    await app.signedInAt('/purchaseNotice/index?projectName=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E9%A1%B9%E7%9B%AE')
    expect(await screen.findByText('没有符合条件的采购公告')).toBeInTheDocument()
  })
})
