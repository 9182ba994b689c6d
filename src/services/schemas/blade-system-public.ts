import * as v from 'valibot'
import { finiteNumber } from './primitives'
import { idText, textOrNull } from './scalars'
import { longOr } from './values'

/*
 * Contracts of the blade-system calls only the public site makes (decision 038), apart from
 * blade-system.ts, whose schemas the sign-in chunk carries.
 */

/** A dictionary entry as the site's category filters need it (bulletin_type, news_down, new_faq). */
export const categorySchema = v.object({ dictKey: idText, dictValue: v.string(), sort: longOr(null) })
export type Category = v.InferOutput<typeof categorySchema>
export const categoryListSchema = v.pipe(
  v.nullable(v.array(categorySchema)),
  v.transform((list) => [...(list ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))),
)

/** What `tenant/submit` answers: the application it took, or nothing (BladeX's `R.status(true)`). */
export const tenantApplyReceiptSchema = v.nullable(
  v.object({ id: idText, tenantName: textOrNull(), status: v.optional(v.nullable(v.union([finiteNumber(), v.string()])), null), statusName: textOrNull(), createTime: textOrNull() }),
)
export type TenantApplyReceipt = v.InferOutput<typeof tenantApplyReceiptSchema>
