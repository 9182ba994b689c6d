import * as v from 'valibot'
import { isPlainObject, plainObject } from './primitives'

/**
 * `{base}/user/getUserInfo`: the signed-in user, their roles and supplier, as the portal uses it
 * whatever shape the back end sent (decision 012).
 */
export type UserInfo = {
  userId: string
  account: string
  realName: string
  avatar?: string | null
  tenantId: string
  roles: string[]
  /** Null when the answer names no supplier; the review gate must then stay shut. */
  supplierId: string | null
  companyName?: string | null
}

/**
 * An id as BladeX sends it: a string (Long through ToStringSerializer) or a bare number where a
 * back end left that out. A number past 2^53 has already lost digits in JSON.parse, so it is
 * refused rather than turned into someone else's id.
 */
const id = v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.safeInteger(), v.transform(String))])
/** Absent, null or empty all mean "none": a supplier id must name something to open the gate. */
const optionalId = v.pipe(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.safeInteger())])),
  v.transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
)
const text = v.nullish(v.string())

/** Saber's `roles` is a list; its own mock and some back ends send one comma-separated string. */
const roleList = v.union([v.array(v.string()), v.pipe(v.string(), v.transform(splitList))])

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** BladeX's `detail` (a Kv): where a deployment puts fields of its own. */
const detail = v.nullish(plainObject({ supplierId: optionalId, companyName: text }))

/** The fields a supplier id and company name may sit in, outermost last. */
type Carrier = { supplierId?: string | null; companyName?: string | null; detail?: { supplierId?: string | null; companyName?: string | null } | null }

const firstOf = <K extends 'supplierId' | 'companyName'>(key: K, carriers: Carrier[]): string | null => {
  for (const carrier of carriers) {
    const value = carrier[key] ?? carrier.detail?.[key]
    if (value) return value
  }
  return null
}

/**
 * Keyed by `userId`: the portal's own shape (the simulator's), and BladeX's `BladeUser`
 * (`userId`, `account`, `userName`, `tenantId`, `roleId`, `roleName`), which has no realName or
 * roles list.
 */
const withUserId = v.pipe(
  v.object({
    userId: id,
    account: v.string(),
    realName: text,
    userName: text,
    nickName: text,
    avatar: text,
    tenantId: id,
    roles: v.nullish(roleList),
    roleName: text,
    supplierId: optionalId,
    companyName: text,
    detail,
  }),
  v.transform(
    (u): UserInfo => ({
      userId: u.userId,
      account: u.account,
      realName: u.realName || u.nickName || u.userName || u.account,
      avatar: u.avatar || null,
      tenantId: u.tenantId,
      roles: u.roles ?? splitList(u.roleName ?? ''),
      supplierId: firstOf('supplierId', [u]),
      companyName: firstOf('companyName', [u]),
    }),
  ),
)

/**
 * BladeX's `User` entity (`blade_user`; also UserVO, which adds `roleName` and `deptName`). Its
 * other fields (`roleId`, `deptId`, `phone`, …) are not the portal's business and pass unchecked.
 */
const bladeUserEntity = v.object({
  id,
  account: v.string(),
  name: text,
  realName: text,
  avatar: text,
  tenantId: id,
  roleName: text,
  roles: v.nullish(roleList),
  supplierId: optionalId,
  companyName: text,
  detail,
})
type BladeUserEntity = v.InferOutput<typeof bladeUserEntity>

const fromEntity = (user: BladeUserEntity, wrapper: Carrier & { roles?: string[] | null } = {}): UserInfo => ({
  userId: user.id,
  account: user.account,
  realName: user.realName || user.name || user.account,
  avatar: user.avatar || null,
  tenantId: user.tenantId,
  // `roleName` is the role names joined with commas (UserWrapper); a roles list, where sent, is
  // what menus are keyed by.
  roles: wrapper.roles ?? user.roles ?? splitList(user.roleName ?? ''),
  supplierId: firstOf('supplierId', [user, wrapper]),
  companyName: firstOf('companyName', [user, wrapper]),
})

const bareEntity = v.pipe(
  bladeUserEntity,
  v.transform((user) => fromEntity(user)),
)

/** What a wrapper may carry beside the user; `permission(s)` is not the portal's (buttons come from the menu API). */
const wrapperFields = { roles: v.nullish(roleList), supplierId: optionalId, companyName: text, detail }

/** Saber's `{ userInfo, roles, permission }`. */
const saberWrapper = v.pipe(
  v.object({ userInfo: bladeUserEntity, ...wrapperFields }),
  v.transform(({ userInfo, ...wrapper }) => fromEntity(userInfo, wrapper)),
)

/** BladeX's `UserInfo` `{ user, detail, roles, permissions }`. */
const bladeUserInfo = v.pipe(
  v.object({ user: bladeUserEntity, ...wrapperFields }),
  v.transform(({ user, ...wrapper }) => fromEntity(user, wrapper)),
)

/**
 * Picks the shape by its keys and checks the answer against that one alone, so a mismatch names
 * the field that is wrong rather than "matched none of four".
 */
export const userInfoSchema: v.GenericSchema<unknown, UserInfo> = v.lazy((input): v.GenericSchema<unknown, UserInfo> => {
  if (isPlainObject(input) && 'userId' in input) return withUserId
  if (isPlainObject(input) && isPlainObject(input.userInfo)) return saberWrapper
  if (isPlainObject(input) && isPlainObject(input.user)) return bladeUserInfo
  return bareEntity
})
