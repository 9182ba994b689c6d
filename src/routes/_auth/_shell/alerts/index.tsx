import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Alert, Button, Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { messageListLogic } from '@/app/actors/messages'
import { useShellFlow } from '@/app/use-flow'
import { pageSearch } from '@/routes/-components/search'
import { useListQuery } from '@/routes/-components/use-list-query'
import { MessageTable } from '@/ui/messages/MessageTable'
import { PageLoader } from '@/ui/pages/PageLoader'

export const Route = createFileRoute('/_auth/_shell/alerts/index')({
  // The page lives in the URL so a list view can be shared and survives reload.
  validateSearch: pageSearch,
  component: AlertsPage,
})

function AlertsPage() {
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(messageListLogic, { input: { query: search } })
  const state = useSelector(list, (s) => s)

  useListQuery(list, search)

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>我的消息</Trans>
      </Title>
      {state.matches('failed') ? (
        <Alert color="red" role="alert" title={<Trans>消息加载失败</Trans>}>
          {state.context.error ? i18n._(state.context.error) : null}
          <Button mt="sm" size="xs" variant="light" onClick={() => list.send({ type: 'list.refresh' })}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : page ? (
        <MessageTable
          records={page.records}
          total={page.total}
          page={search.curr}
          size={search.size}
          onPage={(next) => navigate({ search: { ...search, curr: next } })}
          onSize={(nextSize) => navigate({ search: { curr: 1, size: nextSize } })}
          onOpen={(id) => navigate({ to: '/alerts/template', search: { id } })}
        />
      ) : (
        <PageLoader />
      )}
    </Stack>
  )
}
