import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error'

describe('describeError', () => {
  it('passes on the message descriptor a service attached', () => {
    const userMessage = { id: 'server.500', message: '服务异常,请联系管理员' }
    expect(describeError(Object.assign(new Error('500'), { userMessage }))).toBe(userMessage)
  })

  it('hides anything else behind the generic message', () => {
    const generic = describeError(new Error('socket hang up'))
    expect(generic.message).toBe('操作失败，请稍后重试')
    expect(generic.id).toEqual(expect.any(String))
    expect(describeError('boom')).toEqual(generic)
    expect(describeError(null)).toEqual(generic)
    expect(describeError({ userMessage: 'raw server text' })).toEqual(generic)
    expect(describeError({ userMessage: { id: 42 } })).toEqual(generic)
  })
})
