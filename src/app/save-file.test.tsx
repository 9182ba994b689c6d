import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from './i18n'
import { useToasts } from './notify'
import { saveServerFile } from './save-file'

const clicked: Array<Partial<Pick<HTMLAnchorElement, 'href' | 'download' | 'rel' | 'target'>>> = []
const blobs: Blob[] = []

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'zh', messages: {} })
  clicked.length = 0
  blobs.length = 0
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, rel: this.rel, ...(this.target ? { target: this.target } : {}) })
  })
  // jsdom has no object URLs: a stand-in that remembers what was saved.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:${location.origin}/${blobs.push(blob)}`, revokeObjectURL: () => {} }))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const toastTexts = () => renderHook(() => useToasts()).result.current.map((toast) => toast.text)
const neverFetch = vi.fn<typeof fetch>(() => Promise.reject(new Error('must not fetch')))

describe('saving a file the server links to (decision 054)', () => {
  it.each(['javascript:alert(document.domain)', ' JavaScript:window.__pwned=1', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'refuses %j: nothing is opened and the supplier is told',
    async (raw) => {
      let outcome
      await act(async () => {
        outcome = await saveServerFile(raw, '招标文件.pdf', neverFetch)
      })
      expect(outcome).toBe('refused')
      expect(clicked).toEqual([])
      expect(neverFetch).not.toHaveBeenCalled()
      expect(toastTexts()).toContain('文件地址不安全，已拒绝打开：招标文件.pdf')
    },
  )

  it('says a file has no address rather than opening nothing in silence', async () => {
    await act(async () => expect(await saveServerFile('', '报价.pdf', neverFetch)).toBe('refused'))
    expect(toastTexts()).toContain('文件没有下载地址：报价.pdf')
  })

  it('leaves a file on another http(s) origin to the browser, in a tab of its own, with no reference back', async () => {
    expect(await saveServerFile('https://oss.example.cn/a/招标文件.pdf', '招标文件.pdf', neverFetch)).toBe('saved')
    expect(clicked).toEqual([{ href: 'https://oss.example.cn/a/%E6%8B%9B%E6%A0%87%E6%96%87%E4%BB%B6.pdf', download: '招标文件.pdf', rel: 'noopener noreferrer', target: '_blank' }])
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it('fetches a file on the portal’s own origin and saves what came back', async () => {
    const fetchFile = vi.fn<typeof fetch>(async () => new Response('模拟文件：招标文件.pdf', { status: 200 }))
    expect(await saveServerFile('/api/blade-resource/oss/simulated/file/a.pdf', '招标文件.pdf', fetchFile)).toBe('saved')
    expect(fetchFile).toHaveBeenCalledWith(`${location.origin}/api/blade-resource/oss/simulated/file/a.pdf`, { credentials: 'same-origin' })
    expect(clicked).toEqual([{ href: `blob:${location.origin}/1`, download: '招标文件.pdf', rel: 'noopener noreferrer' }])
    expect(await blobs[0]!.text()).toBe('模拟文件：招标文件.pdf')
  })

  it('says so when the portal’s own origin cannot give the file', async () => {
    const fetchFile = vi.fn<typeof fetch>(async () => new Response('', { status: 404 }))
    await act(async () => expect(await saveServerFile('/files/gone.pdf', 'gone.pdf', fetchFile)).toBe('unreachable'))
    expect(clicked).toEqual([])
    expect(toastTexts()).toContain('文件下载失败，请稍后重试：gone.pdf')
  })
})

describe('the name a saved file gets', () => {
  const served = (body: string, headers: Record<string, string>) => vi.fn<typeof fetch>(async () => new Response(body, { status: 200, headers }))

  it('keeps the server’s name from Content-Disposition, a Chinese RFC 5987 name included, over the record’s', async () => {
    const fetchFile = served('%PDF', { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('电子发票00012345.pdf')}` })
    expect(await saveServerFile('/api/bid-project/invoice/file?id=1', '发票.pdf', fetchFile)).toBe('saved')
    expect(clicked).toEqual([expect.objectContaining({ download: '电子发票00012345.pdf' })])
  })

  it('takes the record’s name when the server gives none, and an extension from the content type when it has none', async () => {
    await saveServerFile('/api/bid-project/invoice/file?id=1', '发票0001', served('%PDF', { 'Content-Type': 'application/pdf' }))
    expect(clicked).toEqual([expect.objectContaining({ download: '发票0001.pdf' })])
  })

  it('saves no folder or control character the server names', async () => {
    await saveServerFile('/files/a', '报价.xlsx', served('x', { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('../../报价\u0007终版.xlsx')}` }))
    expect(clicked).toEqual([expect.objectContaining({ download: '报价终版.xlsx' })])
  })

  it('hands another origin’s file to the browser under a safe name', async () => {
    await saveServerFile('https://oss.example.cn/a/b', '..\\发票.pdf', neverFetch)
    expect(clicked).toEqual([expect.objectContaining({ download: '发票.pdf', target: '_blank' })])
  })
})
