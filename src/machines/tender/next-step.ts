import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Entry, Project } from '@/services/schemas/bid-project'
import { isEffectiveEntry } from '@/domain/entry'

/**
 * What the supplier has to do next in a project it signed up for, read only from what the server
 * says: the project's phase (`status`, derived by the back end from its dates on the server clock)
 * and the supplier's sign-up records (fee, qualification, bid file). Nothing is guessed from the
 * browser's clock.
 */
export type NextStep =
  | 'qualifyReview'
  | 'qualifyFailed'
  | 'payFee'
  | 'downloadDocuments'
  | 'uploadBid'
  | 'bidSubmitted'
  | 'awaitOpening'
  | 'bidMissed'
  | 'opened'
  | 'evaluating'
  | 'awarded'
  | 'failed'
  | 'withdrawn'

/** The moment the step must be done by, and which of the project's dates it is. */
export type StepDeadline = { kind: 'bidEnd' | 'open'; at: string }

export type NextStepInfo = { step: NextStep; deadline: StepDeadline | null }

export const nextStepLabels: Record<NextStep, MessageDescriptor> = {
  qualifyReview: msg`资格审查中，等待结果`,
  qualifyFailed: msg`资格审查未通过`,
  payFee: msg`缴纳标书费`,
  downloadDocuments: msg`下载招标文件`,
  uploadBid: msg`上传投标文件`,
  bidSubmitted: msg`已递交投标文件，等待开标`,
  awaitOpening: msg`等待开标`,
  bidMissed: msg`未在截止前递交投标文件`,
  opened: msg`已开标`,
  evaluating: msg`评标中，等待结果`,
  awarded: msg`已定标，查看结果公告`,
  failed: msg`项目已流标`,
  withdrawn: msg`报名已撤销`,
}

export const deadlineLabels: Record<StepDeadline['kind'], MessageDescriptor> = {
  bidEnd: msg`投标截止`,
  open: msg`开标时间`,
}

/** The back end's project phases (PROJECT_STATUS, decision 014), named here since machines import no service values. */
const PHASE = { bidding: 3, awaitingOpening: 4, opening: 5, evaluating: 6, awarded: 7, failed: 8 } as const

type Phase = Pick<Project, 'status' | 'bidEndTime' | 'openTime'>
type SignUp = Pick<Entry, 'status' | 'payStatus' | 'qualifyStatus' | 'bidStatus'>

/** Steps a project's phase decides for every package alike. */
function phaseStep(project: Phase): NextStepInfo | null {
  if (project.status === PHASE.failed) return { step: 'failed', deadline: null }
  if (project.status === PHASE.awarded) return { step: 'awarded', deadline: null }
  if (project.status === PHASE.evaluating) return { step: 'evaluating', deadline: null }
  if (project.status === PHASE.opening) return { step: 'opened', deadline: null }
  return null
}

/** The next step on one signed-up package. */
export function nextStepOfEntry(project: Phase, entry: SignUp): NextStepInfo {
  const byPhase = phaseStep(project)
  if (byPhase) return byPhase
  const bidEnd: StepDeadline = { kind: 'bidEnd', at: project.bidEndTime }
  const open: StepDeadline = { kind: 'open', at: project.openTime }
  if (entry.status !== 1) return { step: 'withdrawn', deadline: null }
  if (entry.qualifyStatus === 0) return { step: 'qualifyReview', deadline: null }
  if (entry.qualifyStatus === 2) return { step: 'qualifyFailed', deadline: null }
  const bidIn = entry.bidStatus === 1
  if (project.status === PHASE.awaitingOpening) return bidIn ? { step: 'awaitOpening', deadline: open } : { step: 'bidMissed', deadline: null }
  if (entry.payStatus !== 1) return { step: 'payFee', deadline: bidEnd }
  if (project.status === PHASE.bidding) return bidIn ? { step: 'bidSubmitted', deadline: open } : { step: 'uploadBid', deadline: bidEnd }
  return { step: 'downloadDocuments', deadline: bidEnd }
}

// When packages differ, the one needing the supplier soonest speaks for the project.
const URGENCY: readonly NextStep[] = ['payFee', 'uploadBid', 'downloadDocuments', 'qualifyReview', 'bidSubmitted', 'awaitOpening', 'bidMissed', 'qualifyFailed', 'withdrawn']

/** The next step on a project: its phase's, or the most urgent of its signed-up packages'. */
export function nextStepOfProject(project: Phase, entries: readonly SignUp[]): NextStepInfo {
  const byPhase = phaseStep(project)
  if (byPhase) return byPhase
  const effective = entries.filter(isEffectiveEntry)
  if (effective.length === 0) return { step: 'withdrawn', deadline: null }
  const steps = effective.map((entry) => nextStepOfEntry(project, entry))
  return steps.reduce((best, info) => (URGENCY.indexOf(info.step) < URGENCY.indexOf(best.step) ? info : best))
}

/** Steps that ask the supplier to act (the rest are waiting or over). */
export const ACTION_STEPS: ReadonlySet<NextStep> = new Set(['payFee', 'downloadDocuments', 'uploadBid'])
