/**
 * The tender feature as the others see it: who the caller's supplier is, a project's packages and
 * sign-ups, the request's parameters, and the time rules every feature reads a project by.
 */
export { callerSupplier, entriesOf, named, packageNameOf, packagesOf, projectIndex, publishedAt, readTenderParams, required, requireProject } from './tender-access'
export { assertApproved, at, isSettled } from './tender-rules'
