import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { qrLikeSvg } from '../../fixtures/qr-picture'
import { badgePicture, badgeSvg, fileLink, qrPicture, RESOURCE_PREFIX, stepPicture, stepSvg } from '../../fixtures/resource-links'
import { createSimulatorServer } from '../node'
import { ORIGIN } from '../test-support'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

/** As a download or an `<img>` asks: no client credential, no token, no tenant. */
const get = (path: string, origin = ORIGIN) => fetch(new URL(path, origin))

/** Every string anywhere in a value. */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value)
  else if (Array.isArray(value)) for (const item of value) strings(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, found)
  return found
}

/** RFC 5987's `filename*` read back. */
const savedName = (disposition: string | null) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition ?? '')?.[1] ?? '')

describe('the simulated storage’s files and pictures', () => {
  it('seeds no data: address: every stored link and picture is a path under the storage, and each answers', async () => {
    const values = strings(simulator.snapshot().db)
    expect(values.filter((value) => /^\s*data:/i.test(value))).toEqual([])
    const resources = [...new Set(values.filter((value) => value.startsWith(RESOURCE_PREFIX)))]
    // Files of every kind, and pictures (logos, avatars, licences).
    expect(resources.some((value) => value.startsWith(`${RESOURCE_PREFIX}/file/`))).toBe(true)
    expect(resources.some((value) => value.startsWith(`${RESOURCE_PREFIX}/picture/badge?`))).toBe(true)
    for (const resource of resources) expect((await get(resource)).status, resource).toBe(200)
  })

  it('answers a file as the text it stands in for, saved under its name, on any origin', async () => {
    const name = "投标文件（第1包）'最终版' (2).pdf"
    for (const origin of [ORIGIN, 'http://huadong.localhost:5173']) {
      const response = await get(fileLink(name), origin)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('text/plain;charset=utf-8')
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/)
      expect(savedName(response.headers.get('Content-Disposition'))).toBe(name)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(await response.text()).toBe(`模拟文件：${name}`)
    }
  })

  it('draws a picture from its parameters: the same SVG the fixtures describe', async () => {
    const badge = await get(badgePicture('招投标平台', '#1c7ed6'))
    expect(badge.status).toBe(200)
    expect(badge.headers.get('Content-Type')).toBe('image/svg+xml;charset=utf-8')
    expect(await badge.text()).toBe(badgeSvg('招投标平台', '#1c7ed6'))
    const avatar = simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.avatar
    expect(await (await get(avatar)).text()).toBe(badgeSvg('王', '#228be6', 64, 64))
    expect(await (await get(stepPicture(2, '选择需要缴费的订单'))).text()).toBe(stepSvg(2, '选择需要缴费的订单'))
    expect(await (await get(qrPicture('wx-mp-100001'))).text()).toBe(qrLikeSvg('wx-mp-100001'))
  })

  it('writes a picture’s text as text, never as markup', async () => {
    const svg = await (await get(badgePicture('<script>alert(1)</script>', '#000'))).text()
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(svg).not.toContain('<script>')
  })

  it.each([
    ['a malformed name', `${RESOURCE_PREFIX}/file/%E4%B8`],
    ['no name', `${RESOURCE_PREFIX}/file/`],
    ['a blank name', `${RESOURCE_PREFIX}/file/%20%20`],
    ['a control character', `${RESOURCE_PREFIX}/file/a%0Ab.txt`],
    ['a name in folders', `${RESOURCE_PREFIX}/file/a/b.txt`],
    ['an unknown picture', `${RESOURCE_PREFIX}/picture/banner?text=x`],
    ['a badge without text', `${RESOURCE_PREFIX}/picture/badge?colour=%23000&width=16&height=16`],
    ['a badge of no colour', badgePicture('x', 'red')],
    ['a colour that is markup', badgePicture('x', '#000"/><script>alert(1)</script>')],
    ['a badge of no size', badgePicture('x', '#000', 0, 48)],
    ['a badge too large', badgePicture('x', '#000', 5000, 48)],
    ['a badge of a long text', badgePicture('x'.repeat(41), '#000')],
    ['a step out of range', stepPicture(0, '登录')],
    ['a step without words', `${RESOURCE_PREFIX}/picture/step?step=1`],
    ['a code of no seed', `${RESOURCE_PREFIX}/picture/qr`],
    ['a code of a seed that is markup', qrPicture('<svg onload=alert(1)>')],
  ])('answers a 404 envelope for %s', async (_what, path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 404, success: false, data: null, msg: expect.stringMatching(/不存在$/) })
  })

  it('goes through faults and the request log like every API call', async () => {
    control.faults.set(`GET ${RESOURCE_PREFIX}/file/*`, { status: 503 }, { times: 1 })
    expect((await get(fileLink('a.pdf'))).status).toBe(503)
    expect((await get(fileLink('a.pdf'))).status).toBe(200)
    expect((await control.console.requestLog()).filter((entry) => entry.path === fileLink('a.pdf')).map((entry) => entry.status)).toEqual([503, 200])
  })
})
