import { z } from 'zod'

export type MenuItem = {
  id: string
  name: string
  path: string
  source?: string | null
  meta?: { roles?: string[]; i18n?: string } | null
  children?: MenuItem[]
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    source: z.string().nullable().optional(),
    meta: z.object({ roles: z.array(z.string()).optional(), i18n: z.string().optional() }).nullable().optional(),
    children: z.array(menuItemSchema).optional(),
  }),
)
export const menuTreeSchema = z.array(menuItemSchema)

export type ButtonNode = { code: string; children?: ButtonNode[] }
export const buttonNodeSchema: z.ZodType<ButtonNode> = z.lazy(() =>
  z.object({ code: z.string(), children: z.array(buttonNodeSchema).optional() }),
)
export const buttonTreeSchema = z.array(buttonNodeSchema)

export const topMenuSchema = z.array(z.object({ id: z.string(), name: z.string(), path: z.string().optional() }))

export const tenantInfoSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  tenantTel: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
  tenantWeb: z.string().nullable().optional(),
})
export type TenantInfo = z.infer<typeof tenantInfoSchema>

export const dictItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().optional(),
})
export const dictionarySchema = z.array(dictItemSchema)
export type DictItem = z.infer<typeof dictItemSchema>
