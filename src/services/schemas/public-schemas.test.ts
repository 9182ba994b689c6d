import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { articleSchema } from './blade-desk'
import { qrImageSource, wxQrSchema } from './bid-wechat'
import { categoryListSchema } from './blade-system-public'

describe('the public site’s contracts accept the back end’s variants (decision 038)', () => {
  it('reads an article’s files as ours or as BladeX attachments, and none as an empty list', () => {
    const article = (attachments: unknown) => v.parse(articleSchema, { id: 1001, title: '通知', releaseTime: '2025-06-02 09:00:00', attachments })
    expect(article([{ fileName: 'a.pdf', fileUrl: '/f/a.pdf', fileSize: 10 }]).attachments).toEqual([{ fileName: 'a.pdf', fileUrl: '/f/a.pdf', fileSize: 10 }])
    expect(article([{ originalName: 'b.docx', link: 'https://oss.example/b.docx', attachSize: 20 }]).attachments).toEqual([{ fileName: 'b.docx', fileUrl: 'https://oss.example/b.docx', fileSize: 20 }])
    expect(article(null).attachments).toEqual([])
    expect(article(undefined)).toMatchObject({ id: '1001', category: null, source: null, attachments: [] })
    expect(v.safeParse(articleSchema, { id: '1', title: 'x', releaseTime: 'x', attachments: [{ name: 'no address' }] }).success).toBe(false)
  })

  it('makes the QR code an image address from a URL, a data URL, bare base64, a ticket or an object', () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const parse = (data: unknown) => v.parse(wxQrSchema, data)
    expect(parse('https://mp.example/qr.png')).toBe('https://mp.example/qr.png')
    expect(parse(`data:image/png;base64,iVBORw0KGgo=`)).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(parse(svg)).toBe(`data:image/svg+xml;base64,${svg}`)
    expect(parse('iVBORw0KGgoAAAANSUhEUg==')).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==')
    expect(parse({ qrUrl: '/qr/mp.jpg' })).toBe('/qr/mp.jpg')
    expect(parse({ ticket: 'gQH47joAAAAAAAAAASxodHRwOi8v' })).toBe('https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=gQH47joAAAAAAAAAASxodHRwOi8v')
    expect(parse(null)).toBeNull()
    expect(qrImageSource('not an image')).toBeNull()
    expect(qrImageSource('javascript:alert(1)')).toBeNull()
  })

  it('orders a dictionary’s entries and takes numeric keys', () => {
    expect(v.parse(categoryListSchema, [{ dictKey: 2, dictValue: '乙', sort: 2 }, { dictKey: '1', dictValue: '甲', sort: 1 }])).toEqual([
      { dictKey: '1', dictValue: '甲', sort: 1 },
      { dictKey: '2', dictValue: '乙', sort: 2 },
    ])
    expect(v.parse(categoryListSchema, null)).toEqual([])
  })
})
