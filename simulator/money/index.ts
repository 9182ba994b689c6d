/** The money feature as the others see it: a supplier's fee orders and the invoice contact rule. */
export { assertInvoiceContact, feeOrdersOf } from './money'
