import { Trans } from '@lingui/react/macro'
import { Alert, Button, Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { waitFor } from 'xstate'
import { messagePage } from '@/services/bid-crm'
import { isApiError } from '@/services/error-catalogue'
import { MessageTable } from '@/ui/messages/MessageTable'
import { PAGE_SIZES } from '@/ui/messages/page-sizes'
import { PageLoader } from '@/ui/pages/PageLoader'

type Search = { curr: number; size: number }

export const Route = createFileRoute('/_auth/_shell/alerts/index')({
  // The page lives in the URL so a list view can be shared and survives reload.
  validateSearch: (s: Record<string, unknown>): Search => {
    const curr = Number(s.curr)
    const size = Number(s.size)
    return {
      curr: Number.isInteger(curr) && curr > 0 ? curr : 1,
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    }
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, abortController }) => {
    const { profile } = context.shell
    const ready = await waitFor(profile, (s) => s.matches('ready') || s.matches('failed'))
    const supplierId = ready.context.profile?.user.supplierId
    if (!supplierId) return { records: [], total: 0 }
    return messagePage(context.portal.http, { supplierId, curr: deps.curr, size: deps.size }, abortController.signal)
  },
  pendingComponent: PageLoader,
  errorComponent: LoadError,
  component: AlertsPage,
})

function AlertsPage() {
  const data = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <Stack>
      <Title order={3}>
        <Trans>我的消息</Trans>
      </Title>
      <MessageTable
        records={data.records}
        total={data.total}
        page={search.curr}
        size={search.size}
        onPage={(curr) => navigate({ search: { ...search, curr } })}
        onSize={(size) => navigate({ search: { curr: 1, size } })}
      />
    </Stack>
  )
}

function LoadError({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const router = useRouter()
  return (
    <Alert color="red" role="alert" title={<Trans>消息加载失败</Trans>}>
      {isApiError(error) ? i18n._(error.userMessage) : String(error)}
      <Button mt="sm" size="xs" variant="light" onClick={() => router.invalidate()}>
        <Trans>重试</Trans>
      </Button>
    </Alert>
  )
}
