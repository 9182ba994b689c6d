import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { Captcha } from '@/services/schemas/blade-auth'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { describeError } from '../shared/describe-error'
import { captchaMachine, type Event } from './captcha.machine'
import { until } from '../../../tests/support/settle'

const first: Captcha = { key: 'k1', image: 'data:image/png;base64,AAAA' }
const unavailable = Object.assign(new Error('503'), { userMessage: { id: 'captcha-down', message: '验证码服务不可用' } })

describe('captcha machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: captchaMachine,
      inputs: [undefined],
      events: [done('loadCaptcha', first), failed('loadCaptcha', unavailable), { type: 'captcha.refresh' }, { type: 'captcha.spent' }],
      context: (context) => ({ key: context.captcha?.key ?? null, error: context.error?.id ?? null }),
      // A captcha is single-use: asking for a new one, or spending it on a failed sign-in, loads the next.
      target: ({ from, event }) => {
        if (event.type === 'captcha.refresh' || event.type === 'captcha.spent') return from.matches('loading') ? 'unchanged' : 'loading'
        if (!from.matches('loading')) return 'unchanged'
        return event.type === 'xstate.done.actor.loadCaptcha' ? 'ready' : 'failed'
      },
      invariant: (snapshot) => {
        expect(snapshot.context.captcha !== null, `captcha only when ready (${JSON.stringify(snapshot.value)})`).toBe(snapshot.matches('ready'))
        expect(snapshot.context.error !== null).toBe(snapshot.matches('failed'))
      },
      step: ({ to }) => expectTags(to, { loading: 'loading' }),
    })
  })
})

const never = fromCallback<Event>(() => {})

describe('captcha machine behaviour', () => {
  it('loads a fresh captcha on every refresh', async () => {
    let served = 0
    const actor = createActor(
      captchaMachine.provide({ actors: { loadCaptcha: fromPromise(async () => ({ key: `k${++served}` })), spentCaptchas: never } }),
    ).start()
    await until(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.captcha).toEqual({ key: 'k1' })
    actor.send({ type: 'captcha.refresh' })
    expect(actor.getSnapshot().context.captcha).toBeNull()
    await until(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.captcha).toEqual({ key: 'k2' })
  })

  it('replaces a captcha its source reports spent, without the screen asking', async () => {
    let served = 0
    let spend = () => {}
    const actor = createActor(
      captchaMachine.provide({
        actors: {
          loadCaptcha: fromPromise(async () => ({ key: `k${++served}` })),
          spentCaptchas: fromCallback<Event>(({ sendBack }) => {
            spend = () => sendBack({ type: 'captcha.spent' })
          }),
        },
      }),
    ).start()
    await until(actor, (s) => s.matches('ready'))
    spend()
    await until(actor, (s) => s.matches('ready') && s.context.captcha?.key === 'k2')
  })

  it('keeps the service message of a failure and clears it on refresh', async () => {
    const actor = createActor(
      captchaMachine.provide({
        actors: {
          loadCaptcha: fromPromise<Captcha>(async () => {
            throw unavailable
          }),
          spentCaptchas: never,
        },
      }),
    ).start()
    await until(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual(unavailable.userMessage)
    expect(actor.getSnapshot().context.error).not.toEqual(describeError(null))
    actor.send({ type: 'captcha.refresh' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
