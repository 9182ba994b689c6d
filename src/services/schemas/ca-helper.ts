import * as v from 'valibot'
import { plainObject } from './primitives'
import { idText } from './scalars'

/*
 * The local signing helper's answers (decision 024). Its body is `{ code, msg, data }` with code 0
 * for success; helpers of this family send code and id as numbers or as strings, so both are read
 * and normalised here.
 */

const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => Number(value)),
  v.finite(),
)

export const CA_HELPER_OK = 0

export const caHelperReplySchema = plainObject({
  code: numeric,
  msg: v.optional(v.nullable(v.string())),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
  /** The helper's version, when it reports one (the self-check shows it, decision 069). */
  // Helpers write it as text or as a number; anything else is no version, never a refused answer.
  version: v.optional(v.unknown()),
})
export type CaHelperReply = v.InferOutput<typeof caHelperReplySchema>

/** `add`'s data: the job the helper queued. */
export const caJobSchema = plainObject({ id: idText })

/** The certificate result (spec 001 §3). */
export const certificateResultSchema = v.object({
  certificate: v.string(),
  username: idText,
  subjectDn: v.string(),
  srcData: v.string(),
  signData: v.string(),
  certdata: v.optional(v.nullable(v.string()), null),
})
export type CertificateResult = v.InferOutput<typeof certificateResultSchema>

/**
 * `get`'s data: still working, or done with the certificate result. Written with union and
 * picklist, which the start chunk already carries: valibot sits there whole-module, so each new
 * valibot function used anywhere is weight on /login.
 */
export const caJobStateSchema = v.union([
  v.object({ status: v.picklist(['pending']) }),
  v.object({ status: v.picklist(['done']), result: certificateResultSchema }),
])
export type CaJobState = v.InferOutput<typeof caJobStateSchema>
