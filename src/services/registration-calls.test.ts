import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { refusedField } from './bid-crm'
import { ApiError } from './error-catalogue'
import { nameTakenSchema } from './schemas/bid-crm'
import { bladeFileSchema } from './schemas/blade-resource'

const refusal = (serverMessage: string, kind: 'badRequest' | 'server' = 'badRequest') => new ApiError({ kind, path: '/api/bid-crm/supplier/register', code: 400, serverMessage })

describe('queryByName, as BladeX back ends answer it (decision 037)', () => {
  it('reads a record, a list, a boolean or a count as taken, and null, false, 0 or [] as free', () => {
    for (const answer of [{ id: '1', name: '浙江恒信' }, { id: 17 }, {}, [{ id: '1' }], true, 1, 3]) expect(v.parse(nameTakenSchema, answer), JSON.stringify(answer)).toBe(true)
    for (const answer of [null, false, 0, []]) expect(v.parse(nameTakenSchema, answer), JSON.stringify(answer)).toBe(false)
  })

  it('refuses anything else', () => {
    for (const answer of ['true', undefined, Number.NaN, { id: { nested: true } }]) expect(v.safeParse(nameTakenSchema, answer).success, JSON.stringify(answer)).toBe(false)
  })
})

describe('the attachment upload’s BladeFile', () => {
  it('keeps the id, the link and the name the supplier chose', () => {
    expect(v.parse(bladeFileSchema, { link: 'http://oss/x.png', domain: 'http://oss', name: 'upload/x.png', originalName: '执照.png', attachId: 1234567890123 })).toEqual({
      attachId: '1234567890123',
      link: 'http://oss/x.png',
      name: '执照.png',
    })
    // put-file keeps no attachment: no id, and the stored name stands in.
    expect(v.parse(bladeFileSchema, { link: 'http://oss/x.png', name: 'upload/x.png' })).toEqual({ attachId: null, link: 'http://oss/x.png', name: 'upload/x.png' })
    expect(v.safeParse(bladeFileSchema, { name: 'x.png' }).success).toBe(false)
    expect(v.safeParse(bladeFileSchema, { link: '' }).success).toBe(false)
  })
})

describe('refusedField', () => {
  it('names the field the server’s refusal is about', () => {
    expect(refusedField(refusal('验证码不正确'))).toBe('smsCode')
    expect(refusedField(refusal('验证码已过期，请重新获取'))).toBe('smsCode')
    expect(refusedField(refusal('获取验证码过于频繁，请40秒后再试'))).toBe('smsCode')
    expect(refusedField(refusal('该手机号已注册，请直接登录'))).toBe('mobile')
    expect(refusedField(refusal('该手机号未注册'))).toBe('mobile')
    expect(refusedField(refusal('该企业名称已注册'))).toBe('name')
    expect(refusedField(refusal('统一社会信用代码格式不正确'))).toBe('creditCode')
    expect(refusedField(refusal('营业执照文件已被使用，请重新上传'))).toBe('licence')
    expect(refusedField(refusal('密码须为8-20位，且同时包含字母和数字'))).toBe('password')
  })

  it('names none for other refusals and failures', () => {
    expect(refusedField(refusal('租户不存在'))).toBeNull()
    expect(refusedField(refusal('验证码不正确', 'server'))).toBeNull()
    expect(refusedField(new ApiError({ kind: 'network', path: '/x' }))).toBeNull()
    expect(refusedField(new Error('验证码不正确'))).toBeNull()
  })
})
