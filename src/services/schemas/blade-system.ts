import * as v from 'valibot'
import { finiteNumber, plainObject } from './primitives'

export type MenuItem = {
  id: string
  name: string
  path: string
  source?: string | null
  meta?: { roles?: string[]; i18n?: string } | null
  children?: MenuItem[]
}
export const menuItemSchema: v.GenericSchema<MenuItem> = v.lazy(() =>
  v.object({
    id: v.string(),
    name: v.string(),
    path: v.string(),
    source: v.optional(v.nullable(v.string())),
    meta: v.optional(v.nullable(plainObject({ roles: v.optional(v.array(v.string())), i18n: v.optional(v.string()) }))),
    children: v.optional(v.array(menuItemSchema)),
  }),
)
export const menuTreeSchema = v.array(menuItemSchema)

export type ButtonNode = { code: string; children?: ButtonNode[] }
export const buttonNodeSchema: v.GenericSchema<ButtonNode> = v.lazy(() =>
  v.object({ code: v.string(), children: v.optional(v.array(buttonNodeSchema)) }),
)
export const buttonTreeSchema = v.array(buttonNodeSchema)

export const topMenuSchema = v.array(v.object({ id: v.string(), name: v.string(), path: v.optional(v.string()) }))

export const tenantInfoSchema = v.object({
  tenantId: v.string(),
  tenantName: v.string(),
  tenantTel: v.optional(v.nullable(v.string())),
  logoUrl: v.optional(v.nullable(v.string())),
  tenantWeb: v.optional(v.nullable(v.string())),
  /** The tenant's role (spec 000 §6: 2 lists every package's files in the download dialog); absent on most back ends. */
  tenantRole: v.optional(v.nullable(v.union([v.number(), v.string()]))),
})
export type TenantInfo = v.InferOutput<typeof tenantInfoSchema>

export const dictItemSchema = v.object({
  id: v.string(),
  code: v.string(),
  dictKey: v.string(),
  dictValue: v.string(),
  /** A number or digits (an older BladeX writes Longs as text); this file stays light, as /login's start chunk carries it. */
  sort: v.optional(v.nullable(v.union([finiteNumber(), v.pipe(v.string(), v.regex(/^\s*-?\d+\s*$/), v.transform(Number))]))),
})
export const dictionarySchema = v.array(dictItemSchema)
export type DictItem = v.InferOutput<typeof dictItemSchema>
