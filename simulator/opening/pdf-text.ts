import type { PDFDocument, PDFFont, PDFName, PDFPage } from 'pdf-lib'

type PdfLib = typeof import('pdf-lib')

/*
 * Chinese in a PDF without embedding a font (decision 027). A CJK font weighs megabytes, so the
 * simulator's PDFs name one and leave it out, as back ends writing with iText's Asian fonts do:
 * viewers draw the text with a Chinese font of the system. The text is written by Unicode code
 * point (Identity-H, one CID per code point) with a ToUnicode map that says so, which pdf.js reads
 * without any CMap file of its own; Latin runs stay in Helvetica, which every viewer has.
 */

/** The font viewers look up on the system; Chinese Windows has it, others substitute their own. */
const CJK_FONT_NAME = 'SimSun'
const LATIN = /[\x20-\x7e]+/g

/** ToUnicode for CID = code point, over the whole Basic Multilingual Plane, in ranges a byte long as the format asks. */
function identityToUnicode(): string {
  const hex = (n: number) => n.toString(16).padStart(4, '0')
  const ranges = Array.from({ length: 256 }, (_, high) => `<${hex(high * 256)}> <${hex(high * 256 + 255)}> <${hex(high * 256)}>`)
  const chunks = Array.from({ length: 4 }, (_, i) => `64 beginbfrange\n${ranges.slice(i * 64, i * 64 + 64).join('\n')}\nendbfrange`)
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

/** A writer of mixed Chinese and Latin text on the pages of one document. */
export interface TextWriter {
  /** The width `text` takes at `size` points, its Latin runs in `font`. */
  width: (text: string, size: number, font: PDFFont) => number
  /** Draws `text` with its baseline at (x, y); Latin in `font`, the rest in the system's Chinese font. */
  draw: (page: PDFPage, text: string, at: { x: number; y: number; size: number; font: PDFFont; gray?: number }) => void
}

/** Only what one CID per code point of the Basic Multilingual Plane can write; anything else becomes '?'. */
const writable = (text: string) => text.replace(/[^\u0020-\uffff]|[\ud800-\udfff]/g, '?')

/** Latin and non-Latin runs of `text`, in order. */
function runs(text: string): Array<{ latin: boolean; text: string }> {
  const out: Array<{ latin: boolean; text: string }> = []
  let last = 0
  for (const match of text.matchAll(LATIN)) {
    if (match.index > last) out.push({ latin: false, text: text.slice(last, match.index) })
    out.push({ latin: true, text: match[0] })
    last = match.index + match[0].length
  }
  if (last < text.length) out.push({ latin: false, text: text.slice(last) })
  return out
}

export function textWriter(lib: PdfLib, document: PDFDocument): TextWriter {
  const { PDFHexString, PDFString, beginText, endText, moveText, setFontAndSize, setFillingGrayscaleColor } = lib
  const context = document.context
  const descriptor = context.register(
    context.obj({ Type: 'FontDescriptor', FontName: CJK_FONT_NAME, Flags: 4, FontBBox: [0, -141, 1000, 859], ItalicAngle: 0, Ascent: 859, Descent: -141, CapHeight: 683, StemV: 80 }),
  )
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: CJK_FONT_NAME,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      DW: 1000,
      CIDToGIDMap: 'Identity',
    }),
  )
  const font = context.register(
    context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: CJK_FONT_NAME, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: context.register(context.flateStream(identityToUnicode())) }),
  )
  const keys = new Map<PDFPage, PDFName>()
  const keyOn = (page: PDFPage) => keys.get(page) ?? keys.set(page, page.node.newFontDictionary('CJK', font)).get(page)!

  const width = (text: string, size: number, latin: PDFFont) =>
    runs(writable(text)).reduce((sum, run) => sum + (run.latin ? latin.widthOfTextAtSize(run.text, size) : [...run.text].length * size), 0)

  return {
    width,
    draw(page, text, { x, y, size, font: latin, gray = 0 }) {
      let left = x
      for (const run of runs(writable(text))) {
        if (run.latin) {
          page.drawText(run.text, { x: left, y, size, font: latin, color: lib.grayscale(gray) })
          left += latin.widthOfTextAtSize(run.text, size)
          continue
        }
        const hex = [...run.text].map((char) => char.codePointAt(0)!.toString(16).padStart(4, '0')).join('')
        page.pushOperators(lib.pushGraphicsState(), setFillingGrayscaleColor(gray), beginText(), setFontAndSize(keyOn(page), size), moveText(left, y), lib.showText(PDFHexString.of(hex)), endText(), lib.popGraphicsState())
        left += [...run.text].length * size
      }
    },
  }
}
