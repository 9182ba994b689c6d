import { createFileRoute } from '@tanstack/react-router'
import { SelfCheckScreen } from '@/routes/-screens/opening/SelfCheckScreen'

/** 开标前自检 (decision 069): before an opening day, whether everything the hall needs works on this PC. */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/selfCheck')({
  component: SelfCheckScreen,
})
