import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ReviewStatusCard } from './ReviewStatusCard'

describe('ReviewStatusCard', () => {
  it("'0' is under review", () => {
    renderUi(<ReviewStatusCard reviewStatus="0" />)
    expect(screen.getByRole('status')).toHaveTextContent('审核中')
  })

  it("'2' is rejected with the remark and an edit action", async () => {
    const onEdit = vi.fn()
    const user = userEvent.setup()
    renderUi(<ReviewStatusCard reviewStatus="2" auditRemark="资质文件不清晰" onEdit={onEdit} />)
    expect(screen.getByRole('status')).toHaveTextContent('审核未通过')
    expect(screen.getByRole('status')).toHaveTextContent('原因：资质文件不清晰')
    await user.click(screen.getByRole('button', { name: '去修改' }))
    expect(onEdit).toHaveBeenCalledTimes(1)
  })

  it('names the company when given', () => {
    renderUi(<ReviewStatusCard reviewStatus="3" companyName="杭州示例建材有限公司" />)
    expect(screen.getByRole('status')).toHaveTextContent('杭州示例建材有限公司')
  })

  it.each(['1', '3', ''])("'%s' counts as approved", (status) => {
    renderUi(<ReviewStatusCard reviewStatus={status} />)
    expect(screen.getByRole('status')).toHaveTextContent('已通过审核')
    expect(screen.queryByText('审核中')).not.toBeInTheDocument()
  })
})
