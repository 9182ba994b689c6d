import { describe, expect, it } from 'vitest'
import type { BoundCa } from '@/services/schemas/bid-crm'
import type { Project } from '@/services/schemas/bid-project'
import { epochOf } from '@/services/schemas/values'
import { certificateFigures, projectFigures } from './dashboard'

const NOW = epochOf('2025-06-10 10:00:00')

const project = (id: string, status: number, statusName: string, openTime: string) => ({ id, projectName: `项目${id}`, status, statusName, openTime }) as Project
const certificate = (serial: string, validTo: string) => ({ serial, companyName: '某公司', validTo }) as BoundCa

describe('the dashboard’s figures', () => {
  it('counts my projects by stage, in the stages’ order', () => {
    const figures = projectFigures(
      [project('1', 3, '投标中', '2025-07-01 09:00:00'), project('2', 1, '报名中', '2025-07-02 09:00:00'), project('3', 3, '投标中', '2025-07-03 09:00:00')],
      5,
      NOW,
    )
    expect(figures.byStage).toEqual([
      { status: 1, statusName: '报名中', count: 1 },
      { status: 3, statusName: '投标中', count: 2 },
    ])
    expect(figures).toMatchObject({ total: 5, counted: 3 })
  })

  it('finds today’s openings, past hours included, and those of the next seven days, by Beijing day', () => {
    const figures = projectFigures(
      [
        project('early', 5, '开标中', '2025-06-10 08:30:00'),
        project('late', 4, '等待开标', '2025-06-10 23:30:00'),
        project('tomorrow', 4, '等待开标', '2025-06-11 09:00:00'),
        project('week', 3, '投标中', '2025-06-17 15:00:00'),
        project('later', 3, '投标中', '2025-06-18 09:00:00'),
        project('past', 7, '已定标', '2025-06-09 09:00:00'),
        project('unknown', 3, '投标中', 'not a time'),
      ],
      7,
      NOW,
    )
    expect(figures.openingsToday.map((opening) => opening.projectId)).toEqual(['early', 'late'])
    expect(figures.openingsSoon.map((opening) => opening.projectId)).toEqual(['tomorrow', 'week'])
  })

  it('warns of certificates ending within 30 days, nearest first, and lists those ended', () => {
    const figures = certificateFigures(
      [
        certificate('far', '2025-12-31 23:59:59'),
        certificate('soon', '2025-07-01 10:00:00'),
        certificate('sooner', '2025-06-15'),
        certificate('edge', '2025-07-10 10:00:00'),
        certificate('ended', '2025-06-01 00:00:00'),
      ],
      NOW,
    )
    expect(figures.bound).toBe(5)
    expect(figures.expiring.map((c) => [c.serial, c.daysLeft])).toEqual([
      ['sooner', 5],
      ['soon', 21],
      ['edge', 30],
    ])
    expect(figures.expired.map((c) => c.serial)).toEqual(['ended'])
  })
})
