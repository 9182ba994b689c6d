import { msg } from '@lingui/core/macro'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { BreadcrumbBack } from './BreadcrumbBack'

describe('BreadcrumbBack', () => {
  it('shows the trail, the last item as the current page, and goes back', async () => {
    const onBack = vi.fn()
    const onList = vi.fn()
    const user = userEvent.setup()
    renderUi(
      <BreadcrumbBack
        items={[
          { label: '首页' },
          { label: msg`采购公告`, onClick: onList },
          { label: '某某项目详情', onClick: () => {} },
        ]}
        onBack={onBack}
      />,
    )
    const trail = screen.getByRole('navigation', { name: '面包屑' })
    expect(trail).toHaveTextContent('首页/采购公告/某某项目详情')
    expect(within(trail).getByText('某某项目详情')).toHaveAttribute('aria-current', 'page')
    expect(within(trail).queryByRole('button', { name: '某某项目详情' })).not.toBeInTheDocument()
    expect(within(trail).queryByRole('button', { name: '首页' })).not.toBeInTheDocument()

    await user.click(within(trail).getByRole('button', { name: '采购公告' }))
    expect(onList).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: '返回' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })
})
