import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { RejectedDialog } from '@/ui/review/RejectedDialog'
import { useShell } from './use-shell'

/**
 * The rejection dialog of spec 000 §4, open while the review gate asks what to do. The gate's
 * other announcements (under review, cancelled, failed) are toasts raised where it is bound.
 */
export function ReviewGateFeedback() {
  const navigate = useNavigate()
  const { gate } = useShell()
  const asking = useSelector(gate, (s) => s.hasTag('asking'))
  const remark = useSelector(gate, (s) => s.context.auditRemark ?? '')

  return (
    <RejectedDialog
      opened={asking}
      reason={remark}
      onEdit={() => {
        gate.send({ type: 'user.edit' })
        void navigate({ to: '/personal/setInformation/enterpriseCertification' })
      }}
      onCancel={() => gate.send({ type: 'user.cancel' })}
    />
  )
}
