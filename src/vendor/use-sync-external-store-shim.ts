// React 19 has useSyncExternalStore; libraries that import the React 17 shim get the built-in
// (vite.config.ts aliases 'use-sync-external-store/shim' here).
export { useSyncExternalStore } from 'react'
