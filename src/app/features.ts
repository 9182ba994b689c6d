import type { RuntimeConfig } from '@/services/config'

/**
 * The areas an operator can turn off in config.json's `features` (decision 049), for a back end
 * without their calls, which this team designed rather than the specification: every address an
 * area covers, an address that lies `under` it (itself and below) or is one of its `exactly`.
 */
export const FEATURE_AREAS = {
  /** 信用与履约: credit evaluation, deal projects, contracts and acceptance (decision 044). */
  credit: { under: ['/credit', '/personal/credit'] },
  /** 样品与保函: specimens, guarantee letters and their authenticity (decision 045). */
  specimens: { under: ['/mySpecimen'] },
  /** 模拟开标: the practice hall (decision 028). */
  rehearsal: { under: ['/electronicOpening/rehearsal'] },
  /** 我的调研: my answers to demand surveys (decision 046); the public survey bulletins stay. */
  research: { under: ['/researchNeeds/myResearchNeeds'] },
  /** 审查结果: examination results (decision 046); the public site's /biddingMessage/… pages stay. */
  examination: { under: ['/biddingMessage/examineDetail'], exactly: ['/biddingMessage'] },
} satisfies Record<string, { under: readonly string[]; exactly?: readonly string[] }>

export type FeatureArea = keyof typeof FEATURE_AREAS

type Features = Pick<RuntimeConfig, 'features'>

const areas = Object.keys(FEATURE_AREAS) as FeatureArea[]

/** Every area is on unless `features` says false. */
export const featureOn = (config: Features, area: FeatureArea): boolean => config.features?.[area] !== false

/** The area `path` lies in (a trailing slash aside), or null. */
export function areaOf(path: string): FeatureArea | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const area of areas) {
    const { under, exactly = [] } = FEATURE_AREAS[area] as { under: readonly string[]; exactly?: readonly string[] }
    if (exactly.includes(bare) || under.some((root) => bare === root || bare.startsWith(`${root}/`))) return area
  }
  return null
}

/** Whether `path` lies in an area the operator turned off. */
export function pathOff(config: Features, path: string): boolean {
  const area = areaOf(path)
  return area !== null && !featureOn(config, area)
}

/** Names in `features` that are no area, so an operator's misspelling does not pass unseen. */
export const unknownAreas = (config: Features): string[] => Object.keys(config.features ?? {}).filter((name) => !(name in FEATURE_AREAS))
