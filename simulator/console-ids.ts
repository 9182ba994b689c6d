import { SNOWFLAKE_EPOCH } from '../fixtures/random'

/** Low bits the console's records use, above every seeded range, so its ids never meet the seed's. */
const CONSOLE_LOW_BITS = 0x38_0000
let sequence = 0

/**
 * A snowflake id of `at` for a record the console makes (no faker draw, so the data seeded after
 * a scenario does not depend on what the console did before). `taken` says whether an id is used.
 */
export function consoleId(at: number, taken: (id: string) => boolean): string {
  for (;;) {
    const id = (((BigInt(Math.floor(at)) - SNOWFLAKE_EPOCH) << 22n) | BigInt(CONSOLE_LOW_BITS + (sequence++ & 0x7_ffff))).toString()
    if (!taken(id)) return id
  }
}

/** Starts the running number again (a scenario's records then get the same ids every time it loads). */
export function resetConsoleIds(): void {
  sequence = 0
}
