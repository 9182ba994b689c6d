import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RENDER_ERROR_EVENT } from '@/app/error-collector'
import { renderUi } from '@/ui/test-utils'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'

let broken = true
function Screen() {
  if (broken) throw new Error('cannot render')
  return <p>页面内容</p>
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => {
    broken = true
    vi.restoreAllMocks()
  })

  it('shows a failed screen in place, reports the error for the log, and 重试 renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reported: unknown[] = []
    const listener = (event: Event) => reported.push((event as ErrorEvent).error)
    addEventListener(RENDER_ERROR_EVENT, listener)
    try {
      renderUi(
        <ScreenErrorBoundary resetKey="/home/homePage">
          <Screen />
        </ScreenErrorBoundary>,
      )
      expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了')
      expect(screen.getByText('cannot render')).toBeInTheDocument()
      expect(reported).toHaveLength(1)
      expect((reported[0] as Error).message).toBe('cannot render')

      broken = false
      await userEvent.click(screen.getByRole('button', { name: '重试' }))
      expect(await screen.findByText('页面内容')).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    } finally {
      removeEventListener(RENDER_ERROR_EVENT, listener)
    }
  })
})
