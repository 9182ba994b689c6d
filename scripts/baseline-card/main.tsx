/**
 * The speed yardstick for /login: a bare sign-in card on Vite, React and Mantine, written the usual
 * way (`MantineProvider`, Mantine's own inputs), with no router, state machines, translations or
 * runtime config. `npm run bench` loads it cold beside the portal's /login in the same Chromium and
 * prints the portal's time to a usable sign-in button and main-thread CPU as ratios to this page
 * (decision 011). Its layout follows the portal's sign-in screen so both paint the same amount.
 */
import '@mantine/core/styles.css'
import { Anchor, Box, Button, Center, Group, MantineProvider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { createRoot } from 'react-dom/client'

function SignInCard() {
  const [values, setValues] = useState({ username: '', password: '', imgCode: '' })
  const [sent, setSent] = useState(false)
  const change = (field: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value
    setValues((prev) => ({ ...prev, [field]: value }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSent(true)
  }
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="xl" py="md" bg="white">
        <Title order={3}>供应商电子招投标平台</Title>
        <Text size="sm" c="dimmed">
          服务热线：4006 189 722
        </Text>
      </Group>
      <Center component="main" style={{ flex: 1 }} p="md">
        <Paper shadow="md" radius="md" p="xl" w={400} maw="100%" withBorder>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={2} size="h3">
                供应商电子招投标平台 供应商登录
              </Title>
              <TextInput label="用户名" name="username" autoComplete="username" value={values.username} onChange={change('username')} withAsterisk />
              <PasswordInput label="密码" name="password" autoComplete="current-password" value={values.password} onChange={change('password')} withAsterisk />
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <TextInput label="验证码" name="imgCode" autoComplete="off" value={values.imgCode} onChange={change('imgCode')} withAsterisk style={{ flex: 1 }} />
                <canvas width={112} height={36} aria-label="看不清，换一张" />
              </Group>
              <Button type="submit" loading={sent} fullWidth>
                登录
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
      <Text component="footer" ta="center" size="xs" c="dimmed" py="md">
        版权所有 © 供应商电子招投标平台 · <Anchor size="xs" href="tel:4006189722">4006 189 722</Anchor>
      </Text>
    </Box>
  )
}

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <SignInCard />
  </MantineProvider>,
)
