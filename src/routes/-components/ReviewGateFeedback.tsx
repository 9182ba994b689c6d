import { msg } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { notify } from '@/app/notify'
import { RejectedDialog } from '@/ui/review/RejectedDialog'
import { useShell } from './use-shell'

/** What the review gate decided, told to the supplier (spec 000 §4). */
export function ReviewGateFeedback() {
  const navigate = useNavigate()
  const { gate } = useShell()
  const rejected = useSelector(gate, (s) => s.matches('rejected'))
  const remark = useSelector(gate, (s) => s.context.auditRemark ?? '')

  useEffect(() => {
    let previous = gate.getSnapshot().value
    const watch = gate.subscribe((s) => {
      if (s.value === previous) return
      previous = s.value
      if (s.matches('underReview')) notify(msg`审核中`, 'warning')
      if (s.matches('cancelled')) notify(msg`已取消`, 'info')
      if (s.matches('failed') && s.context.error) notify(s.context.error, 'error')
    })
    return () => watch.unsubscribe()
  }, [gate])

  return (
    <RejectedDialog
      opened={rejected}
      reason={remark}
      onEdit={() => {
        gate.send({ type: 'user.edit' })
        void navigate({ to: '/personal/setInformation/enterpriseCertification' })
      }}
      onCancel={() => gate.send({ type: 'user.cancel' })}
    />
  )
}
