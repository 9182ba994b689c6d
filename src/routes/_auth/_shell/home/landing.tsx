import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_auth/_shell/home/')({
  beforeLoad: () => {
    throw redirect({ to: '/home/homePage' })
  },
})
