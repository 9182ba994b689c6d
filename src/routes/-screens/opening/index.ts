/** What other features' screens show of the opening: the self-check's way in and its marks. */
export { SelfCheckLink } from './SelfCheckLink'
export { SelfCheckEntry, SelfCheckFailedMark, useSelfCheckFailures } from './SelfCheckMarks'
