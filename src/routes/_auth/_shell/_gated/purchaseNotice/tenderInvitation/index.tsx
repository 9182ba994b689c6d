import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { invitationListLogic, invitationReplyLogic } from '@/app/actors/invitations'
import { useShellFlow } from '@/app/use-flow'
import { InvitationReplyDialogs } from '@/routes/-components/InvitationReplyDialogs'
import { InvitationTable } from '@/routes/-components/InvitationTable'
import { pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useListQuery } from '@/routes/-components/use-list-query'

export type TenderInvitationSearch = { curr: number; size: number; projectName?: string | undefined }

/** Spec 001 §2: the invited tenders (邀请招标) the supplier received, answered here (decision 020). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/tenderInvitation/index')({
  validateSearch: (s: SearchInput<TenderInvitationSearch>): TenderInvitationSearch => {
    const projectName = typeof s.projectName === 'string' && s.projectName.trim() ? s.projectName.trim() : undefined
    return { ...pageSearch(s), ...(projectName ? { projectName } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: TenderInvitations,
})

function TenderInvitations() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const reply = useShellFlow(invitationReplyLogic)
  const list = useShellFlow((deps) => invitationListLogic({ ...deps, replies: reply }), { input: { query: search } })
  const state = useSelector(list, (s) => s)
  const [name, setName] = useState(search.projectName ?? '')
  useListQuery(list, search)
  const { size } = search

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    void navigate({ search: { curr: 1, size, ...(trimmed ? { projectName: trimmed } : {}) } })
  }

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>投标邀请</Trans>
      </Title>
      <form onSubmit={submit} role="search" aria-label={t`查询投标邀请`}>
        <Group align="flex-end">
          <TextInput label={t`项目名称`} placeholder={t`请输入项目名称或编号`} value={name} onChange={(e) => setName(e.currentTarget.value)} w={280} />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          {search.projectName ? (
            <Button
              variant="default"
              onClick={() => {
                setName('')
                void navigate({ search: { curr: 1, size } })
              }}
            >
              <Trans>重置</Trans>
            </Button>
          ) : null}
        </Group>
      </form>
      <InvitationTable
        label={t`投标邀请列表`}
        variant="tenders"
        rows={page?.records ?? []}
        total={page?.total ?? 0}
        page={search.curr}
        size={search.size}
        onPage={(next) => navigate({ search: { ...search, curr: next } })}
        onSize={(nextSize) => navigate({ search: { ...search, curr: 1, size: nextSize } })}
        loading={state.matches('loading')}
        error={state.matches('failed') && state.context.error ? i18n._(state.context.error) : null}
        onRetry={() => list.send({ type: 'list.refresh' })}
        emptyTitle={search.projectName ? t`没有符合条件的投标邀请` : t`暂无投标邀请`}
        reply={reply}
      />
      <InvitationReplyDialogs reply={reply} />
    </Stack>
  )
}
