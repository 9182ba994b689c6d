/** Bump when the snapshot's shape or the seed changes incompatibly: older snapshots are then re-seeded, and older state files refused. */
export const SNAPSHOT_VERSION = 15
