import { useCallback, useEffect, useState } from 'react'
import { refusalMessage } from './use-action'

/** Reads `read` now and every second while the component is on screen, with the last refusal. */
export function usePolled<T>(read: () => Promise<T>) {
  const [value, setValue] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refresh = useCallback(
    () =>
      read().then(
        (next) => {
          setValue(next)
          setError(null)
        },
        (reason: unknown) => setError(refusalMessage(reason)),
      ),
    [read],
  )
  useEffect(() => {
    void refresh()
    const id = setInterval(() => void refresh(), 1000)
    return () => clearInterval(id)
  }, [refresh])
  return { value, error, refresh }
}
