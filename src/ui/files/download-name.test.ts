import { describe, expect, it } from 'vitest'
import { downloadName, extensionForType, fileNameFromDisposition, sanitizeFileName } from './download-name'

/** What a Java back end puts in a header when it writes the UTF-8 bytes as they are: fetch shows them as Latin-1 characters. */
const rawUtf8 = (text: string) => String.fromCharCode(...new TextEncoder().encode(text))

describe('fileNameFromDisposition', () => {
  it.each([
    ['RFC 5987 UTF-8 with a Chinese name', `attachment; filename*=UTF-8''${encodeURIComponent('电子发票00012345.pdf')}`, '电子发票00012345.pdf'],
    ['filename* preferred over a fallback filename', `attachment; filename="invoice.pdf"; filename*=utf-8''${encodeURIComponent('发票.pdf')}`, '发票.pdf'],
    ['filename* with a language', `inline; filename*=UTF-8'zh-CN'${encodeURIComponent('开标记录.pdf')}`, '开标记录.pdf'],
    ['filename* in ISO-8859-1', "attachment; filename*=iso-8859-1'en'r%E9sum%E9.pdf", 'résumé.pdf'],
    ['a quoted filename with an escaped quote', 'attachment; filename="报价 \\"终版\\".xlsx"', '报价 "终版".xlsx'],
    ['a bare token', 'attachment; filename=report.docx', 'report.docx'],
    ['a percent-encoded filename (URLEncoder: + is a space)', `attachment;filename=${encodeURIComponent('招标 文件.zip').replace('%20', '+')}`, '招标 文件.zip'],
    ['raw UTF-8 bytes in filename', `attachment; filename="${rawUtf8('中标通知书.pdf')}"`, '中标通知书.pdf'],
    ['a filename without a disposition type', 'filename="a.pdf"', 'a.pdf'],
  ])('%s', (_, header, name) => expect(fileNameFromDisposition(header)).toBe(name))

  it('is null when the header names no file, or is absent', () => {
    expect(fileNameFromDisposition('attachment')).toBeNull()
    expect(fileNameFromDisposition('inline')).toBeNull()
    expect(fileNameFromDisposition(null)).toBeNull()
    expect(fileNameFromDisposition('')).toBeNull()
  })

  it('falls back to filename when filename* is unreadable', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E4%B8; filename="备用.pdf"`)).toBe('备用.pdf')
  })
})

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Windows\\system32\\evil.exe', 'evil.exe'],
    ['报价\u0000单\n.pdf', '报价单.pdf'],
    ['发票\u202Efdp.exe', '发票fdp.exe'],
    ['a<b>:c"d|e?f*.pdf', 'a_b__c_d_e_f_.pdf'],
    ['  ..招标文件.pdf. ', '招标文件.pdf'],
    ['..', ''],
    ['', ''],
  ])('%j → %j', (raw, safe) => expect(sanitizeFileName(raw)).toBe(safe))

  it('shortens a very long name and keeps its extension', () => {
    const name = sanitizeFileName(`${'标'.repeat(400)}.pdf`)
    expect([...name]).toHaveLength(180)
    expect(name.endsWith('.pdf')).toBe(true)
  })
})

describe('extensionForType', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['text/plain;charset=utf-8', 'txt'],
    ['APPLICATION/VND.OPENXMLFORMATS-OFFICEDOCUMENT.SPREADSHEETML.SHEET', 'xlsx'],
    ['application/ofd', 'ofd'],
    ['application/octet-stream', ''],
    [null, ''],
  ])('%s → %j', (type, extension) => expect(extensionForType(type)).toBe(extension))
})

describe('downloadName', () => {
  it('keeps the server’s name over the record’s', () => {
    expect(downloadName({ disposition: `attachment; filename*=UTF-8''${encodeURIComponent('电子发票0001.pdf')}`, recordName: '发票.pdf', contentType: 'application/pdf' })).toBe('电子发票0001.pdf')
  })

  it('takes the record’s name when the server names none', () => {
    expect(downloadName({ disposition: null, recordName: '招标文件.pdf', url: '/api/file?id=1', contentType: 'application/pdf' })).toBe('招标文件.pdf')
  })

  it('takes the address’s last segment when it is a file’s name and nothing else names it', () => {
    expect(downloadName({ url: `/oss/bucket/${encodeURIComponent('补遗文件.docx')}` })).toBe('补遗文件.docx')
    expect(downloadName({ url: '/api/bid-project/invoice/download?id=1', contentType: 'application/pdf' })).toBe('download.pdf')
  })

  it('gives a name without an extension one from the content type', () => {
    expect(downloadName({ disposition: 'attachment; filename="发票0001"', contentType: 'application/pdf' })).toBe('发票0001.pdf')
    expect(downloadName({ recordName: '说明', contentType: 'application/octet-stream' })).toBe('说明')
  })

  it('never hands the browser a path or control characters from the server', () => {
    expect(downloadName({ disposition: `attachment; filename*=UTF-8''${encodeURIComponent('../../发票\u0007.pdf')}`, recordName: '发票.pdf' })).toBe('发票.pdf')
    expect(downloadName({ disposition: 'attachment; filename="/"', recordName: '../报价.xlsx' })).toBe('报价.xlsx')
  })
})
