import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { LoginForm, type LoginFormProps } from './LoginForm'

function setup(overrides: Partial<LoginFormProps> = {}) {
  const props: LoginFormProps = {
    tenantName: '示例采购中心',
    captcha: { key: 'captcha-1', code: '8237' },
    captchaLoading: false,
    onRefreshCaptcha: vi.fn(),
    submitting: false,
    error: null,
    onSubmit: vi.fn(),
    ...overrides,
  }
  const user = userEvent.setup()
  const view = renderUi(<LoginForm {...props} />)
  return { user, props, ...view }
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('用户名', { exact: false }), 'supplier01')
  await user.type(screen.getByLabelText(/^密码/), 'Secret#1')
  await user.type(screen.getByLabelText('验证码', { exact: false }), '8237')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('LoginForm', () => {
  beforeEach(() => {
    // jsdom has no canvas; a null context is what the component must cope with anyway.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  })

  it('shows all three field errors on an empty submit and does not submit', async () => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(screen.getByText('请输入用户名')).toBeInTheDocument()
    expect(screen.getByText('请输入密码')).toBeInTheDocument()
    expect(screen.getByText('请输入验证码')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /用户名/ })).toHaveAccessibleDescription('请输入用户名')
    expect(screen.getByRole('textbox', { name: /用户名/ })).toHaveFocus()
    expect(props.onSubmit).not.toHaveBeenCalled()
  })

  it('submits the entered values', async () => {
    const { user, props } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(props.onSubmit).toHaveBeenCalledTimes(1)
    expect(props.onSubmit).toHaveBeenCalledWith({ username: 'supplier01', password: 'Secret#1', imgCode: '8237' })
    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument()
  })

  it('submits with the Enter key from the last field', async () => {
    const { user, props } = setup()
    await fill(user)
    await user.keyboard('{Enter}')
    expect(props.onSubmit).toHaveBeenCalledTimes(1)
  })

  it('only reports the field that is still empty', async () => {
    const { user, props } = setup()
    await user.type(screen.getByLabelText('用户名', { exact: false }), 'supplier01')
    await user.type(screen.getByLabelText(/^密码/), 'x')
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument()
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument()
    expect(screen.getByText('请输入验证码')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveFocus()
    expect(props.onSubmit).not.toHaveBeenCalled()
  })

  it('shows a server error in an alert and keeps the typed values', async () => {
    const { user, props, rerender } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    rerender(<LoginForm {...props} error={msg`用户名或密码不正确`} />)

    expect(screen.getByRole('alert')).toHaveTextContent('用户名或密码不正确')
    expect(screen.getByLabelText('用户名', { exact: false })).toHaveValue('supplier01')
    expect(screen.getByLabelText(/^密码/)).toHaveValue('Secret#1')
    expect(screen.getByLabelText('验证码', { exact: false })).toHaveValue('8237')
  })

  it('empties and focuses the captcha field when a new captcha replaces a spent one', async () => {
    const { user, props, rerender } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: '登录' }))
    // The failed sign-in used up the answer: the parent loads a new captcha (none while it loads).
    // The server's own words, as the error catalogue passes them on.
    const wrongCode = { id: 'server', message: '验证码不正确' }
    rerender(<LoginForm {...props} captcha={null} captchaLoading error={wrongCode} />)
    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveValue('8237')
    rerender(<LoginForm {...props} captcha={{ key: 'captcha-2', code: '5160' }} error={wrongCode} />)

    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /用户名/ })).toHaveValue('supplier01')
    expect(screen.getByLabelText(/^密码/)).toHaveValue('Secret#1')
  })

  it('leaves focus alone when the first captcha arrives', () => {
    const { props, rerender } = setup({ captcha: null, captchaLoading: true })
    rerender(<LoginForm {...props} captcha={{ key: 'captcha-1', code: '8237' }} captchaLoading={false} />)
    expect(screen.getByRole('textbox', { name: /验证码/ })).not.toHaveFocus()
  })

  it('holds the sign-in button until the first captcha has arrived', () => {
    const { props, rerender } = setup({ captcha: null, captchaLoading: true })
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled()
    rerender(<LoginForm {...props} captcha={{ key: 'captcha-1', code: '8237' }} captchaLoading={false} />)
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled()
    // A captcha that could not be loaded leaves sign-in possible, so its failure can be reported.
    rerender(<LoginForm {...props} captcha={null} captchaLoading={false} />)
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled()
  })

  it('keeps the typed answer while the same captcha is shown', async () => {
    const { user, props, rerender } = setup()
    await fill(user)
    rerender(<LoginForm {...props} captcha={{ key: 'captcha-1', code: '8237' }} submitting />)
    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveValue('8237')
  })

  it('puts the submit button in a loading state and blocks resubmission', async () => {
    const { user, props } = setup({ submitting: true })
    const button = screen.getByRole('button', { name: '登录' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('data-loading')
    await fill(user)
    await user.keyboard('{Enter}')
    expect(props.onSubmit).not.toHaveBeenCalled()
  })

  it('refreshes the captcha from the picture button', async () => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name: '看不清，换一张' }))
    expect(props.onRefreshCaptcha).toHaveBeenCalledTimes(1)
  })
})
