/**
 * Helpers for the tests of the opening record (decision 027): its bytes as the portal reads them,
 * its text as pdf.js reads it, and a signature over it made by the simulated certificate helper.
 * (Not a test file; nothing in the app imports it.)
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { CERTIFICATE_PIN, type SeedCertificate } from '../../fixtures/certificates'
import { defaultConfig } from '@/services/schemas/runtime-config'
import { sha256Hex } from './opening-record'
import { basicAuth, ORIGIN } from '../test-support'
import type { Simulator } from '../types'

/** GET a record link like the portal: the client credential, the user's token and, when given, the language asked for. */
export async function recordBytes(token: string, link: string, language?: string) {
  const url = new URL(link, ORIGIN)
  url.searchParams.set('_t', String(Date.now()))
  const headers = { Authorization: basicAuth(), 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000', 'Client-Type': 'web_eroll', ...(language ? { 'Accept-Language': language } : {}) }
  const response = await fetch(url, { headers })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type') ?? '', disposition: response.headers.get('content-disposition') ?? '', bytes }
}

/** Every page's text, as pdf.js extracts it: proof the bytes are a PDF a viewer reads. */
export async function recordText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes.slice(), standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const { info } = await document.getMetadata()
  await document.destroy()
  return `${(info as { Title?: string }).Title ?? ''}\n${pages.join('\n')}`
}

/** The certificate a decryption presents (the hall checks which certificate, not the signature's bytes). */
export const decryptionProof = (certificate: SeedCertificate) => ({ username: certificate.serial, subjectDn: certificate.subjectDn, srcData: 'decrypt', signData: `SIG-${certificate.serial}` })

/** The helper's signature over `srcData` with the key `serial` inserted (PIN 123456), as saveSignData takes it. */
export async function helperSignature(simulator: Simulator, serial: string, srcData: string) {
  simulator.control.caHelper.inserted = [serial]
  const helper = defaultConfig.caHelperUrl
  const added = await (await fetch(`${helper}/add`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'sign', srcData, pin: CERTIFICATE_PIN }) })).json()
  const { data } = await (await fetch(`${helper}/get?id=${added.data.id}`)).json()
  const { certificate, username, subjectDn, signData } = data.result as Record<string, string>
  return { certificate, username, subjectDn, srcData, signData }
}

/** The record's digest and the helper's signature over it: the proof the portal sends with `fileId`. */
export async function recordSignature(simulator: Simulator, serial: string, fileId: string, bytes: Uint8Array) {
  return { fileId, ...(await helperSignature(simulator, serial, await sha256Hex(bytes))) }
}
