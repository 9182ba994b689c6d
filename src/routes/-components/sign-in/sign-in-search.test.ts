import { describe, expect, it } from 'vitest'
import { loginSearch } from './sign-in-search'

describe('loginSearch', () => {
  it('keeps a path of this portal to go back to, and the tenant asked for', () => {
    expect(loginSearch({ redirect: '/personal/myProject?curr=2', auth: '100001' })).toEqual({ redirect: '/personal/myProject?curr=2', auth: '100001' })
  })

  it('drops an address of another origin, in any of the forms a browser reads as one', () => {
    for (const redirect of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '', 7]) {
      expect(loginSearch({ redirect }).redirect, String(redirect)).toBeUndefined()
    }
  })

  it('drops an empty or non-text tenant', () => {
    expect(loginSearch({ auth: '' }).auth).toBeUndefined()
    expect(loginSearch({ auth: ['1'] }).auth).toBeUndefined()
  })
})
