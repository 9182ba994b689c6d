import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'

const app = appOverSimulator()

/** The first notice open for sign-up that this supplier has not signed up for, opened from the list. */
async function openFreshNotice() {
  await app.signedInAt('/purchaseNotice/index')
  const table = await screen.findByRole('table', { name: '采购公告列表' })
  await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText('报名中') && !within(r).queryByText('已报名'))!
  const link = within(row).getByRole('link')
  const name = link.textContent!
  await userEvent.click(link)
  await screen.findByRole('heading', { name, level: 3 })
  return name
}

describe('signing up for a purchase notice (spec 001 §2, §4)', () => {
  it('takes a package through the agreement to 报名成功, then shows what still blocks bidding, read from the server', async () => {
    await openFreshNotice()
    const form = screen.getByRole('region', { name: '报名' })
    await userEvent.click(within(form).getByRole('button', { name: '报名' }))
    // Nothing chosen: the supplier is told, nothing is sent.
    expect(await within(form).findByRole('alert')).toHaveTextContent('请至少选择一个标包')

    await userEvent.click(within(form).getAllByRole('checkbox')[0]!)
    await userEvent.click(within(form).getByRole('button', { name: '报名' }))
    const agreement = await screen.findByRole('dialog', { name: '投标人报名须知' })
    await userEvent.click(within(agreement).getByRole('checkbox', { name: '我已阅读并同意' }))
    await userEvent.click(within(agreement).getByRole('button', { name: '同意' }))

    // The agreement may still be closing: the success dialog is the one named 报名成功.
    const success = await screen.findByRole('dialog', { name: '报名成功' })
    await userEvent.click(within(success).getByRole('button', { name: '确定' }))

    const mine = await screen.findByRole('region', { name: '报名' })
    expect(within(mine).getByRole('heading', { name: '我的报名' })).toBeInTheDocument()
    expect(await within(mine).findByText('投标文件未上传')).toBeInTheDocument()
  })

  it('sends nothing when the agreement is declined, and keeps the choice', async () => {
    await openFreshNotice()
    const form = screen.getByRole('region', { name: '报名' })
    const box = within(form).getAllByRole('checkbox')[0]!
    await userEvent.click(box)
    await userEvent.click(within(form).getByRole('button', { name: '报名' }))
    const agreement = await screen.findByRole('dialog', { name: '投标人报名须知' })
    await userEvent.click(within(agreement).getByRole('button', { name: '不同意' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '投标人报名须知' })).not.toBeInTheDocument())
    expect(within(screen.getByRole('region', { name: '报名' })).getAllByRole('checkbox')[0]).toBeChecked()
    expect(within(screen.getByRole('region', { name: '报名' })).getByRole('heading', { name: '选择报名标包' })).toBeInTheDocument()
  })
})
