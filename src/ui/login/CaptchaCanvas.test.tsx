import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { CaptchaCanvas } from './CaptchaCanvas'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CaptchaCanvas', () => {
  it('renders a 112×31 canvas and survives a null 2D context', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const { container } = renderUi(<CaptchaCanvas code="5678" onRefresh={() => {}} />)
    const canvas = container.querySelector('canvas')
    expect(canvas).toHaveAttribute('width', '112')
    expect(canvas).toHaveAttribute('height', '31')
    await waitFor(() => expect(getContext).toHaveBeenCalledWith('2d'))
  })

  it('draws the spec’s default code when given none, and nothing for an empty code', async () => {
    const fillText = vi.fn()
    const fake = new Proxy({ fillText }, { get: (target, key) => (key in target ? target[key as 'fillText'] : vi.fn()), set: () => true })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fake as never)
    renderUi(<CaptchaCanvas onRefresh={() => {}} />)
    await waitFor(() => expect(fillText.mock.calls.map((call) => call[0]).join('')).toBe('1234'))

    fillText.mockClear()
    const getContext = vi.mocked(HTMLCanvasElement.prototype.getContext)
    getContext.mockClear()
    renderUi(<CaptchaCanvas code="" onRefresh={() => {}} />)
    // Every module import under way, the drawing module's included, has finished and its callbacks
    // have run: had the empty code been drawn, it would be by now.
    await vi.dynamicImportSettled()
    expect(getContext).not.toHaveBeenCalled()
    expect(fillText).not.toHaveBeenCalled()
  })

  it('shows the server image instead of drawing', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const { container } = renderUi(<CaptchaCanvas image="data:image/png;base64,AAAA" onRefresh={() => {}} />)
    expect(container.querySelector('canvas')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AAAA')
    expect(getContext).not.toHaveBeenCalled()
  })

  it('refreshes on click, Enter and Space', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const onRefresh = vi.fn()
    const user = userEvent.setup()
    renderUi(<CaptchaCanvas code="5678" onRefresh={onRefresh} />)
    const button = screen.getByRole('button', { name: '看不清，换一张' })

    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onRefresh).toHaveBeenCalledTimes(3)
  })

  it('ignores refresh while a new captcha is loading', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const onRefresh = vi.fn()
    const user = userEvent.setup()
    renderUi(<CaptchaCanvas code="5678" loading onRefresh={onRefresh} />)
    const button = screen.getByRole('button', { name: '看不清，换一张' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    await user.click(button)
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
