import { describe, expect, it } from 'vitest'
import { certificateMessage, expiresSoon } from './certificate'

const DAY = 86_400_000

describe('certificateMessage', () => {
  it('words each code of 001 §8, and any other with its number', () => {
    expect(certificateMessage(11).message).toBe('CA密码输入错误')
    expect(certificateMessage(401).message).toBe('未检测到证书')
    expect(certificateMessage(403).message).toBe('请选择证书')
    expect(certificateMessage(404).message).toBe('上传数据失败')
    expect(certificateMessage(1000).message).toBe('推送数据失败,请重新安装应用')
    expect(certificateMessage(9999).message).toBe('服务器异常')
    expect(certificateMessage(12)).toMatchObject({ message: '接口异常。错误码{code}', values: { code: 12 } })
  })
})

describe('expiresSoon', () => {
  it('flags a certificate valid for 30 days or less (001 §9)', () => {
    const now = 1_700_000_000_000
    expect(expiresSoon(now + 30 * DAY, now)).toBe(true)
    expect(expiresSoon(now + 30 * DAY + 1, now)).toBe(false)
    expect(expiresSoon(now - DAY, now)).toBe(true)
  })
})
