import { formatDateTime } from '../../fixtures/random'
import { textWriter } from './pdf-text'

/*
 * The opening record (开标记录) as a real PDF (decision 027), in the language the portal asks for
 * (Accept-Language: Chinese unless English comes first), naming each bidder by its company and
 * unified social credit code. The Chinese text is drawn with a font the viewer has, not one embedded
 * (simulator/pdf-text.ts). pdf-lib is loaded only when a record is asked for, so it costs the
 * simulator's start nothing.
 */

export type RecordLanguage = 'zh' | 'en'
/** Every language a record is drawn up in: a signature over any of them is over the record. */
export const RECORD_LANGUAGES: readonly RecordLanguage[] = ['zh', 'en']

/** The language a request asks for: English when its Accept-Language names English first, else the platform's Chinese. */
export function recordLanguage(acceptLanguage: string | null): RecordLanguage {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? ''
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh'
}

/** One bid as the record reads it out (唱标). */
export interface RecordRow {
  packageCode: string
  /** The bidder's company name; empty when the hall does not know it (the credit code then names it). */
  bidderName: string
  /** The bidder's unified social credit code. */
  creditCode: string
  /** The quoted price in yuan; null when the bid was not decrypted (nothing to read). */
  price: number | null
  decrypted: boolean
}

export interface RecordContent {
  /** The document's title (viewers show it in their title bar). */
  title: string
  projectCode: string
  projectName: string
  projectId: string
  openTime: number
  decryptStart: number
  decryptEnd: number
  /** When the record was drawn up: every answer of the same record carries the same bytes. */
  generatedAt: number
  rehearsal: boolean
  rows: RecordRow[]
  language: RecordLanguage
}

const WORDS = {
  zh: {
    heading: '开标记录',
    practiceHeading: '模拟开标记录',
    practiceNote: '本记录由模拟开标生成，不是正式开标的记录。',
    facts: ['项目编号', '项目名称', '项目ID', '开标时间', '解密时间', '记录生成时间', '唱标数量'],
    beijing: '（北京时间）',
    to: ' 至 ',
    columns: ['序号', '标段（包）', '投标人（统一社会信用代码）', '投标报价（元）', '解密状态'],
    decrypted: '已解密',
    withdrawn: '未解密（视为撤回）',
    footer: (page: number, pages: number) => `投标人在开标大厅使用CA证书签署本记录。    第 ${page} / ${pages} 页`,
  },
  en: {
    heading: 'BID OPENING RECORD',
    practiceHeading: 'PRACTICE OPENING RECORD (REHEARSAL)',
    practiceNote: 'Practice bid only: not a record of the real opening.',
    facts: ['Project code', 'Project name', 'Project ID', 'Opening time', 'Decryption window', 'Record drawn up', 'Bids read out'],
    beijing: ' (UTC+8)',
    to: ' - ',
    columns: ['No.', 'Package', 'Bidder (credit code)', 'Bid price (CNY)', 'Decryption'],
    decrypted: 'Decrypted',
    withdrawn: 'Not decrypted (withdrawn)',
    footer: (page: number, pages: number) => `Bidders sign this record with their CA certificate in the opening hall.   Page ${page} of ${pages}`,
  },
} as const

const price = (value: number | null) => (value === null ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
/** Two lines a bid: the company, and its credit code beneath. */
const ROW_HEIGHT = 27
const ROWS_PER_PAGE = 20
/** Each column's left edge and width. */
const COLUMNS = [
  { x: MARGIN, width: 28 },
  { x: MARGIN + 30, width: 58 },
  { x: MARGIN + 92, width: 205 },
  { x: MARGIN + 300, width: 90 },
  { x: MARGIN + 394, width: A4[0] - 2 * MARGIN - 394 },
] as const
const TEXT_SIZE = 10
/** Below this a long name is cut short rather than shrunk further. */
const SMALLEST = 6

/** The record's bytes. Deterministic: the same content gives the same bytes, so its digest is stable. */
export async function renderRecord(content: RecordContent): Promise<Uint8Array> {
  const lib = await import('pdf-lib')
  const words = WORDS[content.language]
  const document = await lib.PDFDocument.create({ updateMetadata: false })
  const generated = new Date(content.generatedAt)
  document.setTitle(content.title, { showInWindowTitleBar: true })
  document.setSubject(`${words.heading} ${content.projectCode}`)
  document.setProducer('Supplier portal simulator')
  document.setCreator('Electronic opening hall')
  document.setCreationDate(generated)
  document.setModificationDate(generated)
  document.setLanguage(content.language === 'zh' ? 'zh-CN' : 'en')
  const regular = await document.embedFont(lib.StandardFonts.Helvetica)
  const bold = await document.embedFont(lib.StandardFonts.HelveticaBold)
  const writer = textWriter(lib, document)

  const facts = [
    content.projectCode,
    content.projectName,
    content.projectId,
    `${formatDateTime(content.openTime)}${words.beijing}`,
    `${formatDateTime(content.decryptStart)}${words.to}${formatDateTime(content.decryptEnd)}`,
    formatDateTime(content.generatedAt),
    String(content.rows.length),
  ]
  const pages = Math.max(1, Math.ceil(content.rows.length / ROWS_PER_PAGE))
  for (let index = 0; index < pages; index++) {
    const page = document.addPage(A4)
    let y = A4[1] - MARGIN
    const line = (text: string, size: number, font = regular, x = MARGIN, gray = 0) => writer.draw(page, text, { x, y, size, font, gray })
    /** A cell's text at the size that fits its column, cut short with … if even the smallest does not. */
    const cell = (text: string, column: number, size: number, font = regular, gray = 0) => {
      const { x, width } = COLUMNS[column]!
      const fitted = Math.max(SMALLEST, Math.min(size, (size * width) / Math.max(1, writer.width(text, size, font))))
      let shown = text
      while (shown.length > 1 && writer.width(shown, fitted, font) > width) shown = `${shown.slice(0, -2)}…`
      line(shown, fitted, font, x, gray)
    }
    line(content.rehearsal ? words.practiceHeading : words.heading, 16, bold)
    y -= 18
    if (content.rehearsal) {
      line(words.practiceNote, 10)
      y -= 14
    }
    y -= 10
    facts.forEach((value, fact) => {
      line(`${words.facts[fact]}:`, TEXT_SIZE, bold)
      line(value, TEXT_SIZE, regular, MARGIN + 120)
      y -= 15
    })
    y -= 12
    words.columns.forEach((title, column) => cell(title, column, TEXT_SIZE, bold))
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5 })
    y -= 14
    content.rows.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE).forEach((row, offset) => {
      cell(String(index * ROWS_PER_PAGE + offset + 1), 0, TEXT_SIZE)
      cell(row.packageCode, 1, TEXT_SIZE)
      cell(row.bidderName || row.creditCode, 2, TEXT_SIZE)
      cell(price(row.price), 3, TEXT_SIZE)
      cell(row.decrypted ? words.decrypted : words.withdrawn, 4, TEXT_SIZE)
      if (row.bidderName && row.creditCode) {
        y -= 11
        cell(row.creditCode, 2, 8, regular, 0.35)
        y -= ROW_HEIGHT - 11
      } else {
        y -= ROW_HEIGHT
      }
    })
    y = MARGIN
    line(words.footer(index + 1, pages), 8)
  }
  return document.save({ useObjectStreams: false })
}

/** SHA-256 of the bytes, lower-case hex: what a bidder's certificate signs (decision 027). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The record a signature is over: of its drawings in every language, the one whose digest the
 * signature's `srcData` names, else the first (which the signature check then refuses).
 */
export async function signedRecord<R extends { digest: string }>(drawUp: (language: RecordLanguage) => Promise<R>, srcData: string | undefined): Promise<R> {
  const records = await Promise.all(RECORD_LANGUAGES.map(drawUp))
  return records.find((record) => record.digest === srcData?.trim().toLowerCase()) ?? records[0]!
}
