import { msg } from '@lingui/core/macro'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderUi } from '../test-utils'
import { StepIndicator } from './StepIndicator'

describe('StepIndicator', () => {
  it('shows each step with its status (0 pending, 1 active, 2 done)', () => {
    renderUi(
      <StepIndicator
        label="投标进度"
        steps={[
          { title: msg`报名`, status: 2 },
          { title: '缴费', description: '投标保证金', status: 1 },
          { title: '上传投标文件', status: 0 },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: '投标进度' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('报名（已完成）')
    expect(items[0]).toHaveAttribute('data-completed', 'true')
    expect(items[1]).toHaveTextContent('缴费（进行中）投标保证金')
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[2]).toHaveTextContent('上传投标文件（未开始）')
    expect(items[2]).not.toHaveAttribute('aria-current')
    expect(items[2]).not.toHaveAttribute('data-completed')
    expect(within(list).queryByRole('button')).not.toBeInTheDocument()
  })

  it('says a step done out of order is done', () => {
    renderUi(
      <StepIndicator
        steps={[
          { title: '一', status: 2 },
          { title: '二', status: 0 },
          { title: '三', status: 2 },
        ]}
      />,
    )
    const items = within(screen.getByRole('list', { name: '步骤' })).getAllByRole('listitem')
    expect(items.map((i) => i.textContent?.match(/（(.+)）/)?.[1])).toEqual(['已完成', '未开始', '已完成'])
    expect(items[0]).toHaveAttribute('data-completed', 'true')
    expect(items.some((i) => i.hasAttribute('aria-current'))).toBe(false)
  })

  it('marks every step done when all are', () => {
    renderUi(
      <StepIndicator
        steps={[
          { title: '一', status: 2 },
          { title: '二', status: 2 },
        ]}
      />,
    )
    const items = within(screen.getByRole('list', { name: '步骤' })).getAllByRole('listitem')
    expect(items.every((i) => i.getAttribute('data-completed') === 'true')).toBe(true)
  })
})
