import * as z from 'zod/mini'

export type MenuItem = {
  id: string
  name: string
  path: string
  source?: string | null
  meta?: { roles?: string[]; i18n?: string } | null
  children?: MenuItem[]
}
export const menuItemSchema: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    source: z.optional(z.nullable(z.string())),
    meta: z.optional(z.nullable(z.object({ roles: z.optional(z.array(z.string())), i18n: z.optional(z.string()) }))),
    children: z.optional(z.array(menuItemSchema)),
  }),
)
export const menuTreeSchema = z.array(menuItemSchema)

export type ButtonNode = { code: string; children?: ButtonNode[] }
export const buttonNodeSchema: z.ZodMiniType<ButtonNode> = z.lazy(() =>
  z.object({ code: z.string(), children: z.optional(z.array(buttonNodeSchema)) }),
)
export const buttonTreeSchema = z.array(buttonNodeSchema)

export const topMenuSchema = z.array(z.object({ id: z.string(), name: z.string(), path: z.optional(z.string()) }))

export const tenantInfoSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  tenantTel: z.optional(z.nullable(z.string())),
  logoUrl: z.optional(z.nullable(z.string())),
  tenantWeb: z.optional(z.nullable(z.string())),
})
export type TenantInfo = z.infer<typeof tenantInfoSchema>

export const dictItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.optional(z.number()),
})
export const dictionarySchema = z.array(dictItemSchema)
export type DictItem = z.infer<typeof dictItemSchema>
