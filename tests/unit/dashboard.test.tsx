import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { until, WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()

const tile = (name: string) => screen.getByRole('region', { name })
/** The tile's figure: the first number it shows once it has loaded. */
const figureOf = (region: HTMLElement) => Number(/^\D*?(\d+)/.exec(region.textContent ?? '')?.[1] ?? Number.NaN)
const loaded = (name: string) => vi.waitFor(() => expect(tile(name).getAttribute('aria-busy')).toBe('false'), { timeout: WAIT_LIMIT_MS })

describe('the dashboard /wel/index (decision 042)', () => {
  it('shows the supplier’s figures, each from its own screen’s calls', async () => {
    await app.signedInAt('/wel/index')
    const { unread } = (await app.portal().shell()).actors
    await until(unread, (s) => s.matches('ready'))
    expect(await screen.findByRole('heading', { name: '数据概览' })).toBeInTheDocument()
    for (const name of ['未读消息', '我的项目', '待支付订单', '开标安排', '证书到期提醒']) await loaded(name)

    expect(figureOf(tile('未读消息'))).toBe(unread.getSnapshot().context.total)
    expect(unread.getSnapshot().context.total).toBeGreaterThan(0)

    // My projects: the stages add up to the figure.
    const projects = tile('我的项目')
    const stages = within(projects).getAllByRole('listitem').map((item) => Number(/：(\d+)/.exec(item.textContent ?? '')?.[1]))
    expect(stages.length).toBeGreaterThan(0)
    expect(stages.reduce((sum, count) => sum + count, 0)).toBe(figureOf(projects))

    // Orders still to pay, as the simulator holds them.
    const { db } = app.control.snapshot()
    const supplierId = db.user.find((user) => user.account === 'supplier')!.supplierId
    const payable = db.feeOrder.filter((order) => order.supplierId === supplierId && [0, 5, 7].includes(order.status)).length
    expect(figureOf(tile('待支付订单'))).toBe(payable)

    // No certificate is bound in the seed.
    expect(within(tile('证书到期提醒')).getByText('尚未绑定CA证书')).toBeInTheDocument()
  })

  it('opens each tile’s screen from its link', async () => {
    await app.signedInAt('/wel/index')
    await loaded('待支付订单')
    await userEvent.click(within(tile('待支付订单')).getByRole('link', { name: '查看我的订单' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/costCenter/myOrder'))

    window.history.back()
    // The way back is the router's to finish: the tiles read again once the dashboard is back.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/wel/index'))
    await screen.findByRole('heading', { name: '数据概览' })
    await loaded('未读消息')
    const unreadLink = within(tile('未读消息')).getByRole('link', { name: '查看未读消息' })
    expect(unreadLink).toHaveAttribute('href', '/alerts/index?readStatus=0')
    await userEvent.click(unreadLink)
    await vi.waitFor(() => expect(window.location.pathname).toBe('/alerts/index'))
    expect(new URLSearchParams(window.location.search).get('readStatus')).toBe('0')
  })

  it('keeps the other tiles when one cannot be read, and reads it again on 重试', async () => {
    app.control.faults.set('POST /api/bid-order/order/querySupplierOrderPage', { status: 500, msg: '服务异常' }, { times: 3 })
    await app.signedInAt('/wel/index')
    const orders = tile('待支付订单')
    const alert = await within(orders).findByRole('alert', {}, { timeout: WAIT_LIMIT_MS })
    expect(alert).toHaveTextContent('服务异常')
    await loaded('我的项目')
    expect(figureOf(tile('我的项目'))).toBeGreaterThan(0)

    await userEvent.click(within(orders).getByRole('button', { name: '重新加载待支付订单' }))
    await loaded('待支付订单')
    await vi.waitFor(() => expect(within(tile('待支付订单')).queryByRole('alert')).toBeNull())
  })
})
