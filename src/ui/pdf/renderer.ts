/**
 * What the PDF viewer needs of a PDF library: open bytes, tell the page count, draw a page on a
 * canvas. The viewer takes any implementation, so unit tests (jsdom has no canvas) give their own;
 * the portal's is pdf.js, fetched in a chunk of its own the first time a PDF is shown.
 */
export interface PdfDocumentHandle {
  pageCount: number
  /** Draws page `pageNumber` (from 1) on `canvas` at `scale` (1 = 72 dpi, the PDF's own size). */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void>
  destroy(): void
}

export interface PdfRenderer {
  /** Opens a copy of `data`: the library may take the buffer over (pdf.js moves it to its worker). */
  open(data: Uint8Array): Promise<PdfDocumentHandle>
}

/** The portal's renderer: pdf.js, loaded when first needed (never in the start or hall chunk). */
export const loadPdfjsRenderer = (): Promise<PdfRenderer> => import('./pdfjs-renderer').then((module) => module.pdfjsRenderer)
