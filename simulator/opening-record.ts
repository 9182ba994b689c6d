import { formatDateTime } from '../fixtures/random'

/*
 * The opening record (开标记录) as a real PDF (decision 027). The standard PDF fonts cannot draw
 * Chinese and embedding a CJK font would add megabytes to the simulator, so the page is written in
 * Latin with codes and numbers (project code, package code, the bidder's credit code); the Chinese
 * project name goes into the document's title, which viewers show. pdf-lib is loaded only when a
 * record is asked for, so it costs the simulator's start nothing.
 */

/** One bid as the record reads it out (唱标). */
export interface RecordRow {
  packageCode: string
  /** The bidder's unified social credit code: Latin, unlike its name. */
  bidder: string
  /** The quoted price in yuan; null when the bid was not decrypted (nothing to read). */
  price: number | null
  decrypted: boolean
}

export interface RecordContent {
  /** The document's title (may be Chinese): viewers show it, the page does not draw it. */
  title: string
  projectCode: string
  projectId: string
  openTime: number
  decryptStart: number
  decryptEnd: number
  /** When the record was drawn up: every answer of the same record carries the same bytes. */
  generatedAt: number
  rehearsal: boolean
  rows: RecordRow[]
}

/** Only what WinAnsi (the standard fonts' encoding) can draw; anything else becomes '?'. */
const latin = (text: string) => text.replace(/[^\x20-\x7e]/g, '?')

const price = (value: number | null) =>
  value === null ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const ROWS_PER_PAGE = 32
const COLUMNS = [
  { title: 'No.', x: MARGIN },
  { title: 'Package', x: MARGIN + 35 },
  { title: 'Bidder (credit code)', x: MARGIN + 100 },
  { title: 'Bid price (CNY)', x: MARGIN + 260 },
  { title: 'Decryption', x: MARGIN + 370 },
] as const

/** The record's bytes. Deterministic: the same content gives the same bytes, so its digest is stable. */
export async function renderRecord(content: RecordContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const document = await PDFDocument.create({ updateMetadata: false })
  const generated = new Date(content.generatedAt)
  document.setTitle(content.title, { showInWindowTitleBar: true })
  document.setSubject(latin(`Opening record of ${content.projectCode}`))
  document.setProducer('Supplier portal simulator')
  document.setCreator('Electronic opening hall')
  document.setCreationDate(generated)
  document.setModificationDate(generated)
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)

  const heading = [
    ['Project code', content.projectCode],
    ['Project ID', content.projectId],
    ['Opening time', `${formatDateTime(content.openTime)} (UTC+8)`],
    ['Decryption window', `${formatDateTime(content.decryptStart)} - ${formatDateTime(content.decryptEnd)}`],
    ['Record drawn up', formatDateTime(content.generatedAt)],
    ['Bids read out', String(content.rows.length)],
  ]
  const pages = Math.max(1, Math.ceil(content.rows.length / ROWS_PER_PAGE))
  for (let index = 0; index < pages; index++) {
    const page = document.addPage(A4)
    let y = A4[1] - MARGIN
    const line = (text: string, size: number, font = regular, x = MARGIN) => page.drawText(latin(text), { x, y, size, font, color: rgb(0, 0, 0) })
    line(content.rehearsal ? 'PRACTICE OPENING RECORD (REHEARSAL)' : 'BID OPENING RECORD', 16, bold)
    y -= 18
    if (content.rehearsal) {
      line('Practice bid only: not a record of the real opening.', 10)
      y -= 14
    }
    y -= 10
    for (const [label, value] of heading) {
      line(`${label}:`, 10, bold)
      line(value ?? '', 10, regular, MARGIN + 120)
      y -= 15
    }
    y -= 12
    for (const column of COLUMNS) line(column.title, 10, bold, column.x)
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5 })
    y -= 14
    content.rows.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE).forEach((row, offset) => {
      const cells = [String(index * ROWS_PER_PAGE + offset + 1), row.packageCode, row.bidder, price(row.price), row.decrypted ? 'Decrypted' : 'Not decrypted (withdrawn)']
      cells.forEach((cell, column) => line(cell, 10, regular, COLUMNS[column]!.x))
      y -= 15
    })
    y = MARGIN
    line(`Bidders sign this record with their CA certificate in the opening hall.   Page ${index + 1} of ${pages}`, 8)
  }
  return document.save({ useObjectStreams: false })
}

/** SHA-256 of the bytes, lower-case hex: what a bidder's certificate signs (decision 027). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
