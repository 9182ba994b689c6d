import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor } from '@mantine/core'
import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { discardRegistrationDraft, keepRegistrationDraft, readRegistrationDraft, registrationLogic } from '@/app/actors/account/registration'
import { usePortal } from '@/app/portal-context'
import { usePortalFlow } from '@/app/use-flow'
import { useDraftStore } from '@/app/use-form-draft'
import { AccountLayout } from '@/ui/account/AccountLayout'
import { HaveAccount } from '@/ui/account/PersonalStep'
import { RegistrationSteps } from '@/ui/account/RegistrationSteps'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { RegistrationFlowContext } from '@/routes/-screens/account/registration-flow'
import { SITE_NAME } from '@/app/site-name'

/**
 * /register, /secondRegister, /thirdRegister share one registration flow (decision 037): it lives
 * as long as the supplier stays among the three, so the password typed in step 1 reaches the
 * registration sent from step 2 without ever being stored. What else was typed waits in session
 * storage, so leaving and coming back keeps it.
 */
export const Route = createFileRoute('/_registration')({
  component: RegistrationLayout,
})


function RegistrationLayout() {
  const drafts = useDraftStore()
  // Clearing the draft starts a new flow, with nothing kept (and the passwords typed again).
  const [start, setStart] = useState(0)
  return (
    <RegistrationFrame
      key={start}
      onDiscard={() => {
        discardRegistrationDraft(drafts)
        setStart((n) => n + 1)
      }}
    />
  )
}

function RegistrationFrame({ onDiscard }: { onDiscard: () => void }) {
  const portal = usePortal()
  const drafts = useDraftStore()
  const { i18n } = useLingui()
  const [restored] = useState(() => readRegistrationDraft(drafts))
  const flow = usePortalFlow(registrationLogic, { input: { restored } })
  useEffect(() => keepRegistrationDraft(flow, drafts), [flow, drafts])
  const tenant = useSelector(portal.actors.tenant, (s) => s.context.tenant)
  const step = useSelector(flow, (s) => (s.hasTag('done') ? 2 : s.hasTag('enterpriseStep') ? 1 : 0))
  return (
    <AccountLayout
      tenantName={tenant?.tenantName ?? i18n._(SITE_NAME)}
      logoUrl={tenant?.logoUrl ?? null}
      hotline={tenant?.tenantTel ?? null}
      title={<Trans>供应商注册</Trans>}
      steps={<RegistrationSteps current={step} />}
      aside={
        step < 2 ? (
          <HaveAccount>
            <Anchor component={Link} to="/login" size="sm">
              <Trans>立即登录</Trans>
            </Anchor>
          </HaveAccount>
        ) : null
      }
    >
      <RegistrationFlowContext value={flow}>
        <DraftRestoredNote restored={restored !== null && step < 2} onDiscard={onDiscard} />
        <Outlet />
      </RegistrationFlowContext>
    </AccountLayout>
  )
}
