import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { EmptyState } from '@/ui/pages/EmptyState'

export function NotOpenScreen() {
  const navigate = useNavigate()
  return (
    <EmptyState
      title={<Trans>该栏目暂未开放</Trans>}
      description={<Trans>该栏目正在建设中，敬请期待。如需帮助，请拨打页面底部的服务热线。</Trans>}
      action={
        <Button variant="light" onClick={() => void navigate({ to: '/' })}>
          <Trans>返回首页</Trans>
        </Button>
      }
    />
  )
}
