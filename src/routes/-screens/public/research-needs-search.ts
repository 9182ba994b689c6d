// The statuses a survey can have (RESEARCH_STATUS); written out so the route's eager part imports no flow.
export const STATUSES = [1, 2]
