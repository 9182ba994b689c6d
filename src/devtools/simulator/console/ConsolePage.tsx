import { Trans, useLingui } from '@lingui/react/macro'
import { Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'

import { ConsoleTabs, type ConsoleTab } from './ConsoleTabs'
import type { ConsoleApi } from './console-api'

export interface ConsolePageProps {
  api: ConsoleApi
  /** The shared simulator's address, so a trainer sees which one the class is on. */
  server: string
  language: 'zh' | 'en'
  onLanguage: (language: 'zh' | 'en') => void
}

/** The console as a page of its own, for the shared simulator a whole class uses. */
export function ConsolePage({ api, server, language, onLanguage }: ConsolePageProps) {
  const { t } = useLingui()
  const [tab, setTab] = useState<ConsoleTab>('scenarios')
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h3">
              <Trans>模拟器控制台</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>共享模拟器：{server}</Trans>
            </Text>
          </div>
          <SegmentedControl
            aria-label={t`界面语言`}
            size="xs"
            value={language}
            onChange={(value) => onLanguage(value === 'en' ? 'en' : 'zh')}
            data={[
              { value: 'zh', label: '中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Group>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <ConsoleTabs api={api} tab={tab} onTab={setTab} />
        </Paper>
      </Stack>
    </Container>
  )
}
