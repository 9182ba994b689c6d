import { certificateBySerial, CERTIFICATES, certificateValidity, VALID_CERTIFICATE, type SeedCertificate } from '../../fixtures/certificates'
import { formatDateTime } from '../../fixtures/random'
import type { UserRecord } from '../../fixtures/types'
import { ApiError, missingParameter } from '../errors'
import type { CaHelperControl, Simulator } from '../types'

/*
 * The certificate side of the simulator: which keys are inserted into the supplier's machine, what
 * the simulated signing helper does next (decision 024). That is the supplier's machine, not the
 * back end: kept beside the database rather than in it, so after a page reload the keys are back
 * as seeded. The bindings are back-end data, in the database (`caBinding`).
 */

type Job = { code: 0; result: SignResult } | { code: number; msg: string }
export type SignResult = { certificate: string; username: string; subjectDn: string; srcData: string; signData: string; certdata: string }

export interface CaState {
  inserted: string[]
  chosen: string | null
  forced: number | null
  seededAt: number
  jobs: Map<string, Job>
  nextJob: number
}

const states = new WeakMap<Simulator, CaState>()

const fresh = (now: number): CaState => ({
  inserted: [VALID_CERTIFICATE.serial],
  chosen: null,
  forced: null,
  seededAt: now,
  jobs: new Map(),
  nextJob: 1,
})

export function caStateOf(sim: Simulator): CaState {
  let state = states.get(sim)
  if (!state) {
    state = fresh(sim.clock.now())
    states.set(sim, state)
  }
  return state
}

/** Back to the seeded keys and no forced code: with the rest of the simulator's reset. */
export function resetCa(sim: Simulator): void {
  states.set(sim, fresh(sim.clock.now()))
}

export function createCaHelperControl(sim: Simulator): CaHelperControl {
  const known = (serial: string) => {
    if (!certificateBySerial(serial)) throw new RangeError(`no seeded certificate ${serial}`)
    return serial
  }
  return {
    certificates: CERTIFICATES,
    get inserted() {
      return [...caStateOf(sim).inserted]
    },
    set inserted(serials: string[]) {
      const state = caStateOf(sim)
      state.inserted = serials.map(known)
      if (state.chosen && !state.inserted.includes(state.chosen)) state.chosen = null
    },
    get chosen() {
      return caStateOf(sim).chosen
    },
    set chosen(serial: string | null) {
      caStateOf(sim).chosen = serial === null ? null : known(serial)
    },
    failNext(code: number) {
      if (!Number.isInteger(code) || code === 0) throw new RangeError(`failNext needs a non-zero helper code, got ${code}`)
      caStateOf(sim).forced = code
    },
  }
}

const HELPER_MESSAGES: Record<number, string> = {
  11: 'PIN码错误',
  401: '未检测到USBKey',
  403: '请选择证书',
  404: '上传数据失败',
  1000: '推送数据失败',
  9999: '服务器异常',
}
export const helperMessage = (code: number) => HELPER_MESSAGES[code] ?? '未知错误'

const base64 = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)))

/** The simulated key's signature: only the helper holding the key makes it; the back end checks it. */
const simulatedSignature = (serial: string, srcData: string) => base64(`sig:${serial}:${srcData}`)

/** What the helper does with a signing job, given the keys inserted now. */
export function runSignJob(state: CaState, job: { srcData: string; pin: string; serial?: string }): Job {
  if (state.inserted.length === 0) return { code: 401, msg: helperMessage(401) }
  const serial = job.serial ?? state.chosen ?? (state.inserted.length === 1 ? state.inserted[0]! : null)
  if (serial === null) return { code: 403, msg: helperMessage(403) }
  const certificate = state.inserted.includes(serial) ? certificateBySerial(serial) : undefined
  if (!certificate) return { code: 401, msg: helperMessage(401) }
  if (job.pin !== certificate.pin) return { code: 11, msg: helperMessage(11) }
  const certdata = base64(`cert:${certificate.serial}:${certificate.subjectDn}`)
  return {
    code: 0,
    result: {
      certificate: certdata,
      username: certificate.serial,
      subjectDn: certificate.subjectDn,
      srcData: job.srcData,
      signData: simulatedSignature(certificate.serial, job.srcData),
      certdata,
    },
  }
}

/** The proof a supplier sends to checkCa and bindCa. */
export type CaProofParams = Partial<Record<'certificate' | 'username' | 'subjectDn' | 'srcData' | 'signData', string>>

/**
 * What every signature the back end takes must be: made by the simulated helper with a certificate
 * it issued (of the subject named, when one is), valid on the server's clock, and held by the
 * supplier's own company. Refusals are 400s with the reason.
 */
function assertIssuedSignature(
  sim: Simulator,
  signed: { serial: string; subjectDn?: string | undefined; srcData: string; signData: string },
  companyName: string | undefined,
  now = sim.clock.now(),
) {
  const certificate = certificateBySerial(signed.serial)
  if (!certificate || (signed.subjectDn && signed.subjectDn !== certificate.subjectDn)) throw new ApiError(400, '无效的数字证书')
  if (signed.signData !== simulatedSignature(certificate.serial, signed.srcData)) throw new ApiError(400, '证书签名验证失败')
  const validity = certificateValidity(certificate, caStateOf(sim).seededAt)
  if (validity.notAfter <= now) throw new ApiError(400, '证书已过期，请更新证书')
  if (certificate.companyName !== companyName) throw new ApiError(400, '该证书不属于本单位，请使用本单位的数字证书')
  return { certificate, validity }
}

/** The back end's verification of checkCa's and bindCa's proof, for the caller's supplier. */
export function verifyProof(sim: Simulator, user: UserRecord, params: CaProofParams) {
  for (const name of ['certificate', 'username', 'subjectDn', 'srcData', 'signData'] as const) if (!params[name]) throw missingParameter(name)
  const now = sim.clock.now()
  const supplier = user.supplierId ? sim.db.supplier.findFirst({ where: { id: { equals: user.supplierId } } }) : null
  const signed = { serial: params.username!, subjectDn: params.subjectDn!, srcData: params.srcData!, signData: params.signData! }
  const { certificate, validity } = assertIssuedSignature(sim, signed, supplier?.name, now)
  return {
    certificate,
    supplierId: supplier!.id,
    check: {
      serial: certificate.serial,
      subjectDn: certificate.subjectDn,
      companyName: certificate.companyName,
      validFrom: validity.validFrom,
      validTo: validity.validTo,
      remainingDays: Math.floor((validity.notAfter - now) / 86_400_000),
    },
  }
}

export const bindTime = (sim: Simulator) => formatDateTime(sim.clock.now())

/** The record a signature names: its file id, and its digest as the signed data (decision 027). */
export interface SignedRecord {
  fileId: string
  srcData: string
}

/** A signature names the record being signed and was made over that record's SHA-256. */
export function assertSignsRecord(signed: Partial<SignedRecord>, record: { fileId: string; digest: string }): void {
  if (!signed.fileId?.trim()) throw new ApiError(400, '请选择要签署的开标记录')
  if (signed.fileId.trim() !== record.fileId) throw new ApiError(400, '开标记录不存在或已更新，请重新打开后签署')
  if (signed.srcData?.trim().toLowerCase() !== record.digest) throw new ApiError(400, '签名内容与开标记录不一致，请重新签署')
}

/** A signature over an opening record as the portal passes on the helper's result (spec 001 §3, decision 027). */
export type RecordSignatureParams = Partial<SignedRecord> & Partial<Record<'username' | 'subjectDn' | 'signData', string>>

/**
 * The opening record's signature, the real hall's and the practice hall's alike (decision 027): it
 * names the record being signed, was made over that record's SHA-256, and passes the checks every
 * signature does, with a key of the signing supplier's own company. Returns the signing certificate.
 */
export function verifyRecordSignature(sim: Simulator, supplierName: string, params: RecordSignatureParams, record: { fileId: string; digest: string }): SeedCertificate {
  if (!params.signData?.trim()) throw new ApiError(400, '未获取到签名，请使用CA证书签署开标记录')
  assertSignsRecord(params, record)
  const serial = params.username?.trim() ?? ''
  if (!serial) throw new ApiError(400, '未获取到证书信息，请插入CA证书后重试')
  return assertIssuedSignature(sim, { serial, subjectDn: params.subjectDn, srcData: params.srcData ?? '', signData: params.signData }, supplierName).certificate
}

/** The certificate the supplier bound last (bid-crm queryCaInfo), if any: what a practice bid is encrypted for (decision 028). */
export function lastBoundSerial(sim: Simulator, supplierId: string): string {
  return sim.db.caBinding.findMany({ where: { supplierId: { equals: supplierId } } }).at(-1)?.serial ?? ''
}
