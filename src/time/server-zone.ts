/**
 * The server's time zone (config.json's `serverTimeZone`, decision 048), set once at start-up. It
 * sits apart from the formatting in ./date so that /login's start chunk carries only this.
 */
export const serverZone: { name?: string | undefined } = {}
