/**
 * The code a value names, if it is one of `codes`: a back end sends a code as a string or, on some
 * installs, a number, and a URL's search may hold either. Anything else names none.
 */
export function codeIn<C extends string>(codes: readonly C[], value: unknown): C | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
  return codes.find((code) => code === text)
}
