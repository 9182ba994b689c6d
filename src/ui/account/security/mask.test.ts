import { describe, expect, it } from 'vitest'
import { maskEmail, maskMobile } from './mask'

describe('masking the account’s contact details', () => {
  it('keeps the first three and last four digits of a mobile', () => {
    expect(maskMobile('13812345678')).toBe('138****5678')
    expect(maskMobile('')).toBe('')
  })

  it('keeps the start of the mailbox and the whole domain of an e-mail', () => {
    expect(maskEmail('wangjianguo@163.com')).toBe('wa***@163.com')
    expect(maskEmail('ab@qq.com')).toBe('a***@qq.com')
    expect(maskEmail('a@qq.com')).toBe('a***@qq.com')
    expect(maskEmail('')).toBe('')
  })
})
