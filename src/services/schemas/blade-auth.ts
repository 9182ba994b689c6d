import * as v from 'valibot'
import { finiteNumber } from './primitives'

/** BladeX answers the token endpoint with a bare object, not the envelope. */
export const tokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.string(),
  refresh_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: finiteNumber(),
  tenant_id: v.string(),
  user_id: v.string(),
  user_name: v.string(),
  real_name: v.string(),
  avatar: v.optional(v.nullable(v.string())),
  role_name: v.string(),
})
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>

export const tokenErrorSchema = v.object({
  error_code: v.optional(finiteNumber()),
  error_description: v.string(),
})

/** BladeX's captcha: `{ key, image }`; a client-drawn code is accepted too (see docs/decisions). */
export const captchaSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1)),
  image: v.optional(v.string()),
  code: v.optional(v.string()),
})
export type Captcha = v.InferOutput<typeof captchaSchema>
