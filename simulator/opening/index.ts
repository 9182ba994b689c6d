/** The opening feature as the others see it: the net-bid project types and the hall's calls under bid-project. */
export { NET_BID_TYPES } from './hall'
export { bidProjectHallHandlers } from './handlers/bid-project-hall'
