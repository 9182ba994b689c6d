import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const slow = { timeout: WAIT_LIMIT_MS }

describe('下载工具 in the supplier header (spec 000 §2.3)', () => {
  const app = appOverSimulator()
  afterEach(() => vi.restoreAllMocks())

  it('lists the site’s downloads with their news_down type, and 下载 hands the file to the browser', async () => {
    await app.signedInAt('/home/homePage')
    await userEvent.click(await screen.findByRole('button', { name: '下载工具' }, slow))

    const dialog = await screen.findByRole('dialog', { name: '下载工具' }, slow)
    const table = await within(dialog).findByRole('table', { name: '文件列表' }, slow)
    const row = (name: string) => within(table).getByText(name).closest('tr')!
    expect(within(row('投标文件制作工具V3.2.zip')).getByText('投标工具')).toBeInTheDocument()
    expect(within(row('CA证书驱动程序.zip')).getByText('CA证书驱动')).toBeInTheDocument()
    // The tools first, in the dictionary's order.
    const types = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)
    expect(types.slice(0, 2)).toEqual(['投标工具', 'CA证书驱动'])

    const clicked: Array<{ href: string; download: string }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    await userEvent.click(within(dialog).getByRole('button', { name: '下载 投标文件制作工具V3.2.zip' }))
    // The file is fetched from the simulator's store first, then saved.
    await vi.waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]!.download).toBe('投标文件制作工具V3.2.zip')
    expect(clicked[0]!.href).not.toBe('')
    expect(await screen.findByText('已开始下载：投标文件制作工具V3.2.zip')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '下载工具' })).not.toBeInTheDocument(), slow)
  })
})
