// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { markAllRead, messagePage, READ_STATUS } from './bid-crm'
import { defaultConfig } from './config'
import { MESSAGE_TYPE, type MessageTypeCode } from './schemas/bid-crm'
import { getUserInfo } from './user'
import { signedInHttp } from '../../tests/unit/signed-in-http'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

async function signedIn() {
  const http = await signedInHttp()
  const supplierId = (await getUserInfo(http, defaultConfig)).supplierId!
  return { http, supplierId }
}

/** The query each checkAllMsg call carried, without the time stamp every call has. */
function markCalls() {
  const sent: Array<Record<string, string>> = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.endsWith('/sup/msg/checkAllMsg')) return
    url.searchParams.delete('_t')
    sent.push(Object.fromEntries(url.searchParams))
  })
  return sent
}

describe('checkAllMsg (spec 000 §7, decision 042)', () => {
  afterEach(() => server.events.removeAllListeners())

  it('marks read only the messages of the type it is given', async () => {
    const { http, supplierId } = await signedIn()
    const unread = async (type?: MessageTypeCode) =>
      (await messagePage(http, { supplierId, curr: 1, size: 1, readStatus: READ_STATUS.unread, ...(type ? { type } : {}) })).total
    const fees = await unread(MESSAGE_TYPE.fee)
    const all = await unread()
    expect(fees).toBeGreaterThan(0)
    expect(all).toBeGreaterThan(fees)
    const sent = markCalls()

    await markAllRead(http, { supplierId, type: MESSAGE_TYPE.fee })

    expect(sent).toEqual([{ supplierId, type: MESSAGE_TYPE.fee }])
    expect(await unread(MESSAGE_TYPE.fee)).toBe(0)
    expect(await unread()).toBe(all - fees)
  })

  it('sends no type for every message, and every message is then read', async () => {
    const { http, supplierId } = await signedIn()
    const sent = markCalls()

    await markAllRead(http, { supplierId })

    expect(sent).toEqual([{ supplierId }])
    expect((await messagePage(http, { supplierId, curr: 1, size: 1, readStatus: READ_STATUS.unread })).total).toBe(0)
  })
})
