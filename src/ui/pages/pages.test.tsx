import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { EmptyState } from './EmptyState'
import { ErrorPage } from './ErrorPage'
import { NotOpenedPage } from './NotOpenedPage'
import { PageLoader } from './PageLoader'

describe('ErrorPage', () => {
  it.each([
    [403, '抱歉，您无权访问该页面'],
    [404, '抱歉，您访问的页面不存在'],
    [500, '抱歉，服务器出错了，请稍后再试'],
  ] as const)('%d explains itself', (code, text) => {
    renderUi(<ErrorPage code={code} onHome={() => {}} />)
    expect(screen.getByRole('heading', { name: String(code) })).toHaveAccessibleDescription(text)
  })

  it('returns home', async () => {
    const onHome = vi.fn()
    const user = userEvent.setup()
    renderUi(<ErrorPage code={404} onHome={onHome} />)
    await user.click(screen.getByRole('button', { name: '返回首页' }))
    expect(onHome).toHaveBeenCalledTimes(1)
  })
})

describe('NotOpenedPage', () => {
  it('says the function is not opened, why, and offers the way back without 重试', async () => {
    const onHome = vi.fn()
    const onBack = vi.fn()
    const user = userEvent.setup()
    renderUi(<NotOpenedPage onHome={onHome} onBack={onBack} />)
    const state = screen.getByRole('region', { name: '此功能暂未在本平台开通' })
    expect(screen.getByRole('heading', { name: '此功能暂未在本平台开通' })).toHaveAccessibleDescription('本平台尚未开通这项功能，暂时无法使用。如需使用，请联系平台管理员。')
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '返回首页' }))
    await user.click(screen.getByRole('button', { name: '返回上一页' }))
    expect(onHome).toHaveBeenCalledTimes(1)
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(state).toBeInTheDocument()
  })

  it('offers no 返回上一页 when there is no page to go back to', () => {
    renderUi(<NotOpenedPage onHome={() => {}} />)
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '返回上一页' })).not.toBeInTheDocument()
  })
})

describe('EmptyState', () => {
  it('defaults to 暂无数据', () => {
    renderUi(<EmptyState />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
  })

  it('translates descriptors and renders an action', () => {
    renderUi(<EmptyState title={msg`暂无订单`} description="换个条件试试" action={<button>新建</button>} />)
    expect(screen.getByText('暂无订单')).toBeInTheDocument()
    expect(screen.getByText('换个条件试试')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument()
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument()
  })

  it('accepts ready-made markup', () => {
    renderUi(<EmptyState title={<Trans>该栏目暂未开放</Trans>} />)
    expect(screen.getByText('该栏目暂未开放')).toBeInTheDocument()
  })
})

describe('PageLoader', () => {
  it('is announced as loading', () => {
    renderUi(<PageLoader />)
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument()
  })
})
