import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'

export type ErrorPageCode = 403 | 404 | 500

export interface ErrorPageProps {
  code: ErrorPageCode
  onHome: () => void
}

function Explanation({ code }: { code: ErrorPageCode }) {
  switch (code) {
    case 403:
      return <Trans>抱歉，您无权访问该页面</Trans>
    case 404:
      return <Trans>抱歉，您访问的页面不存在</Trans>
    case 500:
      return <Trans>抱歉，服务器出错了，请稍后再试</Trans>
  }
}

/** The /403, /404 and /500 pages. */
export function ErrorPage({ code, onHome }: ErrorPageProps) {
  const explanationId = useId()
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md">
        <Title order={1} fz={72} c="dimmed" aria-describedby={explanationId}>
          {code}
        </Title>
        <Text size="lg" id={explanationId}>
          <Explanation code={code} />
        </Text>
        <Button onClick={onHome}>
          <Trans>返回首页</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
