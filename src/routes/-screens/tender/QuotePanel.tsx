import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { quoteLogic } from '@/app/actors/tender/my-projects'
import { useShellFlow } from '@/app/use-flow'
import { formatYuan } from '@/domain/money'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { formatDateTime } from '@/ui/format/date'
import { PageLoader } from '@/ui/pages/PageLoader'

/** The quotation of one signed-up package of an online inquiry, on the quote flow. */
export function QuotePanel({ projectId, packageId, packageName, closesIn }: { projectId: string; packageId: string; packageName: string; closesIn: number }) {
  const { t, i18n } = useLingui()
  const quote = useShellFlow(quoteLogic, { input: { projectId, packageId, closesIn } })
  const saved = useSelector(quote, (s) => s.context.saved)
  const draft = useSelector(quote, (s) => s.context.draft)
  const draftError = useSelector(quote, (s) => s.context.draftError)
  const error = useSelector(quote, (s) => s.context.error)
  const loading = useSelector(quote, (s) => s.hasTag('loading'))
  const loadFailed = useSelector(quote, (s) => s.hasTag('failed'))
  const showingSaved = useSelector(quote, (s) => s.hasTag('saved'))
  const closed = useSelector(quote, (s) => s.hasTag('closed'))
  const quoting = useSelector(quote, (s) => s.hasTag('quoting'))
  const submitting = useSelector(quote, (s) => s.hasTag('submitting'))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    quote.send({ type: 'quote.submit' })
  }

  const last = saved ? (
    <Text size="sm" aria-label={t`${packageName} 最近一次报价`}>
      <Trans>最近一次报价：</Trans>
      <Text span fw={600}>
        ¥{formatYuan(saved.amount)}
      </Text>
      {saved.quotedAt ? (
        <Text span c="dimmed" size="xs" ml="xs">
          {formatDateTime(saved.quotedAt)}
        </Text>
      ) : null}
    </Text>
  ) : null

  return (
    <Stack gap="xs" component="section" aria-label={t`${packageName} 报价`}>
      <Text fw={500}>{packageName}</Text>
      {loading ? <PageLoader /> : null}
      {loadFailed ? (
        <Alert color="red" role="alert" title={<Trans>报价加载失败</Trans>}>
          {error ? i18n._(error) : null}
          <Button size="xs" variant="light" ml="sm" onClick={() => quote.send({ type: 'quote.retry' })}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : null}
      {showingSaved ? (
        <Group>
          {last}
          <Button size="xs" variant="light" onClick={() => quote.send({ type: 'quote.edit' })}>
            <Trans>修改报价</Trans>
          </Button>
        </Group>
      ) : null}
      {closed ? (
        <Stack gap={4}>
          {last ?? (
            <Text size="sm">
              <Trans>未报价</Trans>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <Trans>报价已截止</Trans>
          </Text>
        </Stack>
      ) : null}
      {quoting ? (
        <form onSubmit={submit} aria-label={t`${packageName} 报价表单`}>
          <Stack gap="xs">
            {last}
            <ErrorAlert error={error} />
            <Group align="flex-start">
              <TextInput
                label={t`报价金额（元）`}
                value={draft}
                onChange={(e) => quote.send({ type: 'quote.change', amount: e.currentTarget.value })}
                error={draftError ? i18n._(draftError) : undefined}
                inputMode="decimal"
                w={240}
                description={draftError === null && draft.trim() !== '' && Number.isFinite(Number(draft)) ? `¥${formatYuan(Number(draft))}` : undefined}
              />
              <Group gap="xs" mt={24}>
                <Button type="submit" loading={submitting}>
                  <Trans>提交报价</Trans>
                </Button>
                {saved ? (
                  <Button variant="default" onClick={() => quote.send({ type: 'quote.cancel' })}>
                    <Trans>取消</Trans>
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  )
}
