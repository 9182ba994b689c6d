import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '@/ui/test-utils'
import type { RequestLogEntry } from './console-api'
import { RequestLogTab } from './RequestLogTab'
import { fakeConsole, LOG, SIM_NOW } from './test-support'

const paths = () =>
  within(screen.getByRole('table', { name: '请求日志' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]!.textContent)

describe('request log', () => {
  it('lists the answered requests newest first with time, method, path, status and duration', async () => {
    renderUi(<RequestLogTab api={fakeConsole()} />)
    await screen.findByText('共 3 条，最新的在前')
    expect(paths()).toEqual(['/api/bid-project/entry/check/getTime', '/api/bid-crm/sup/msg/list', '/api/blade-auth/oauth/token'])
    const failed = screen.getByRole('row', { name: /msg\/list/ })
    expect(failed).toHaveTextContent('09:30:01GET/api/bid-crm/sup/msg/list500故障3')
  })

  it('filters by path, method or status', async () => {
    const user = userEvent.setup()
    renderUi(<RequestLogTab api={fakeConsole()} />)
    await screen.findByText('共 3 条，最新的在前')
    const filter = screen.getByRole('textbox', { name: '筛选请求' })
    await user.type(filter, 'get 500')
    expect(paths()).toEqual(['/api/bid-crm/sup/msg/list'])
    expect(screen.getByText('显示 1 / 3 条，最新的在前')).toBeInTheDocument()
    await user.clear(filter)
    await user.type(filter, 'oauth')
    expect(paths()).toEqual(['/api/blade-auth/oauth/token'])
    await user.clear(filter)
    await user.type(filter, 'DELETE')
    expect(screen.getByText('没有符合筛选的请求。')).toBeInTheDocument()
  })

  it('clears the log', async () => {
    const user = userEvent.setup()
    const api = fakeConsole()
    renderUi(<RequestLogTab api={api} />)
    await screen.findByText('共 3 条，最新的在前')
    vi.mocked(api.requestLog).mockResolvedValue([])
    await user.click(screen.getByRole('button', { name: '清空' }))
    expect(api.clearRequestLog).toHaveBeenCalled()
    expect(await screen.findByText('还没有请求。')).toBeInTheDocument()
  })

  it('adds each request as the simulator pushes it, and stops listening when closed', async () => {
    let push: (entry: RequestLogEntry) => void = () => {}
    const stop = vi.fn()
    const api = fakeConsole({
      onRequest: vi.fn((listener: (entry: RequestLogEntry) => void) => {
        push = listener
        return stop
      }),
    })
    const view = renderUi(<RequestLogTab api={api} />)
    await screen.findByText('共 3 条，最新的在前')
    act(() => push({ id: 4, at: SIM_NOW + 5000, method: 'PUT', path: '/api/bid-order/pay', status: 200, durationMs: 7, fault: null }))
    expect(paths()[0]).toBe('/api/bid-order/pay')
    expect(screen.getByText('共 4 条，最新的在前')).toBeInTheDocument()
    // Pushed, so not polled.
    expect(api.requestLog).toHaveBeenCalledTimes(1)
    view.unmount()
    expect(stop).toHaveBeenCalled()
  })

  it('polls every second when the console cannot push', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const api = fakeConsole()
      renderUi(<RequestLogTab api={api} />)
      await screen.findByText('共 3 条，最新的在前')
      vi.mocked(api.requestLog).mockResolvedValue([...LOG, { id: 9, at: SIM_NOW + 9000, method: 'GET', path: '/api/blade-system/tenant/info', status: 200, durationMs: 2, fault: null }])
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(await screen.findByText('共 4 条，最新的在前')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
