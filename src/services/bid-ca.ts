import type { Http } from './http'
import { caCheckSchema } from './schemas/bid-ca'
import type { CertificateResult } from './schemas/ca-helper'

const P = '/api/bid-ca'

/** What the back end verifies of a signed certificate result (spec 001 §3, §7). */
export type CaProof = Pick<CertificateResult, 'certificate' | 'username' | 'subjectDn' | 'srcData' | 'signData'>

export const proofOf = (result: CertificateResult): CaProof => ({
  certificate: result.certificate,
  username: result.username,
  subjectDn: result.subjectDn,
  srcData: result.srcData,
  signData: result.signData,
})

/** Whether the certificate may act for the supplier: valid, not expired, the supplier's company's. */
export const checkCa = (http: Http, proof: CaProof, signal?: AbortSignal) =>
  http.request(`${P}/valid/checkCa`, caCheckSchema, { query: proof, signal })
