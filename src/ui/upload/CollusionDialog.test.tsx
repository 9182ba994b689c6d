import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { CollusionDialog, type CollusionDialogProps } from './CollusionDialog'

function dialog(props: Partial<CollusionDialogProps> = {}) {
  const onContinue = vi.fn()
  const onCancel = vi.fn()
  const view = renderUi(<CollusionDialog opened count={2} secondsLeft={11} closable={false} onContinue={onContinue} onCancel={onCancel} {...props} />)
  return { user: userEvent.setup(), onContinue, onCancel, ...view }
}

describe('CollusionDialog (spec 001 §4)', () => {
  it('while counting shows the seconds left and offers no way to close or continue, only to cancel', async () => {
    const { user, onContinue, onCancel } = dialog({ secondsLeft: 11 })
    const warning = screen.getByRole('dialog', { name: '串标风险提示' })
    expect(warning).toHaveTextContent('11 秒后可关闭')
    expect(warning).toHaveTextContent('存在串通投标嫌疑')
    expect(warning).toHaveTextContent('平台有权限制该账号参与平台后续项目的投标')
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull()
    expect(screen.queryByRole('button', { name: '我已知晓，继续上传' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(onContinue).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '取消上传' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('shows whatever seconds the flow says are left', () => {
    dialog({ secondsLeft: 3 })
    expect(screen.getByRole('timer', { name: '剩余秒数' })).toHaveTextContent('3 秒后可关闭')
  })

  it('links to the explanation page in a new tab, so the chosen file is not lost', () => {
    dialog()
    const link = screen.getByRole('link', { name: '什么是串通投标？查看说明' })
    expect(link).toHaveAttribute('href', '/purchaseNotice/collusionHint')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('once the countdown ends, the close button and 继续上传 appear and both go on with the upload', async () => {
    const { user, onContinue } = dialog({ secondsLeft: 0, closable: true })
    expect(screen.queryByRole('timer')).toBeNull()
    await user.click(screen.getByRole('button', { name: '关闭' }))
    await user.click(screen.getByRole('button', { name: '我已知晓，继续上传' }))
    expect(onContinue).toHaveBeenCalledTimes(2)
  })
})
