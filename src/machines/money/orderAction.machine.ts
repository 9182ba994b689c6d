import { confirmThenRunMachine } from '../shared/confirmThenRun'

/**
 * What is done to an order: `cancel` (my orders list, after a confirmation), or the payer's choice
 * on the simulated payment page, `confirm` or `abandon` (decision 033).
 */
export type OrderAction = { orderId: string; kind: 'cancel' | 'confirm' | 'abandon'; payment?: { payNo: string; gatewayUrl: string } }

/** Heard by the lists and pages showing the order, which read it again. */
export type Emitted = { type: 'order.changed'; action: OrderAction }

/** One action on one order at a time: a cancel asked first, a choice on the payment page run at once. */
export const orderActionMachine = confirmThenRunMachine<OrderAction, Emitted>({
  id: 'orderAction',
  announce: (action) => ({ type: 'order.changed', action }),
})
