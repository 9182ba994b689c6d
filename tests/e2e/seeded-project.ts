/**
 * A seeded scenario's project (fixtures/tender-scenarios.ts) as the simulator in the page holds it:
 * for tests and benches that drive the built app (no vitest here, so a bench can load it too).
 */
import type { Page } from 'playwright-core'
import { scenarioSuffix } from '../../fixtures/tender-scenarios'

type SeededDb = {
  project: Array<{ id: string; projectCode: string; projectName: string; openTime: string }>
  hall: Array<{ projectId: string; decryptMinutes: number }>
}

/** The scenario's project in the platform tenant, with its hall settings if it has any. */
export function seededProject(page: Page, key: string) {
  return page.evaluate((end) => {
    const { db } = (window as unknown as { __simulator: { snapshot: () => { db: SeededDb } } }).__simulator.snapshot()
    const project = db.project.find((p) => p.projectCode.endsWith(end) && !p.projectCode.startsWith('BULK'))!
    return { project, hall: db.hall.find((h) => h.projectId === project.id) ?? null }
  }, scenarioSuffix(key))
}
