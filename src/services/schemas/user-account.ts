import * as v from 'valibot'

const contactFields = v.object({ phone: v.optional(v.nullable(v.string())), email: v.optional(v.nullable(v.string())) })

/**
 * The account's mobile and e-mail as `{base}/user/getUserInfo` carries them (decision 040): on the
 * user itself (the portal's shape, BladeX's user entity), or inside BladeX's `{ user }` or Saber's
 * `{ userInfo }`. Missing reads as '' (none on file).
 */
export const accountContactSchema = v.pipe(
  v.union([v.object({ user: contactFields }), v.object({ userInfo: contactFields }), contactFields]),
  v.transform((answer) => {
    const fields = 'user' in answer ? answer.user : 'userInfo' in answer ? answer.userInfo : answer
    return { phone: fields.phone?.trim() ?? '', email: fields.email?.trim() ?? '' }
  }),
)
export type AccountContact = v.InferOutput<typeof accountContactSchema>
