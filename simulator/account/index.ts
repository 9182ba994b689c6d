/** The account feature as the others see it: a tenant and an account found by what a visitor gives. */
export { findAccountByMobile, tenantOf } from './registration'
