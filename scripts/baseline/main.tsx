/**
 * The stack's own cost for a sign-in page, with no portal code: React, Mantine's provider and the
 * components the real sign-in screen uses, TanStack Router with one route, one xstate machine that
 * invokes a fetch through ofetch, and Lingui. `npm run bench` builds it beside the app, so the
 * /login budget can be read as "stack floor + the portal's own share" (decision 008).
 */
import '@mantine/core/styles.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Alert, Anchor, Button, Center, Group, Image, Loader, MantineProvider, Notification, Paper, PasswordInput, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ofetch } from 'ofetch'
import { createRoot } from 'react-dom/client'
import { assign, createActor, createMachine, fromPromise } from 'xstate'

const signIn = createMachine({
  initial: 'idle',
  context: { tries: 0 },
  states: {
    idle: { on: { submit: { target: 'sending', actions: assign({ tries: ({ context }) => context.tries + 1 }) } } },
    sending: { invoke: { src: fromPromise(() => ofetch('/api/blade-auth/oauth/token', { method: 'POST' })), onDone: 'idle', onError: 'idle' } },
  },
})
const actor = createActor(signIn).start()
i18n.loadAndActivate({ locale: 'zh', messages: {} })

function Login() {
  const tries = useSelector(actor, (s) => s.context.tries)
  const sending = useSelector(actor, (s) => s.matches('sending'))
  return (
    <Center mih="100vh">
      <Paper p="lg" withBorder>
        <Stack>
          <Group>
            <Image src="/logo.png" alt="" w={32} />
            <Title order={2}>登录</Title>
          </Group>
          {tries > 1 ? <Alert color="red">用户名或密码错误</Alert> : null}
          <TextInput label="用户名" />
          <PasswordInput label="密码" />
          <Group>
            <TextInput label="验证码" />
            <UnstyledButton aria-label="换一张">{sending ? <Loader size="xs" /> : <canvas width={112} height={31} />}</UnstyledButton>
          </Group>
          <Button loading={sending} onClick={() => actor.send({ type: 'submit' })}>
            登录
          </Button>
          <Text size="sm">
            <Anchor href="/">返回官网</Anchor>
          </Text>
          {tries > 2 ? <Notification onClose={() => {}}>网络异常</Notification> : null}
        </Stack>
      </Paper>
    </Center>
  )
}

const root = createRootRoute({ component: Outlet })
const login = createRoute({ getParentRoute: () => root, path: '/login', component: Login })
const router = createRouter({ routeTree: root.addChildren([login]) })

createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  </I18nProvider>,
)
