import type { UserRecord } from '../fixtures/types'
import { jwtShapedToken, randomUuid } from './tokens'

/**
 * active: usable until its access token expires (by simulator time).
 * replaced: its refresh token was used; the old access token no longer works.
 * loggedOut: ended by /user/logout. kicked: ended by control.kick or by a password changed
 * elsewhere (answers `relogin`).
 */
export type SessionStatus = 'active' | 'replaced' | 'loggedOut' | 'kicked'

export interface Session {
  accessToken: string
  refreshToken: string
  userId: string
  tenantId: string
  account: string
  clientId: string
  issuedAt: number
  accessExpiresAt: number
  refreshExpiresAt: number
  status: SessionStatus
}

export interface TokenLifetimes {
  /** Seconds; the token response's expires_in. */
  accessSeconds: number
  refreshSeconds: number
}

export const DEFAULT_LIFETIMES: TokenLifetimes = { accessSeconds: 3600, refreshSeconds: 604_800 }

/** Ended sessions are kept this long after their refresh token expires, then forgotten. */
const RETENTION_MS = 24 * 3_600_000

export class SessionStore {
  private readonly byAccess = new Map<string, Session>()
  private readonly byRefresh = new Map<string, Session>()

  issue(user: UserRecord, clientId: string, now: number, lifetimes: TokenLifetimes): Session {
    this.prune(now)
    const jti = randomUuid()
    const base = { tenant_id: user.tenantId, user_id: user.id, role_id: user.roleId, role_name: user.roleName, account: user.account, user_name: user.account, real_name: user.realName, dept_id: user.deptId, client_id: clientId, jti }
    const accessExpiresAt = now + lifetimes.accessSeconds * 1000
    const refreshExpiresAt = now + lifetimes.refreshSeconds * 1000
    const session: Session = {
      accessToken: jwtShapedToken({ iss: 'issuser', aud: 'audience', ...base, token_type: 'access_token', exp: Math.floor(accessExpiresAt / 1000), nbf: Math.floor(now / 1000) }),
      refreshToken: jwtShapedToken({ iss: 'issuser', aud: 'audience', ...base, token_type: 'refresh_token', exp: Math.floor(refreshExpiresAt / 1000), nbf: Math.floor(now / 1000) }),
      userId: user.id,
      tenantId: user.tenantId,
      account: user.account,
      clientId,
      issuedAt: now,
      accessExpiresAt,
      refreshExpiresAt,
      status: 'active',
    }
    this.add(session)
    return session
  }

  byAccessToken(token: string): Session | undefined {
    return this.byAccess.get(token)
  }

  byRefreshToken(token: string): Session | undefined {
    return this.byRefresh.get(token)
  }

  /** Ends every active session of the account (in one tenant, or all); returns how many. */
  kick(account: string, tenantId?: string): number {
    let count = 0
    for (const session of this.byAccess.values()) {
      if (session.account === account && session.status === 'active' && (tenantId === undefined || session.tenantId === tenantId)) {
        session.status = 'kicked'
        count++
      }
    }
    return count
  }

  /**
   * Ends every other active session of the user, as a changed password does (decision 040): like a
   * kick, their next request answers 401 `relogin` and their refresh token no longer works. The
   * session that changed the password goes on. Returns how many ended.
   */
  endOthers(userId: string, keepAccessToken: string): number {
    let count = 0
    for (const session of this.byAccess.values()) {
      if (session.userId === userId && session.status === 'active' && session.accessToken !== keepAccessToken) {
        session.status = 'kicked'
        count++
      }
    }
    return count
  }

  list(): Session[] {
    return [...this.byAccess.values()]
  }

  load(sessions: readonly Session[]): void {
    this.clear()
    for (const session of sessions) this.add({ ...session })
  }

  clear(): void {
    this.byAccess.clear()
    this.byRefresh.clear()
  }

  private add(session: Session): void {
    this.byAccess.set(session.accessToken, session)
    this.byRefresh.set(session.refreshToken, session)
  }

  private prune(now: number): void {
    for (const session of this.byAccess.values()) {
      if (session.refreshExpiresAt + RETENTION_MS < now) {
        this.byAccess.delete(session.accessToken)
        this.byRefresh.delete(session.refreshToken)
      }
    }
  }
}

/** Single-use captcha keys, each valid for a while of simulator time. */
export interface CaptchaEntry {
  code: string
  expiresAt: number
}

export const CAPTCHA_LIFETIME_MS = 5 * 60_000

export class CaptchaStore {
  private readonly entries = new Map<string, CaptchaEntry>()

  issue(code: string, now: number): string {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key)
    const key = randomUuid()
    this.entries.set(key, { code, expiresAt: now + CAPTCHA_LIFETIME_MS })
    return key
  }

  /** Checks and burns the key: a key is spent by any attempt, right or wrong. Case-insensitive like BladeX. */
  consume(key: string | undefined, code: string | undefined, now: number): boolean {
    if (!key) return false
    const entry = this.entries.get(key)
    this.entries.delete(key)
    if (!entry || entry.expiresAt <= now || !code) return false
    return entry.code.toLowerCase() === code.trim().toLowerCase()
  }

  list(): Array<[string, CaptchaEntry]> {
    return [...this.entries]
  }

  load(entries: ReadonlyArray<readonly [string, CaptchaEntry]>): void {
    this.entries.clear()
    for (const [key, entry] of entries) this.entries.set(key, { ...entry })
  }

  clear(): void {
    this.entries.clear()
  }
}
