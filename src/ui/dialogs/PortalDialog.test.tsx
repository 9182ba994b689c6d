import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { PortalDialog } from './PortalDialog'

afterEach(() => vi.restoreAllMocks())

function open(props: Partial<Parameters<typeof PortalDialog>[0]> = {}) {
  const onCancel = vi.fn()
  const onConfirm = vi.fn()
  const user = userEvent.setup()
  renderUi(
    <PortalDialog opened title="导出设置" onCancel={onCancel} onConfirm={onConfirm} {...props}>
      <p>内容</p>
    </PortalDialog>,
  )
  return { user, onCancel, onConfirm, dialog: screen.getByRole('dialog', { name: '导出设置' }) }
}

/** The dialog's box, as if laid out 200 px from the left and 30 px from the top, 600 × 400. */
function laidOut(dialog: HTMLElement) {
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ left: 200, top: 30, width: 600, height: 400, right: 800, bottom: 430, x: 200, y: 30, toJSON: () => ({}) })
}

const titleBar = () => screen.getByText('导出设置').closest('[data-drag-handle]') as HTMLElement

describe('PortalDialog', () => {
  it('offers 取消 and 确定 and no close button; a click outside does not close it, Escape cancels', async () => {
    const { user, onCancel, onConfirm, dialog } = open()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['取消', '确定'])
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    const overlay = document.querySelector('.mantine-Modal-overlay')!
    await user.click(overlay)
    expect(onCancel).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(dialog).toBeInTheDocument()
  })

  it('adds no banner landmark: its title bar is not a <header>', () => {
    const { dialog } = open()
    expect(dialog.querySelector('header')).toBeNull()
    expect(screen.queryAllByRole('banner')).toEqual([])
    expect(titleBar().tagName).toBe('DIV')
  })

  it('sits 4vh from the top, 60 % wide (all of a narrow window)', () => {
    const { dialog } = open()
    const root = dialog.closest('.mantine-Modal-root') as HTMLElement
    expect(root.style.getPropertyValue('--modal-y-offset')).toBe('4vh')
    expect(root.style.getPropertyValue('--modal-size')).toBe('max(60%, min(32rem, 100%))')
  })

  it('moves with its title bar, never so far that the title bar leaves the window', () => {
    const { dialog } = open()
    laidOut(dialog)
    fireEvent.pointerDown(titleBar(), { pointerId: 1, button: 0, clientX: 300, clientY: 50 })
    fireEvent.pointerMove(titleBar(), { pointerId: 1, clientX: 350, clientY: 90 })
    expect(dialog.style.transform).toBe('translate(50px, 40px)')
    // Far up and right: the top stays at 0 and at least 48 px of it stays inside the window's width.
    fireEvent.pointerMove(titleBar(), { pointerId: 1, clientX: 5000, clientY: -5000 })
    expect(dialog.style.transform).toBe(`translate(${window.innerWidth - 48 - 200}px, -30px)`)
    fireEvent.pointerUp(titleBar(), { pointerId: 1 })
    fireEvent.pointerMove(titleBar(), { pointerId: 1, clientX: 0, clientY: 0 })
    expect(dialog.style.transform).toBe(`translate(${window.innerWidth - 48 - 200}px, -30px)`)
  })

  it('does not drag when full screen, and shows only 取消 without onConfirm', () => {
    const { dialog } = open({ fullScreen: true, onConfirm: undefined })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['取消'])
    expect(screen.getByText('导出设置').closest('[data-drag-handle]')).toBeNull()
    expect(dialog.style.transform).toBe('')
  })
})
