import { useEffect, useState, type FormEvent, type RefObject } from 'react'

/**
 * A form's submit handler that, once the attempt is answered (no longer `submitting`), puts the
 * cursor on the first field in `order` with an error, the server's refusal included. Typing never
 * moves the cursor; only a new attempt does.
 */
export function useSubmitToFirstError<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
  refs: Record<F, RefObject<HTMLElement | null>>,
  submitting: boolean,
  onSubmit: () => void,
) {
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt === 0 || submitting) return
    const first = order.find((field) => errors[field])
    if (first) refs[first].current?.focus()
    // Only a new attempt or its answer moves the cursor, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, submitting])

  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    onSubmit()
    setAttempt((n) => n + 1)
  }
}
