/** What other features' flows use of the tender flows' bindings: the packages' blockers. Which kinds open online is a domain rule (src/domain/project-kinds.ts). */
export { packageStatusesOf } from './tenders'
