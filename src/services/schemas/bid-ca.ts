import * as v from 'valibot'
import { finiteNumber } from './primitives'
import { idText } from './scalars'

/**
 * `valid/checkCa`'s answer for a certificate the back end accepts (a refusal is a 400 with the
 * reason). `remainingDays` is counted on the server's clock, so the 30-day warning (001 §5) does
 * not depend on the supplier's own clock.
 */
export const caCheckSchema = v.object({
  serial: idText,
  subjectDn: v.string(),
  companyName: v.string(),
  validFrom: v.string(),
  validTo: v.string(),
  remainingDays: finiteNumber(),
})
export type CaCheck = v.InferOutput<typeof caCheckSchema>
