import * as v from 'valibot'
import { idText } from './scalars'
import { displayText, long } from './values'

/**
 * `valid/checkCa`'s answer for a certificate the back end accepts (a refusal is a 400 with the
 * reason). `remainingDays` is counted on the server's clock, so the 30-day warning (001 §5) does
 * not depend on the supplier's own clock.
 */
export const caCheckSchema = v.object({
  serial: idText,
  subjectDn: displayText(),
  companyName: displayText(),
  validFrom: displayText(),
  validTo: displayText(),
  remainingDays: long(),
})
export type CaCheck = v.InferOutput<typeof caCheckSchema>
