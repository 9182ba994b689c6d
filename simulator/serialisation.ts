/**
 * How the simulator writes the values of its answers. The portal runs against BladeX / SpringBlade
 * back ends that serialise the same records differently; QA rehearses each one on the simulator.
 * Pure: no msw, no db. `serialiseEnvelope` rewrites an envelope's `data` (never its `code`,
 * `success` or `msg`); the HTTP layer applies it to every API answer.
 *
 * Fields are told apart by their key, as the lists below say; a value keeps its place in the
 * payload, only its JSON form changes.
 */

export const SERIALISATIONS = ['portal', 'bladex', 'bladex-legacy', 'null-to-empty'] as const

/**
 * - `portal`: as the simulator always answered (the default).
 * - `bladex`: BladeX today: money as decimal text with two decimals, codes as JSON integers, ids as
 *   text (ToStringSerializer), date-times `yyyy-MM-dd HH:mm:ss`.
 * - `bladex-legacy`: an older BladeX that writes every Long as text: every whole number becomes
 *   digits, money decimal text as in `bladex`.
 * - `null-to-empty`: BladeX with `blade.jackson.null-to-empty` (BladeBeanSerializerModifier): a
 *   null field written by its Java type, and date-times as `yyyy-MM-ddTHH:mm:ss.SSS`.
 */
export type Serialisation = (typeof SERIALISATIONS)[number]

export const DEFAULT_SERIALISATION: Serialisation = 'portal'

export const isSerialisation = (value: unknown): value is Serialisation => (SERIALISATIONS as readonly unknown[]).includes(value)

// --- What a field is, by its key ----------------------------------------------------------------

/** Money (BigDecimal): amounts, fees, prices, balances. Also any key ending in Amount, Price, Fee or Money. */
export const MONEY_KEYS: ReadonlySet<string> = new Set([
  'amount', 'budget', 'docFee', 'deposit', 'price', 'unitPrice', 'bidPrice', 'dealAmount', 'paid', 'invoiced', 'invoiceable',
  'balance', 'frozen', 'fee', 'money', 'serviceFee', 'totalAmount',
])
const MONEY_SUFFIX = /[a-z0-9](?:Amount|Price|Fee|Money)$/

/** Integer codes (Integer): `status`, `type`, `flag`, `tenderMode`, and any key ending in Status, Type or Flag. */
export const CODE_KEYS: ReadonlySet<string> = new Set(['status', 'type', 'flag', 'tenderMode'])
const CODE_SUFFIX = /[a-z0-9](?:Status|Type|Flag)$/

/** Long ids: `id` and any key ending in Id, but these, which BladeX keeps as String. */
const TEXT_IDS: ReadonlySet<string> = new Set(['tenantId', 'countId', 'roleId', 'deptId', 'postId', 'clientId'])
const ID_SUFFIX = /[a-z0-9]Id$/

/** Other numbers (Integer, Long, Double): paging, counts, sizes, scores, sorts, rounds, yes/no as 0/1. Also keys ending in Count, Minutes, Days, Size, Mb, Quantity, and is… */
export const NUMBER_KEYS: ReadonlySet<string> = new Set([
  'total', 'size', 'current', 'pages', 'maxLimit', 'count', 'score', 'sort', 'round', 'percent', 'quantity', 'kind', 'stage', 'result',
  'currentNode', 'nodeCode', 'payMode', 'deliveryWay', 'qualifyResult', 'conformityResult', 'mine', 'full', 'allowed', 'applied',
  'answered', 'unanswered', 'unsettled', 'encrypted', 'rehearsal', 'signedOut', 'settleAt',
])
const NUMBER_SUFFIX = /[a-z0-9](?:Count|Minutes|Days|Size|Mb|Quantity)$|^is[A-Z]/

/** Booleans. */
export const BOOLEAN_KEYS: ReadonlySet<string> = new Set(['finish', 'searchCount', 'optimizeCountSql', 'hitCount'])

/** Lists (List, arrays): the ones the simulator answers, and any key ending in List or Ids. */
export const LIST_KEYS: ReadonlySet<string> = new Set([
  'records', 'orders', 'packages', 'children', 'items', 'nodes', 'payments', 'bids', 'attachments', 'attachList', 'bulletins',
  'fileTypes', 'fileNames', 'fileSizes', 'licenceIds', 'licenceLinks', 'licenceNames', 'packageIds', 'packageNames', 'roles',
])
const LIST_SUFFIX = /[a-z0-9](?:List|Ids)$/

/** Nested records (any other bean). */
export const RECORD_KEYS: ReadonlySet<string> = new Set(['recordFile', 'progress', 'meta', 'invoiceInfo'])

export type FieldKind = 'money' | 'code' | 'id' | 'number' | 'boolean' | 'list' | 'record' | 'text'

/** What the back end's Java type for a key is, as far as the key tells; `text` (String, dates) for the rest. */
export function fieldKind(key: string): FieldKind {
  if (MONEY_KEYS.has(key) || MONEY_SUFFIX.test(key)) return 'money'
  if (CODE_KEYS.has(key) || CODE_SUFFIX.test(key)) return 'code'
  if (key === 'id' || (ID_SUFFIX.test(key) && !TEXT_IDS.has(key))) return 'id'
  if (NUMBER_KEYS.has(key) || NUMBER_SUFFIX.test(key)) return 'number'
  if (BOOLEAN_KEYS.has(key)) return 'boolean'
  if (LIST_KEYS.has(key) || LIST_SUFFIX.test(key)) return 'list'
  if (RECORD_KEYS.has(key)) return 'record'
  return 'text'
}

// --- Values -------------------------------------------------------------------------------------

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/
/** An integer as Java writes it (no sign on zero, no leading zeros), so digits → number → digits is the same text. */
const INTEGER_TEXT = /^(?:0|-?[1-9]\d*)$/
const SERVER_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/

/** A BigDecimal of scale 2 as BladeX writes it: `1280000` → `"1280000.00"`, `"300.5"` → `"300.50"`; anything else as it is. */
export function moneyText(value: unknown): unknown {
  const number = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return value
  const fen = Math.round(number * 100)
  if (!Number.isSafeInteger(fen)) return value
  const whole = Math.abs(fen)
  return `${fen < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** A code sent as digits (a varchar column) as the Integer BladeX writes: `"5"` → `5`. */
function codeNumber(value: unknown): unknown {
  if (typeof value !== 'string' || !INTEGER_TEXT.test(value)) return value
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : value
}

/** What BladeBeanSerializerModifier writes for a null field of that kind. */
function emptyOf(kind: FieldKind): unknown {
  switch (kind) {
    case 'money':
    case 'code':
    case 'id':
    case 'number':
      return -1
    case 'boolean':
      return false
    case 'list':
      return []
    case 'record':
      return {}
    default:
      return ''
  }
}

/** One value's new form; `key` is its field's (an element's: its list's), null for the payload itself. */
type Rewrite = (value: unknown, key: string | null, element: boolean) => unknown

const REWRITES: Record<Exclude<Serialisation, 'portal'>, Rewrite> = {
  bladex: (value, key) => {
    if (key === null) return value
    const kind = fieldKind(key)
    if (kind === 'money') return moneyText(value)
    if (kind === 'code') return codeNumber(value)
    return value
  },
  'bladex-legacy': (value, key) => {
    if (key !== null && fieldKind(key) === 'money') return moneyText(value)
    return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  },
  'null-to-empty': (value, key, element) => {
    if (value === null) {
      // The modifier fills bean fields only: a list's null element stays null. The payload is R<T>'s
      // `data`, whose T is a bean (a VO, a page) for nearly every endpoint: `{}`.
      if (element) return null
      return key === null ? {} : emptyOf(fieldKind(key))
    }
    if (typeof value === 'string') {
      const match = SERVER_DATE_TIME.exec(value)
      if (match) return `${match[1]}T${match[2]}.000`
    }
    return value
  },
}

/** Walks the payload: an object's fields under their keys, a list's elements under the list's key. */
function walk(value: unknown, key: string | null, element: boolean, rewrite: Rewrite): unknown {
  const own = rewrite(value, key, element)
  if (Array.isArray(own)) return own.map((inner) => walk(inner, key, true, rewrite))
  if (own !== null && typeof own === 'object') return Object.fromEntries(Object.entries(own).map(([field, inner]) => [field, walk(inner, field, false, rewrite)]))
  return own
}

/** The payload (an envelope's `data`) as the convention writes it; `portal` gives it back as it is. */
export function serialise(data: unknown, convention: Serialisation): unknown {
  return convention === 'portal' ? data : walk(data, null, false, REWRITES[convention])
}

export interface EnvelopeBody {
  code: unknown
  data: unknown
  [field: string]: unknown
}

/** `{ code, success, data, msg }` (any JSON object with a code and a data). */
export const isEnvelope = (body: unknown): body is EnvelopeBody =>
  body !== null && typeof body === 'object' && !Array.isArray(body) && 'code' in body && 'data' in body

/** The envelope with its `data` as the convention writes it; `code`, `success` and `msg` as they are. */
export function serialiseEnvelope<T extends EnvelopeBody>(body: T, convention: Serialisation): T {
  return convention === 'portal' ? body : { ...body, data: serialise(body.data, convention) }
}
