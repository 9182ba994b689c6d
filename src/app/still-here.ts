/**
 * How long after `beforeunload` a page that has not gone is taken to have stayed (a download, a
 * cancelled leave). Its own module: the entry chunk reads it without the error collector.
 */
export const STILL_HERE_MS = 3000
