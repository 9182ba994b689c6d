import { fromCallback, fromPromise, type Actor } from 'xstate'
import { registrationMachine, keptDraft, type Event, type KeptDraft, type Licence, type RegistrationRequest } from '@/machines/account/registration.machine'
import { smsCodeMachine } from '@/machines/account/smsCode.machine'
import { refusedField, registerSupplier, supplierNameTaken } from '@/services/bid-crm'
import { sendSmsCode, type SmsPurpose } from '@/services/bid-notice'
import { uploadAttachment } from '@/services/blade-resource'
import type { Http } from '@/services/http'
import type { PortalStorage } from '@/services/storage'
import type { PortalDeps } from '../use-flow'

const NO_TENANT_ID = '000000'

/** The tenant a visitor registers with or recovers a password in: the site's, else the platform. */
export const tenantIdOf = (tenant: PortalDeps['tenant']) => tenant.getSnapshot().context.tenant?.tenantId ?? NO_TENANT_ID

/** The refusal, marked with the field its message is about, so the flow shows it there. */
export function withRefusedField(error: unknown): unknown {
  return error !== null && typeof error === 'object' ? Object.assign(error, { field: refusedField(error) }) : error
}

/** The SMS code button of registration and recovery, texting through bid-notice. */
export function smsCodeLogic(http: Http, tenant: PortalDeps['tenant']) {
  return smsCodeMachine.provide({
    actors: {
      sendCode: fromPromise<unknown, { mobile: string; purpose: SmsPurpose }>(({ input, signal }) =>
        sendSmsCode(http, { tenantId: tenantIdOf(tenant), ...input }, signal).catch((error: unknown) => {
          throw withRefusedField(error)
        }),
      ),
    },
  })
}

/**
 * /register → /secondRegister → /thirdRegister (decision 037): the code by SMS, the name checked
 * with the tenant, the licence picture uploaded ahead (with progress; leaving the step stops it),
 * then the registration; a refusal comes back marked with the field it is about.
 */
export function registrationLogic({ http, tenant }: Pick<PortalDeps, 'http' | 'tenant'>) {
  return registrationMachine.provide({
    actors: {
      smsCode: smsCodeLogic(http, tenant),
      checkName: fromPromise<boolean, { name: string }>(({ input, signal }) => supplierNameTaken(http, { name: input.name, tenantId: tenantIdOf(tenant) }, signal)),
      register: fromPromise<unknown, RegistrationRequest>(({ input, signal }) =>
        registerSupplier(
          http,
          { tenantId: tenantIdOf(tenant), ...input.personal, ...input.enterprise, licence: { attachId: input.licence.attachId, link: input.licence.link } },
          signal,
        ).catch((error: unknown) => {
          throw withRefusedField(error)
        }),
      ),
      uploadLicence: fromCallback<Event, { file: File }>(({ input, sendBack }) => {
        const abort = new AbortController()
        const onProgress = (loaded: number, total: number) => sendBack({ type: 'licence.progress', loaded, total })
        uploadAttachment(http, { tenantId: tenantIdOf(tenant), file: input.file, onProgress }, abort.signal).then(
          (file): void => sendBack({ type: 'licence.uploaded', file }),
          // An upload stopped because the supplier left the step has no one left to tell.
          (error: unknown) => void (abort.signal.aborted || sendBack({ type: 'licence.failed', error })),
        )
        return () => abort.abort()
      }),
    },
  })
}

export type RegistrationActor = Actor<ReturnType<typeof registrationLogic>>

/** Where the draft waits in session storage while the supplier is away (the tab's, never a password). */
export const REGISTRATION_DRAFT_KEY = 'registerDraft'

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function licenceOf(value: unknown): Licence | null {
  if (!isRecord(value) || !isText(value.link) || !isText(value.name) || !(value.attachId === null || isText(value.attachId))) return null
  return { attachId: value.attachId, link: value.link, name: value.name }
}

/** The kept draft, if storage holds one of the right shape (anything else is left behind). */
export function readRegistrationDraft(storage: Pick<PortalStorage, 'get'>): KeptDraft | null {
  const kept = storage.get<unknown>(REGISTRATION_DRAFT_KEY)
  if (!isRecord(kept) || !isText(kept.mobile) || !isRecord(kept.enterprise)) return null
  const { name, creditCode, contactName, contactPhone, email } = kept.enterprise
  if (![name, creditCode, contactName, contactPhone, email].every(isText)) return null
  return {
    mobile: kept.mobile,
    enterprise: { name: name as string, creditCode: creditCode as string, contactName: contactName as string, contactPhone: contactPhone as string, email: email as string },
    licence: licenceOf(kept.licence),
  }
}

/**
 * Mirrors the registration's draft into session storage as it changes (storage follows the flow,
 * decision 006), and drops it once the registration is in. Answers the unsubscribe.
 */
export function keepRegistrationDraft(actor: RegistrationActor, storage: Pick<PortalStorage, 'set' | 'remove'>): () => void {
  let last = ''
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.matches('done')) {
      if (last !== 'done') storage.remove(REGISTRATION_DRAFT_KEY)
      last = 'done'
      return
    }
    const draft = keptDraft(snapshot.context)
    const text = JSON.stringify(draft)
    if (text === last) return
    last = text
    storage.set(REGISTRATION_DRAFT_KEY, draft, { type: 'session' })
  })
  return () => subscription.unsubscribe()
}
