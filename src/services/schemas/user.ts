import { z } from 'zod'

/** `{base}/user/getUserInfo`: the signed-in user, their roles and supplier. */
export const userInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  avatar: z.string().nullable().optional(),
  tenantId: z.string(),
  roles: z.array(z.string()),
  supplierId: z.string().nullable(),
  companyName: z.string().nullable().optional(),
})
export type UserInfo = z.infer<typeof userInfoSchema>
