import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { certificateMessage } from '@/domain/certificate'
import { isApiError } from './error-catalogue'
import type { Http } from './http'
import { CA_HELPER_OK, caHelperReplySchema, caJobSchema, caJobStateSchema, type CaHelperReply, type CaJobState } from './schemas/ca-helper'

export type { CertificateResult } from './schemas/ca-helper'

/**
 * A failure of the local helper: `code` is the helper's own (001 §8) or null when the helper could
 * not be reached or answered nonsense; `userMessage` is what the supplier is told.
 */
export class CaHelperError extends Error {
  readonly code: number | null
  readonly userMessage: MessageDescriptor
  constructor(code: number | null, userMessage: MessageDescriptor, options?: { cause?: unknown }) {
    super(code === null ? 'CA helper unavailable' : `CA helper code ${code}`, options)
    this.name = 'CaHelperError'
    this.code = code
    this.userMessage = userMessage
  }
}

export type SignJob = {
  /** The text to sign: a challenge from the portal, so a replayed signature is worthless. */
  srcData: string
  pin: string
  /** The certificate to use when several keys are inserted; omitted, the helper refuses with 403. */
  serial?: string
}

/** The portal's one way to reach the signing helper listening on the supplier's machine. */
export function createCaHelper(http: Http, baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '')

  /** The helper's envelope, whatever its code; a helper that cannot be reached or answers nonsense throws. */
  async function reach(path: string, options: Parameters<Http['send']>[1]): Promise<CaHelperReply> {
    let answer: { status: number; body: unknown }
    try {
      answer = await http.send(`${base}${path}`, { ...options, authenticated: false })
    } catch (cause) {
      if (isApiError(cause) && cause.kind === 'aborted') throw cause
      throw new CaHelperError(null, msg`未检测到证书助手，请确认已安装并启动`, { cause })
    }
    const reply = v.safeParse(caHelperReplySchema, answer.body)
    if (!reply.success) throw new CaHelperError(null, msg`证书助手返回的数据格式有误`, { cause: new v.ValiError(reply.issues) })
    return reply.output
  }

  async function call<S extends v.GenericSchema>(path: string, schema: S, options: Parameters<Http['send']>[1]): Promise<v.InferOutput<S>> {
    const reply = await reach(path, options)
    if (reply.code !== CA_HELPER_OK) throw new CaHelperError(reply.code, certificateMessage(reply.code))
    const data = v.safeParse(schema, reply.data)
    if (!data.success) throw new CaHelperError(null, msg`证书助手返回的数据格式有误`, { cause: new v.ValiError(data.issues) })
    return data.output
  }

  return {
    /**
     * Whether the helper answers, and the version it reports (an optional `version` beside `code`):
     * `get` of a job it never issued, so nothing is signed; any well-formed answer counts (decision 069).
     */
    async probe(signal?: AbortSignal): Promise<{ version: string | null }> {
      const reply = await reach('/get', { query: { id: 'probe' }, signal })
      const version = typeof reply.version === 'number' && Number.isFinite(reply.version) ? String(reply.version) : typeof reply.version === 'string' ? reply.version.trim() : ''
      return { version: version || null }
    },
    /** `add`: queues a signing job; resolves with its id. */
    async startSign(job: SignJob, signal?: AbortSignal): Promise<string> {
      const { id } = await call('/add', caJobSchema, { method: 'POST', body: { method: 'sign', ...job }, signal })
      return id
    },
    /** `get`: the job's state; the certificate result once the helper has signed. */
    signResult(id: string, signal?: AbortSignal): Promise<CaJobState> {
      return call('/get', caJobStateSchema, { query: { id }, signal })
    },
  }
}

export type CaHelper = ReturnType<typeof createCaHelper>
export type { CaJobState }
