/**
 * Sets NODE_ENV to `production` and returns what puts it back. Vitest sets `test`, and React's entry
 * files (and so Vite bundling them) choose React's development build by it.
 */
export function productionNodeEnv(): () => void {
  const before = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  return () => {
    if (before === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = before
  }
}
