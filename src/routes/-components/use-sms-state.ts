import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { smsCodeMachine } from '@/machines/account/smsCode.machine'
import type { SmsState } from '@/ui/account/PersonalStep'

type SmsRef = ActorRefFrom<typeof smsCodeMachine>
const noSms: SmsState = { sending: false, secondsLeft: 0, sentTo: null, error: null }

const same = (a: SmsState, b: SmsState) => a.sending === b.sending && a.secondsLeft === b.secondsLeft && a.sentTo === b.sentTo && a.error === b.error

/** The SMS code button's state: the `sms` child that registration and recovery both run (decision 037). */
export function useSmsState(flow: AnyActorRef): SmsState {
  const sms = useSelector(flow, (s) => s.children.sms as SmsRef | undefined)
  return useSelector(
    sms,
    (s) => (s ? { sending: s.hasTag('sending'), secondsLeft: s.context.secondsLeft, sentTo: s.context.sentTo, error: s.context.error } : noSms),
    same,
  )
}
