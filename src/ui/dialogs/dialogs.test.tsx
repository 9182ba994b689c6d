import { msg } from '@lingui/core/macro'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { AgreementDialog, type AgreementDialogProps } from './AgreementDialog'
import { SuccessDialog } from './SuccessDialog'

/** jsdom lays nothing out: give every element a 1000 px text in a 300 px box. */
function pretendLongText() {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(1000)
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(300)
}

afterEach(() => vi.restoreAllMocks())

function agreement(props: Partial<AgreementDialogProps> = {}) {
  const onAgree = vi.fn()
  const onDisagree = vi.fn()
  const user = userEvent.setup()
  const view = renderUi(
    <AgreementDialog opened title={msg`投标须知`} onAgree={onAgree} onDisagree={onDisagree} {...props}>
      <p>第一条 ……</p>
    </AgreementDialog>,
  )
  return { user, onAgree, onDisagree, ...view }
}

describe('AgreementDialog', () => {
  it('must be scrolled to the end, then ticked, before 同意', async () => {
    pretendLongText()
    const { user, onAgree } = agreement()
    const dialog = screen.getByRole('dialog', { name: '投标须知' })
    expect(dialog).toBeInTheDocument()
    const tick = screen.getByRole('checkbox', { name: '我已阅读并同意' })
    const agree = screen.getByRole('button', { name: '同意' })
    expect(tick).toBeDisabled()
    expect(tick).toHaveAccessibleDescription('请阅读至协议末尾')
    expect(agree).toBeDisabled()

    const text = screen.getByRole('region', { name: '协议内容' })
    text.scrollTop = 300
    fireEvent.scroll(text)
    expect(tick).toBeDisabled()
    text.scrollTop = 700
    fireEvent.scroll(text)
    expect(tick).toBeEnabled()
    expect(agree).toBeDisabled()

    await user.click(tick)
    expect(agree).toBeEnabled()
    await user.click(agree)
    expect(onAgree).toHaveBeenCalledTimes(1)
  })

  it('needs no scrolling when the text fits, but still the tick', async () => {
    const { user, onAgree } = agreement()
    const tick = screen.getByRole('checkbox', { name: '我已阅读并同意' })
    expect(tick).toBeEnabled()
    await user.click(screen.getByRole('button', { name: '同意' }))
    expect(onAgree).not.toHaveBeenCalled()
  })

  it('keeps the text reachable from the keyboard', async () => {
    pretendLongText()
    const { user } = agreement()
    const text = screen.getByRole('region', { name: '协议内容' })
    for (let i = 0; i < 4 && document.activeElement !== text; i++) await user.tab()
    expect(text).toHaveFocus()
  })

  it('不同意 and Escape decline; the backdrop does not', async () => {
    const { user, onDisagree, onAgree } = agreement({ requireScroll: false })
    await user.click(document.querySelector('.mantine-Modal-inner') as Element)
    expect(onDisagree).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '不同意' }))
    expect(onDisagree).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onDisagree).toHaveBeenCalledTimes(2)
    expect(onAgree).not.toHaveBeenCalled()
  })

  it('starts unticked every time it opens', async () => {
    const { user, rerender } = agreement()
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }))
    const props = { title: '投标须知', onAgree: () => {}, onDisagree: () => {} }
    rerender(
      <AgreementDialog opened={false} {...props}>
        x
      </AgreementDialog>,
    )
    rerender(
      <AgreementDialog opened {...props}>
        x
      </AgreementDialog>,
    )
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: '同意' })).toBeDisabled()
  })
})

describe('SuccessDialog', () => {
  it('says 报名成功 by default and closes with 确定', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderUi(<SuccessDialog opened onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: '报名成功' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('takes another message and a description', () => {
    renderUi(<SuccessDialog opened message={msg`缴费成功`} description="请等待审核" onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: '缴费成功' })).toHaveTextContent('请等待审核')
  })
})
