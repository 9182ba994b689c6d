import { describe, expect, it } from 'vitest'
import { createCaHelper } from './ca-helper'
import type { Http } from './http'

/** A helper that answers every call with `body`. */
const answering = (body: unknown) => createCaHelper({ send: async () => ({ status: 200, body }) } as unknown as Http, 'http://127.0.0.1:18089/')

describe('the certificate helper’s probe', () => {
  it('reads the version a helper reports as text or as a number, and none from anything else', async () => {
    expect(await answering({ code: 404, msg: 'no job', version: ' 3.2.1 ' }).probe()).toEqual({ version: '3.2.1' })
    expect(await answering({ code: '404', msg: 'no job', version: 2 }).probe()).toEqual({ version: '2' })
    expect(await answering({ code: 404, msg: 'no job', version: { major: 3 } }).probe()).toEqual({ version: null })
    expect(await answering({ code: 404, msg: 'no job', version: null }).probe()).toEqual({ version: null })
    expect(await answering({ code: 404, msg: 'no job' }).probe()).toEqual({ version: null })
  })
})
