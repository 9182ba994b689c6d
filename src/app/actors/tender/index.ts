/** What other features' flows use of the tender flows' bindings: the packages' blockers, and which kinds open online. */
export { packageStatusesOf } from './tenders'
