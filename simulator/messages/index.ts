/** The messages feature as the others see it: a message sent to a supplier. */
export { addMessage } from './supplier-messages'
