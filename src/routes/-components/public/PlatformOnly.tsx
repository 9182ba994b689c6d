import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EmptyState } from '@/ui/pages/EmptyState'
import { PageLoader } from '@/ui/pages/PageLoader'
import { useSite } from './use-site'

/**
 * Agency sign-up belongs to the platform's own site only (spec 000 §1, §2.3): a tenant's site says
 * so and leads home instead. Nothing shows until the address's tenant is known.
 */
export function PlatformOnly({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { settled, platform } = useSite()
  if (!settled) return <PageLoader />
  if (platform) return <>{children}</>
  return (
    <EmptyState
      title={<Trans>本站点不受理代理机构入驻</Trans>}
      description={<Trans>代理机构入驻请通过电子招投标平台官网办理。</Trans>}
      action={
        <Button variant="light" onClick={() => void navigate({ to: '/' })}>
          <Trans>返回首页</Trans>
        </Button>
      }
    />
  )
}
