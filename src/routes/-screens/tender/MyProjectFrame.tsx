import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RecordDetailFrame, type DetailActor } from '@/routes/-components/RecordDetailFrame'

/** One of my projects read on its flow (loading, failed, not found), with the way back to 我的项目. */
export function MyProjectFrame<T>({ detail, children }: { detail: DetailActor<T>; children: (record: T, back: ReactNode) => ReactNode }) {
  const navigate = useNavigate()
  return (
    <RecordDetailFrame detail={detail} subject="project" onBack={() => navigate({ to: '/personal/myProject', search: { curr: 1, size: 10 } })} backLabel={<Trans>返回我的项目</Trans>}>
      {children}
    </RecordDetailFrame>
  )
}
