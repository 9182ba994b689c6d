import { z } from 'zod'

/** BladeX answers the token endpoint with a bare object, not the envelope. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().min(1),
  expires_in: z.number(),
  tenant_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  real_name: z.string(),
  avatar: z.string().nullable().optional(),
  role_name: z.string(),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const tokenErrorSchema = z.object({
  error_code: z.number().optional(),
  error_description: z.string(),
})

/** BladeX's captcha: `{ key, image }`; a client-drawn code is accepted too (see docs/decisions). */
export const captchaSchema = z.object({
  key: z.string().min(1),
  image: z.string().optional(),
  code: z.string().optional(),
})
export type Captcha = z.infer<typeof captchaSchema>
