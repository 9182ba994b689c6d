/**
 * Sweeping a site's drafts out of the tab's session storage, apart from the store: the portal does
 * it at every sign-in and sign-out, on /login, whose first load has no room for the store itself
 * (decision 059). Reading `sessionStorage` itself throws where storage is denied, so it is asked for
 * at each use.
 */
export const DRAFT_PART = 'draft'

export const draftPrefix = (storagePrefix: string) => `${storagePrefix}-${DRAFT_PART}.`

export function sessionStore(override?: () => Storage | undefined): Storage | undefined {
  try {
    return override ? override() : globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/** Removes the site's drafts whose owner `keep` does not keep; storage that refuses leaves them. */
export function sweepDrafts(storagePrefix: string, keep: (owner: string) => boolean, session?: () => Storage | undefined): void {
  const store = sessionStore(session)
  if (!store) return
  const prefix = draftPrefix(storagePrefix)
  try {
    const found: string[] = []
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i)
      if (!name?.startsWith(prefix)) continue
      if (!keep(decodeURIComponent(name.slice(prefix.length).split('.')[1] ?? ''))) found.push(name)
    }
    found.forEach((name) => store.removeItem(name))
  } catch {
    // Nothing to do: a store that cannot be read keeps no draft the next user could read either.
  }
}
