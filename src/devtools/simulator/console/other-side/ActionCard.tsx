import { Card, Stack, Text, Title } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'

interface Props {
  title: string
  description?: ReactNode
  onSubmit: () => void
  children: ReactNode
}

/** One thing the other side does: a titled form that submits on Enter as well as by its button. */
export function ActionCard({ title, description, onSubmit, children }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <div>
            <Title order={3} size="h6">
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </form>
    </Card>
  )
}
