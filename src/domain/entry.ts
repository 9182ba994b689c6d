/** Sign-up state codes as the back end writes an entry's `status` (docs/decisions/014). */
export const ENTRY_STATUS = { withdrawn: 0, effective: 1 } as const

/** A sign-up that stands: not withdrawn. */
export const isEffectiveEntry = (entry: { status: number }): boolean => entry.status === ENTRY_STATUS.effective
