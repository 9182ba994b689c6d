import { fromCallback, fromPromise, type Actor } from 'xstate'
import type { LicenceUploadEvent } from '@/machines/account/licenceUpload.machine'
import { registrationMachine, keptDraft, type KeptDraft, type Licence, type RegistrationRequest } from '@/machines/account/registration.machine'
import { smsCodeMachine } from '@/machines/account/smsCode.machine'
import { refusedField, registerSupplier, supplierNameTaken } from '@/services/bid-crm'
import { sendSmsCode, type SmsPurpose } from '@/services/bid-notice'
import { uploadAttachment } from '@/services/blade-resource'
import type { Http } from '@/services/http'
import type { DraftKey, DraftStore } from '@/services/form-drafts'
import type { PortalDeps } from '@/app/use-flow'

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
      uploadLicence: fromCallback<LicenceUploadEvent<Licence>, { file: File }>(({ input, sendBack }) => {
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

/** Where the draft waits in the tab's drafts (decision 059): before sign-in, the visitor's; never a password or code. */
export const REGISTRATION_DRAFT: DraftKey = { form: 'registration', owner: 'visitor', record: 'new' }
const REGISTRATION_DRAFT_VERSION = 1

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function licenceOf(value: unknown): Licence | null {
  if (!isRecord(value) || !isText(value.link) || !isText(value.name) || !(value.attachId === null || isText(value.attachId))) return null
  return { attachId: value.attachId, link: value.link, name: value.name }
}

function draftShape(kept: unknown): KeptDraft | null {
  if (!isRecord(kept) || !isText(kept.mobile) || !isRecord(kept.enterprise)) return null
  const { name, creditCode, contactName, contactPhone, email } = kept.enterprise
  if (![name, creditCode, contactName, contactPhone, email].every(isText)) return null
  return {
    mobile: kept.mobile,
    enterprise: { name: name as string, creditCode: creditCode as string, contactName: contactName as string, contactPhone: contactPhone as string, email: email as string },
    licence: licenceOf(kept.licence),
  }
}

/** Whether anything was typed: an untouched form is no draft. */
const holdsAnything = (draft: KeptDraft) => draft.mobile !== '' || draft.licence !== null || Object.values(draft.enterprise).some((value) => value !== '')

/** The kept draft, if there is one of the right shape with something in it (anything else is left behind). */
export function readRegistrationDraft(drafts: Pick<DraftStore, 'read'>): KeptDraft | null {
  const kept = drafts.read(REGISTRATION_DRAFT, REGISTRATION_DRAFT_VERSION, draftShape)
  return kept && holdsAnything(kept) ? kept : null
}

/** Drops the kept draft (the supplier starts over). */
export const discardRegistrationDraft = (drafts: Pick<DraftStore, 'remove'>) => drafts.remove(REGISTRATION_DRAFT)

/**
 * Mirrors the registration's draft into the tab's drafts as it changes (storage follows the flow,
 * decision 006), and drops it once the registration is in. Answers the unsubscribe.
 */
export function keepRegistrationDraft(actor: RegistrationActor, drafts: Pick<DraftStore, 'write' | 'remove'>): () => void {
  let last = ''
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.matches('done')) {
      if (last !== 'done') drafts.remove(REGISTRATION_DRAFT)
      last = 'done'
      return
    }
    const draft = keptDraft(snapshot.context)
    const text = JSON.stringify(draft)
    if (text === last) return
    last = text
    if (holdsAnything(draft)) drafts.write(REGISTRATION_DRAFT, REGISTRATION_DRAFT_VERSION, draft)
    else drafts.remove(REGISTRATION_DRAFT)
  })
  return () => subscription.unsubscribe()
}
