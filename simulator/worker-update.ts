/**
 * msw starts by asking an existing registration of its worker to update itself and never waits for
 * the answer (`getWorkerInstance`, msw 2.x). When that check fails the rejection goes unhandled: the
 * page's error log, and any tool that counts page errors, shows "Failed to update a ServiceWorker
 * … mockServiceWorker.js". It fails when the worker unregisters itself as the page's last client
 * closes (a reload, a typed address) while the new page starts, or when a returning profile meets
 * a server without the worker. The check is only a refresh of a worker that is already running, so
 * its failure is marked handled here; whoever awaits `update()` still sees it.
 */
export function quietWorkerUpdates(target: { prototype: { update(): Promise<unknown> } } | undefined = globalThis.ServiceWorkerRegistration): void {
  if (!target || (target.prototype.update as { quiet?: boolean }).quiet) return
  const update = target.prototype.update
  const quiet = function (this: unknown) {
    const checked = update.call(this)
    checked.catch(() => undefined)
    return checked
  }
  Object.assign(quiet, { quiet: true })
  target.prototype.update = quiet
}
