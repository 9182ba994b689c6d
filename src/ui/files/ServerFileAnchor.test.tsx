import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ServerFileAnchor } from './ServerFileAnchor'

function setup(url: unknown) {
  const onSave = vi.fn()
  renderUi(
    <ServerFileAnchor url={url} label="下载发票FP1" onSave={onSave}>
      下载
    </ServerFileAnchor>,
  )
  return onSave
}

describe('ServerFileAnchor (decision 054)', () => {
  it('is a link with the address while the address is safe, and the portal saves the file when it is pressed', async () => {
    const onSave = setup('https://files.example.com/fp1.pdf')
    const link = screen.getByRole('link', { name: '下载发票FP1' })
    expect(link).toHaveAttribute('href', 'https://files.example.com/fp1.pdf')
    await userEvent.click(link)
    expect(onSave).toHaveBeenCalledOnce()
  })

  it.each(['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '', null])(
    'is a button without an address for %j, reached by keyboard, whose press still asks to save (and so says why not)',
    async (url) => {
      const onSave = setup(url)
      expect(screen.queryByRole('link')).toBeNull()
      const button = screen.getByRole('button', { name: '下载发票FP1' })
      expect(button).not.toHaveAttribute('href')
      await userEvent.tab()
      expect(button).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      expect(onSave).toHaveBeenCalledOnce()
    },
  )
})
