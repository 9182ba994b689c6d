/** What other features' flows use of the opening flows' bindings: reading a list whole, page by page, up to a bound. */
export { pagesUpTo } from './open-schedule'
