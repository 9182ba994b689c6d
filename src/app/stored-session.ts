import type { Tokens } from '@/machines/auth/session.machine'
import type { PortalStorage } from '@/services/storage'
import { KEYS } from './storage-keys'

/** Whose session the storage, shared by the browser's tabs, holds as this tab sees it. */
export type StoredSession = 'none' | 'own' | 'other'

/**
 * The one rule for what a tab may do to the shared storage: the session there is its own only if this
 * tab wrote it last. Another tab that signed in since (another user, or the same user again) owns it,
 * so this tab neither wipes it when its own session ends nor mirrors its tabs over the other's.
 */
export function storedSessionOwner(storage: Pick<PortalStorage, 'get'>) {
  let written: Tokens | null = null
  return {
    /** This tab has written `tokens` into the storage. */
    wrote(tokens: Tokens) {
      written = tokens
    },
    /** Whether `tokens` are what this tab wrote last, so writing them again would change nothing of its own. */
    isWritten: (tokens: Tokens) => tokens === written,
    whose(): StoredSession {
      const stored = storage.get<Tokens>(KEYS.token)
      if (stored === null) return 'none'
      return written !== null && stored.accessToken === written.accessToken ? 'own' : 'other'
    },
  }
}
