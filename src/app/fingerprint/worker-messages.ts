/** What the page and the hashing worker say to each other. */
export type WorkerRequest = { file: Blob; sliceBytes?: number }
export type WorkerReport =
  | { type: 'progress'; hashed: number; total: number }
  | { type: 'done'; sha256: string }
  | { type: 'error'; message: string }
