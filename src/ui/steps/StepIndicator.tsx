import { Trans, useLingui } from '@lingui/react/macro'
import { CheckIcon, Stepper, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'

import { useUiNode, type UiNode } from '../text'

/** Spec 000 §4: 0 pending, 1 active, 2 done. */
export type StepStatus = 0 | 1 | 2

export interface StepItem {
  title: UiNode
  description?: UiNode
  status: StepStatus
}

export interface StepIndicatorProps {
  steps: readonly StepItem[]
  /** Accessible name of the list of steps; defaults to 步骤. */
  label?: string
  orientation?: 'horizontal' | 'vertical'
}

/** The step's status in words, bracketed as each language brackets it. */
function StatusText({ status }: { status: StepStatus }) {
  switch (status) {
    case 0:
      return <Trans>（未开始）</Trans>
    case 1:
      return <Trans>（进行中）</Trans>
    case 2:
      return <Trans>（已完成）</Trans>
  }
}

/**
 * The step indicator of a tender flow (sign-up → fee → bid file …) on Mantine's Stepper. Each step
 * carries its own status (spec 000 §4); the status is also said in words for screen readers, and the active step is `aria-current="step"`. A list, not buttons: steps
 * are not clickable.
 */
export function StepIndicator({ steps, label, orientation = 'horizontal' }: StepIndicatorProps) {
  const { t } = useLingui()
  const node = useUiNode()
  // On a phone three titled steps side by side wrap into a jumble: they stack instead.
  const narrow = useMediaQuery('(max-width: 36em)')
  // Mantine's Stepper derives each step's look from one active index: the first active step, else
  // the first pending one, else past the end. A step done out of order still gets a tick and says 已完成.
  const firstActive = steps.findIndex((s) => s.status === 1)
  const firstPending = steps.findIndex((s) => s.status === 0)
  const active = firstActive !== -1 ? firstActive : firstPending
  return (
    <Stepper
      active={active === -1 ? steps.length : active}
      orientation={narrow ? 'vertical' : orientation}
      allowNextStepsSelect={false}
      size="sm"
      role="list"
      aria-label={label ?? t`步骤`}
    >
      {steps.map((s, i) => (
        <Stepper.Step
          key={i}
          icon={s.status === 2 && i > active && active !== -1 ? <CheckIcon size={12} /> : undefined}
          allowStepSelect={false}
          role="listitem"
          aria-current={s.status === 1 ? 'step' : undefined}
          label={
            <>
              {node(s.title)}
              <VisuallyHidden>
                <StatusText status={s.status} />
              </VisuallyHidden>
            </>
          }
          description={s.description ? node(s.description) : undefined}
        />
      ))}
    </Stepper>
  )
}
