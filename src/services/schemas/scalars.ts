import * as v from 'valibot'
import { finiteNumber } from './primitives'
import { display } from './values'

/*
 * Scalars the contracts outside the sign-in chunk share. They live here, not in primitives.ts,
 * which the sign-in chunk carries and whose weight is already at its budget.
 */

/** An id or dictionary key as BladeX sends it: a string, or a number from a numeric column. Always a string out. */
export const idText = v.pipe(
  v.union([v.string(), finiteNumber()]),
  v.transform((value) => String(value)),
)

/** Text the back end may leave out or send as null (or as a number): null out when none; never fails. */
export const textOrNull = () => display(null)

/**
 * Text the back end may leave out or send as null where none reads the same as empty (a remark, a
 * name, a file name): '' out either way, so screens need no null checks; never fails.
 */
export const textOrEmpty = () => display('')

/** A row's project as the after-award lists carry it (decisions 044–046): id, code and name. */
export const projectRefEntries = { projectId: idText, projectCode: textOrEmpty(), projectName: textOrEmpty() }

/** A row's project and the package within it. */
export const packageRefEntries = { ...projectRefEntries, packageId: idText, packageName: textOrEmpty() }
