/**
 * Sent on `window` by the in-page simulator (simulator/browser.ts) when its clock jumps, pauses or
 * runs faster: the page's one way to hear that the server's time moved other than in real time.
 */
export const SIMULATOR_CLOCK_EVENT = 'simulator:clock'
