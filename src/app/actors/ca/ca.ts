import { fromPromise, type createActor } from 'xstate'
import { caBindingMachine } from '@/machines/ca/caBinding.machine'
import { refreshableDetailMachine } from '@/machines/data/refreshableDetail.machine'
import { checkCa, proofOf } from '@/services/bid-ca'
import { bindCertificate, boundCertificates } from '@/services/bid-crm'
import { createCaHelper } from '@/services/ca-helper'
import type { RuntimeConfig } from '@/services/config'
import type { BoundCa } from '@/services/schemas/bid-crm'
import type { CertificateResult } from '@/services/schemas/ca-helper'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

type CaDeps = SupplierDeps & { config: RuntimeConfig }

/** A fresh challenge per signing, so a signature captured once cannot be replayed. */
const challenge = () => `bind-${crypto.randomUUID()}`

/** /CAmanagement/index?binding=true: sign with the helper, have the back end check, then bind. */
export function caBindingLogic({ http, profile, config }: CaDeps) {
  const helper = createCaHelper(http, config.caHelperUrl)
  return caBindingMachine.provide({
    actors: {
      startSign: fromPromise(({ input, signal }: { input: { pin: string }; signal: AbortSignal }) => helper.startSign({ pin: input.pin, srcData: challenge() }, signal)),
      signResult: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => helper.signResult(input.id, signal)),
      checkCa: fromPromise(({ input, signal }: { input: CertificateResult; signal: AbortSignal }) => checkCa(http, proofOf(input), signal)),
      bindCa: fromPromise(async ({ input, signal }: { input: CertificateResult; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        return bindCertificate(http, { supplierId, ...proofOf(input) }, signal)
      }),
    },
  })
}

/**
 * The supplier's bound certificates (/CAmanagement/index, /caServe/caBound); the id is unused. Read
 * again (`detail.refresh`) once a binding is announced, the list staying on screen meanwhile.
 */
export function boundCertificatesLogic({ http, profile }: SupplierDeps) {
  return refreshableDetailMachine<BoundCa[]>('boundCertificates').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<BoundCa[] | null> =>
        boundCertificates(http, await requireSupplier(profile), signal),
      ),
    },
  })
}

type BindingAnnouncer = Pick<ReturnType<typeof createActor<ReturnType<typeof caBindingLogic>>>, 'on'>

/** A certificate bound reloads the list of bound certificates under the form; returns the unsubscribe. */
export function refreshOnBound(flow: BindingAnnouncer, list: { send: (event: { type: 'detail.refresh' }) => void }): () => void {
  const subscription = flow.on('ca.bound', () => list.send({ type: 'detail.refresh' }))
  return () => subscription.unsubscribe()
}
