import * as z from 'zod/mini'

/** `{base}/user/getUserInfo`: the signed-in user, their roles and supplier. */
export const userInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  avatar: z.optional(z.nullable(z.string())),
  tenantId: z.string(),
  roles: z.array(z.string()),
  supplierId: z.nullable(z.string()),
  companyName: z.optional(z.nullable(z.string())),
})
export type UserInfo = z.infer<typeof userInfoSchema>
