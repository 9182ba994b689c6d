import { http } from 'msw'
import { verifyProof } from '../ca'
import { ok, readParams, userEndpoint } from '../../http'
import type { Simulator } from '../../state'

export function bidCaHandlers(sim: Simulator) {
  return [
    /**
     * Verifies a signed certificate result for the caller: a refusal (expired, another company's,
     * a signature that does not match) is a 400 with the reason; success tells the validity.
     */
    http.get(
      '*/api/bid-ca/valid/checkCa',
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request)
        return ok(verifyProof(sim, context.user, params).check)
      }),
    ),
  ]
}
