import { draftPrefix, sessionStore, sweepDrafts } from './draft-sweep'
/**
 * Unsent form drafts in the tab's session storage (decision 059), under the site prefix in Saber's
 * entry shape like the rest of the portal's storage. A draft is the form's, the user's and the
 * record's; one of another version, unreadable or refused by the form's shape check is ignored.
 * Storage that is missing, denied or full costs the draft, never the form: every call is guarded.
 */

/** Which draft: the form, whose it is (a user id, or `visitor` before sign-in), and the record it edits. */
export type DraftKey = { form: string; owner: string; record: string }

export type DraftStore = ReturnType<typeof createDraftStore>


/**
 * Names that hold what must never rest in storage: passwords, verification, SMS and captcha codes,
 * PINs (`imgCode` is the sign-in captcha's answer). `code` alone is a verification code here; a
 * compound such as `creditCode` is not.
 */
const SECRET_NAME = /pass(word|wd)|^pass$|pwd|captcha|img.?code|sms.?code|verif\w*code|^code$|^otp$|secret|^pin(code)?$/i
// A PIN in camel case (`caPin`, `userPinCode`); case-blind, `pin` would catch `shipping`.
const PIN_NAME = /Pin(Code)?$/

export const isSecretField = (name: string) => SECRET_NAME.test(name) || PIN_NAME.test(name)

const isFileLike = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) || (typeof File !== 'undefined' && value instanceof File)

/** The values as they may be kept: secret names, files and functions dropped at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isFileLike(item)).map(withoutSecrets)
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value
  if (isFileLike(value)) return undefined
  const kept: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) {
    if (isSecretField(name) || isFileLike(item) || typeof item === 'function') continue
    kept[name] = withoutSecrets(item)
  }
  return kept
}

const part = (text: string) => encodeURIComponent(text)

export function createDraftStore(options: { prefix: string; session?: () => Storage | undefined; now?: () => number }) {
  const prefix = draftPrefix(options.prefix)
  const now = options.now ?? (() => Date.now())
  const session = () => sessionStore(options.session)
  const keyOf = (key: DraftKey) => `${prefix}${part(key.form)}.${part(key.owner)}.${part(key.record)}`
  const guarded = <T>(act: (store: Storage) => T, otherwise: T): T => {
    const store = session()
    if (!store) return otherwise
    try {
      return act(store)
    } catch {
      return otherwise
    }
  }
  return {
    key: keyOf,
    /** The draft's values if one of `version` is kept and `shape` accepts them, else null. */
    read<T>(key: DraftKey, version: number, shape: (values: unknown) => T | null): T | null {
      return guarded((store) => {
        const raw = store.getItem(keyOf(key))
        if (raw == null) return null
        const entry: unknown = JSON.parse(raw)
        if (entry === null || typeof entry !== 'object' || !('content' in entry)) return null
        const content = entry.content as { version?: unknown; values?: unknown } | null
        if (!content || content.version !== version) return null
        return shape(content.values)
      }, null)
    },
    /** Keeps the values (less any secret); says whether storage took them. */
    write(key: DraftKey, version: number, values: unknown): boolean {
      const content = { version, values: withoutSecrets(values) }
      const entry = { dataType: typeof content, content, type: 'session', datetime: now() }
      return guarded((store) => {
        store.setItem(keyOf(key), JSON.stringify(entry))
        return true
      }, false)
    },
    remove(key: DraftKey) {
      guarded((store) => store.removeItem(keyOf(key)), undefined)
    },
    /** Every draft of this site goes (sign-out). */
    clearAll() {
      sweepDrafts(options.prefix, () => false, options.session)
    },
    /** The drafts of anyone but `owner` go (another user signed in in this tab). */
    keepOnly(owner: string) {
      sweepDrafts(options.prefix, (o) => o === owner, options.session)
    },
  }
}
