/** The research feature as the others see it: a research as the bid-project portal lists and shows it. */
export { toResearch, toResearchDetail } from './handlers/bid-project-research'
