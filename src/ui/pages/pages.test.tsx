import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { EmptyState } from './EmptyState'
import { ErrorPage } from './ErrorPage'
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
