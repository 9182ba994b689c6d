import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import { RESEND_SECONDS, smsCodeMachine } from './smsCode.machine'

const tooSoon = Object.assign(new Error('400'), { userMessage: { id: 'too-soon', message: '获取验证码过于频繁，请40秒后再试' } })

describe('smsCode machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: smsCodeMachine,
      inputs: [{ purpose: 'register' }, { purpose: 'forgetPwd' }],
      events: [{ type: 'sms.send', mobile: '13912345678' }, done('sendCode', null), failed('sendCode', tooSoon)],
      context: (c) => ({ left: c.secondsLeft, mobile: c.mobile, sentTo: c.sentTo, error: c.error?.message ?? null }),
      simplePaths: false,
      initial: () => 'idle',
      // Decision 037: one request at a time; once sent, 60 s on the clock before another.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'sms.send':
            return from.matches('idle') ? 'sending' : 'unchanged'
          case 'xstate.done.actor.sendCode':
            return 'counting'
          case 'xstate.error.actor.sendCode':
            return 'idle'
          case 'xstate.after.1000.smsCode.counting':
            return from.context.secondsLeft > 1 ? 'counting' : 'idle'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { sending: 'sending' })
        if (event.type === 'xstate.done.actor.sendCode') {
          expect(to.context.secondsLeft).toBe(RESEND_SECONDS)
          expect(to.context.sentTo).toBe(from.context.mobile)
        }
        // A refused request sends nothing: where the last code went stays as it was.
        if (event.type === 'xstate.error.actor.sendCode') expect(to.context.sentTo).toBe(from.context.sentTo)
        if (event.type === 'xstate.after.1000.smsCode.counting') expect(to.context.secondsLeft).toBe(from.context.secondsLeft - 1)
        if (event.type === 'xstate.error.actor.sendCode') expect(to.context.error?.message).toBe('获取验证码过于频繁，请40秒后再试')
        if (event.type === 'sms.send' && from.matches('idle')) expect(to.context.error).toBeNull()
      },
      invariant: {
        idle: (s) => expect(s.context.secondsLeft).toBe(0),
        sending: (s) => expect(s.context.mobile).toBe('13912345678'),
        counting: (s) => {
          expect(s.context.secondsLeft).toBeGreaterThanOrEqual(1)
          expect(s.context.secondsLeft).toBeLessThanOrEqual(RESEND_SECONDS)
        },
      },
    })
  })
})

describe('smsCode machine behaviour', () => {
  it('asks for the code with its purpose, then offers another after 60 s of the injected clock', async () => {
    const clock = createManualClock(0)
    const sent: Array<{ mobile: string; purpose: string }> = []
    const actor = createActor(
      smsCodeMachine.provide({
        actors: {
          sendCode: fromPromise<unknown, { mobile: string; purpose: 'register' | 'forgetPwd' | 'changePhone' | 'changeEmail' }>(async ({ input }) => {
            sent.push(input)
            return null
          }),
        },
      }),
      { input: { purpose: 'forgetPwd' }, clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never } },
    ).start()
    actor.send({ type: 'sms.send', mobile: '13912345678' })
    await settle()
    expect(sent).toEqual([{ mobile: '13912345678', purpose: 'forgetPwd' }])
    expect(actor.getSnapshot().context.secondsLeft).toBe(60)
    clock.advance(59_000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    actor.send({ type: 'sms.send', mobile: '13912345678' })
    expect(sent).toHaveLength(1)
    clock.advance(1000)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'sms.send', mobile: '13912345678' })
    await settle()
    expect(sent).toHaveLength(2)
  })
})
