/**
 * A call that got no answer at all (the HTTP client's failure of kind `network`): the way to the
 * server failed, not the step, so the step may be taken again once the connection is back
 * (decision 058). Read by its shape, since machines do not import the services.
 */
export function isConnectionLoss(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'network'
}
