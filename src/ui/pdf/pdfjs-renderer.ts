import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import type { PdfDocumentHandle, PdfRenderer } from './renderer'

// The worker parses off the main thread; Vite hands out its built file's address.
GlobalWorkerOptions.workerSrc = workerUrl

function handleOf(document: PDFDocumentProxy): PdfDocumentHandle {
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, canvas, scale) {
      const page = await document.getPage(pageNumber)
      // Drawn at the screen's pixel density, shown at the PDF's size times the zoom: sharp on HiDPI screens.
      const density = globalThis.devicePixelRatio || 1
      const viewport = page.getViewport({ scale: scale * density })
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.style.width = `${Math.floor(viewport.width / density)}px`
      canvas.style.height = `${Math.floor(viewport.height / density)}px`
      await page.render({ canvas, viewport }).promise
    },
    destroy: () => void document.destroy(),
  }
}

/** pdf.js as the viewer's renderer. */
export const pdfjsRenderer: PdfRenderer = {
  async open(data) {
    const document = await getDocument({ data: data.slice(), isEvalSupported: false }).promise
    return handleOf(document)
  },
}
