import * as z from 'zod/mini'

/** BladeX answers the token endpoint with a bare object, not the envelope. */
export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.string(),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.number(),
  tenant_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  real_name: z.string(),
  avatar: z.optional(z.nullable(z.string())),
  role_name: z.string(),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const tokenErrorSchema = z.object({
  error_code: z.optional(z.number()),
  error_description: z.string(),
})

/** BladeX's captcha: `{ key, image }`; a client-drawn code is accepted too (see docs/decisions). */
export const captchaSchema = z.object({
  key: z.string().check(z.minLength(1)),
  image: z.optional(z.string()),
  code: z.optional(z.string()),
})
export type Captcha = z.infer<typeof captchaSchema>
