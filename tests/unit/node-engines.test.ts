import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

// The repository's root: Vitest runs from it.
const read = (path: string) => readFileSync(`${process.cwd()}/${path}`, 'utf8')
const manifest = JSON.parse(read('package.json')) as { engines: { node: string } }
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[] }> }

describe('the Node versions the README promises', () => {
  it('are the ones package.json names', () => {
    expect(read('README.md')).toContain(`(\`${manifest.engines.node}\``)
  })

  it('are enough for every package installed, so npm ci warns of no engine', () => {
    const ours = manifest.engines.node
    const narrower = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
        // npm itself reads a range it cannot parse as no demand.
        if (!wanted || semver.validRange(wanted) === null) return []
        return semver.subset(ours, wanted) ? [] : [`${path.replace(/^.*node_modules\//, '')} wants node ${wanted}`]
      })
    expect(narrower).toEqual([])
  })
})
