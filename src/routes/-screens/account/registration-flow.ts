import { createContext, use } from 'react'
import type { RegistrationActor } from '@/app/actors/account/registration'

/** The registration flow the layout runs for its three steps, so it lives on from one step to the next. */
export const RegistrationFlowContext = createContext<RegistrationActor | null>(null)

export function useRegistrationFlow(): RegistrationActor {
  const flow = use(RegistrationFlowContext)
  if (!flow) throw new Error('the registration steps render inside the registration layout')
  return flow
}
