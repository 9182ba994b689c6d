/** What the app may ask of the simulator in simulator mode (QA and trainers' panel). */
export type SimulatorHandle = {
  reset: () => unknown
  kick: (username: string) => unknown
  clock: { advance: (ms: number) => unknown; now: () => number }
}
