import * as v from 'valibot'

/** `{base}/user/getUserInfo`: the signed-in user, their roles and supplier. */
export const userInfoSchema = v.object({
  userId: v.string(),
  account: v.string(),
  realName: v.string(),
  avatar: v.optional(v.nullable(v.string())),
  tenantId: v.string(),
  roles: v.array(v.string()),
  supplierId: v.nullable(v.string()),
  companyName: v.optional(v.nullable(v.string())),
})
export type UserInfo = v.InferOutput<typeof userInfoSchema>
