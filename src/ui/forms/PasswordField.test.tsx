import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderUi } from '../test-utils'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it('hides the password until its button is pressed, and hides it again', async () => {
    const user = userEvent.setup()
    renderUi(<PasswordField label="密码" defaultValue="Secret#1" />)
    const input = screen.getByLabelText('密码')
    expect(input).toHaveAttribute('type', 'password')

    const toggle = screen.getByRole('button', { name: '显示密码', pressed: false })
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('Secret#1')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')

    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
  })

  it('is reached and worked by keyboard alone, and does not submit its form', async () => {
    const user = userEvent.setup()
    let submitted = 0
    renderUi(
      <form onSubmit={(event) => (event.preventDefault(), submitted++)}>
        <PasswordField label="密码" />
      </form>,
    )
    await user.tab()
    expect(screen.getByLabelText('密码')).toHaveFocus()
    await user.keyboard('abc')
    await user.tab()
    expect(screen.getByRole('button', { name: '显示密码' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'text')
    await user.keyboard(' ')
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText('密码')).toHaveValue('abc')
    expect(submitted).toBe(0)
  })

  it('keeps the label, required mark and error of a text input', () => {
    renderUi(<PasswordField label="密码" required error="请输入密码" />)
    const input = screen.getByLabelText(/^密码/)
    expect(input).toBeRequired()
    expect(input).toHaveAccessibleDescription('请输入密码')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })
})
