/** Table page sizes of spec 000 §9 (default 10); the one list lives beside the shared table. */
export { PAGE_SIZES } from '../table/page-sizes'
