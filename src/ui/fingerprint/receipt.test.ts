import { describe, expect, it } from 'vitest'
import { receiptHtml } from './receipt'

describe('receiptHtml (decision 070)', () => {
  it('writes every fact as text: a file name with markup stays a name, never an element', () => {
    const html = receiptHtml({
      title: '投标文件接收回执',
      lang: 'zh',
      rows: [
        ['文件名称', '<img src=x onerror=alert(1)>"报价".pdf'],
        ['SHA-256', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
      ],
      note: 'sha256sum & certutil',
    })
    expect(html).toContain('<th scope="row">文件名称</th><td>&#60;img src=x onerror=alert(1)&#62;&#34;报价&#34;.pdf</td>')
    expect(html).toContain('<td>9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</td>')
    expect(html).toContain('sha256sum &#38; certutil')
    expect(html).not.toMatch(/<img|<script/)
  })
})
