/**
 * Helpers for walking the portal's flows in each BladeX serialisation convention the simulator
 * answers in (simulator/serialisation.ts). (Not a test file.)
 */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { SimulatorControl } from '../../simulator/control'
import { SERIALISATIONS } from '../../simulator/serialisation'
import type { Portal } from '@/app/portal'
import { ofScenario } from './tender-support'

export { SERIALISATIONS }

/**
 * The conventions of back ends other than the simulator's own: every other test already runs the
 * screens on the simulator's default (`portal`), so these files spend their time on the others.
 */
export const OTHER_SERIALISATIONS = SERIALISATIONS.filter((convention) => convention !== 'portal')

/** A moment as every screen shows it: the server's `yyyy-MM-dd HH:mm:ss`. */
export const SERVER_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** An amount as the money screens show it: `1,234.50`. */
export const AMOUNT = /^-?\d{1,3}(,\d{3})*\.\d{2}$/

type Db = ReturnType<SimulatorControl['snapshot']>['db']

/** A scenario's project of the platform tenant and its packages in order, as the simulator holds them (the portal convention's values). */
export function seeded(db: Db, key: string) {
  const project = ofScenario(
    db.project.filter((p) => p.tenantId === '000000'),
    key,
  )
  const packages = db.package.filter((p) => p.projectId === project.id).sort((a, b) => a.sort - b.sort)
  return { project, packages }
}

/** The seeded `supplier` account's supplier id. */
export const supplierIdOf = (db: Db) => db.user.find((user) => user.account === 'supplier')!.supplierId

/**
 * Nothing the server sent went unread: no screen says the data was malformed or that rows were
 * left out, and the error log holds no failed call, unreadable rows or render error.
 */
export async function expectEverythingRead(portal: Portal) {
  expect(screen.queryByText(/服务返回的数据格式有误/)).toBeNull()
  expect(screen.queryByText('部分记录无法读取')).toBeNull()
  const logged = (await portal.shell()).errorLog.entries()
  expect(logged.map(({ type, url, message, stack, info }) => ({ type, url, message, stack, info }))).toEqual([])
}
