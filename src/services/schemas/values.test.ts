import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fenSchema, fenOr, yuanSchema } from './money'
import { pageOf, rowsListOf, unreadableRows } from './envelope'
import { dateTime, dateTimeOrNull, decimal, display, flag, flagOr, id, idList, listOf, long, longOr, ref, serverDateTimeText } from './values'

/*
 * Every form a BladeX back end is known to send for each scalar, generated, and the one value that
 * must come out (decision 050).
 */

const parse = <S extends v.GenericSchema>(schema: S, input: unknown) => v.parse(schema, input) as v.InferOutput<S>
const fails = (schema: v.GenericSchema, input: unknown) => !v.safeParse(schema, input).success
const absentForms = fc.constantFrom<unknown>(undefined, null, '', '  ', {}, -1, '-1')
const within = <S extends v.GenericSchema>(schema: S, input: unknown) => parse(v.object({ value: schema }), input === undefined ? {} : { value: input }).value

describe('Longs: ids, counts, sizes, page numbers', () => {
  it('reads a number or its digits (with spaces around) as the same number', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('', ' ', '\t'), (n, pad) => {
        expect(parse(long(), n)).toBe(n)
        expect(parse(long(), `${pad}${n}${pad}`)).toBe(n)
      }),
    )
  })

  it('refuses what is not a whole number, naming the value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noInteger: true, noNaN: true }),
          fc.string().filter((s) => !/^\s*-?\d+\s*$/.test(s)),
          fc.boolean(),
          fc.constant(null),
        ),
        (value) => {
          const result = v.safeParse(long(), value)
          expect(result.success).toBe(false)
          if (!result.success) expect(result.issues[0].message).toContain('Invalid whole number')
        },
      ),
    )
  })

  it('an optional one reads every absent form as its fallback, and a value in any form', () => {
    fc.assert(
      fc.property(absentForms, (absent) => {
        expect(within(longOr(null), absent)).toBeNull()
        expect(within(longOr(0), absent)).toBe(0)
      }),
    )
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(within(longOr(null), String(n))).toBe(n)
      }),
    )
  })

  it('ids stay text whether they come as numbers or text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }), (n) => {
        expect(parse(id(), n.toString())).toBe(n.toString())
        expect(parse(ref(), n.toString())).toBe(n.toString())
      }),
    )
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parse(id(), n)).toBe(String(n))
      }),
    )
    expect(fails(id(), '')).toBe(true)
    expect(fails(id(), null)).toBe(true)
    expect(parse(ref(), '')).toBe('')
  })
})

describe('money: BigDecimal as a number or decimal text, out as whole fen', () => {
  const fenAmount = fc.integer({ min: -(10 ** 13), max: 10 ** 13 })
  const decimalText = (fen: number, scale: number) => {
    const sign = fen < 0 ? '-' : ''
    const abs = Math.abs(fen)
    const whole = Math.trunc(abs / 100)
    const cents = String(abs % 100).padStart(2, '0')
    return scale === 0 && abs % 100 === 0 ? `${sign}${whole}` : `${sign}${whole}.${cents}${'0'.repeat(Math.max(0, scale - 2))}`
  }

  it('reads every scale a BigDecimal prints with, and the JSON number, as the same fen', () => {
    fc.assert(
      fc.property(fenAmount, fc.constantFrom(0, 2, 4), (fen, scale) => {
        expect(parse(fenSchema, decimalText(fen, scale))).toBe(fen)
        expect(parse(fenSchema, Number(decimalText(fen, 2)))).toBe(fen)
      }),
    )
  })

  it('adds exactly: "0.10" and "0.20" are 30 fen, never 30.000000000000004', () => {
    expect(parse(fenSchema, '0.10') + parse(fenSchema, '0.20')).toBe(30)
    fc.assert(
      fc.property(fc.array(fenAmount, { maxLength: 20 }), (amounts) => {
        const sum = amounts.reduce((total, fen) => total + parse(fenSchema, decimalText(fen, 2)), 0)
        expect(sum).toBe(amounts.reduce((a, b) => a + b, 0))
      }),
    )
  })

  it('yuan for the tender screens is read through fen: "1280000.00" is 1280000', () => {
    expect(parse(yuanSchema, '1280000.00')).toBe(1_280_000)
    expect(parse(yuanSchema, 1280000.1)).toBe(1_280_000.1)
  })

  it('an optional amount reads every absent form as its fallback; text that is not money fails', () => {
    fc.assert(
      fc.property(absentForms, (absent) => {
        expect(within(fenOr(null), absent)).toBeNull()
      }),
    )
    expect(fails(fenSchema, 'abc')).toBe(true)
    expect(fails(fenSchema, '1.234')).toBe(true)
  })
})

describe('codes and yes/no', () => {
  it('reads true/false, 1/0, "1"/"0", "true"/"false" as the same yes/no', () => {
    for (const yes of [true, 1, '1', 'true']) expect(parse(flag(), yes)).toBe(true)
    for (const no of [false, 0, '0', 'false']) expect(parse(flag(), no)).toBe(false)
    fc.assert(
      fc.property(
        fc.string().filter((s) => !['1', '0', 'true', 'false', 'TRUE', 'FALSE', 'True', 'False', 'Y', 'N', 'y', 'n'].includes(s)),
        (s) => {
          expect(fails(flag(), s)).toBe(true)
        },
      ),
    )
  })

  it('an optional yes/no reads every absent form as its fallback', () => {
    fc.assert(
      fc.property(absentForms, (absent) => {
        expect(within(flagOr(false), absent)).toBe(false)
      }),
    )
  })

  it('a measure reads a number or its decimal text', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((n) => !Object.is(n, -0)),
        (n) => {
          expect(parse(decimal(), String(n))).toBe(n)
        },
      ),
    )
  })
})

describe('date-times', () => {
  const moments = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => ms - (ms % 1000))

  it('reads BladeX text, with T, with milliseconds, with an offset, and epoch ms in either form, as the same server time', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 0, max: 999 }), (epoch, ms) => {
        const text = serverDateTimeText(epoch)
        const forms = [
          text,
          text.replace(' ', 'T'),
          `${text}.${String(ms).padStart(3, '0')}`,
          epoch,
          String(epoch),
          new Date(epoch).toISOString(),
          `${text.replace(' ', 'T')}+08:00`,
        ]
        for (const form of forms) expect(parse(dateTime(), form)).toBe(text)
      }),
    )
  })

  it('writes Beijing time whatever the PC is set to', () => {
    expect(serverDateTimeText(Date.UTC(2026, 0, 1, 16, 30, 0))).toBe('2026-01-02 00:30:00')
  })

  it('an optional one is null when absent or unreadable; a required one names the value', () => {
    fc.assert(
      fc.property(absentForms, (absent) => {
        expect(within(dateTimeOrNull(), absent)).toBeNull()
      }),
    )
    expect(within(dateTimeOrNull(), 'soon')).toBeNull()
    const result = v.safeParse(dateTime(), 'soon')
    expect(result.success).toBe(false)
    if (!result.success) expect(result.issues[0].message).toBe('Invalid date-time: "soon"')
  })
})

describe('text and containers', () => {
  it('text for people never fails: numbers become text, anything else the fallback', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const out = within(display(null), value)
        expect(out === null || typeof out === 'string').toBe(true)
      }),
    )
    expect(parse(display(''), 37)).toBe('37')
    expect(within(display(''), null)).toBe('')
  })

  it('lists and id lists read every absent form as empty', () => {
    fc.assert(
      fc.property(fc.constantFrom<unknown>(undefined, null, '', {}), (absent) => {
        expect(within(listOf(long()), absent)).toEqual([])
        expect(within(idList(), absent)).toEqual([])
      }),
    )
    expect(parse(idList(), '1, 2,3')).toEqual(['1', '2', '3'])
    expect(parse(idList(), [1, '2'])).toEqual(['1', '2'])
  })
})

describe('pages and lists', () => {
  const row = v.object({ id: id(), budget: fenSchema })

  it('reads counts as numbers or digits, and fills what was left out', () => {
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.integer({ min: 1, max: 100 }), fc.boolean(), (total, size, asText) => {
        const write = (n: number) => (asText ? String(n) : n)
        const page = parse(pageOf(row), {
          records: [{ id: 1, budget: '2.50' }],
          total: write(total),
          size: write(size),
          current: write(1),
          pages: write(Math.ceil(total / size)),
        })
        expect(page).toMatchObject({
          records: [{ id: '1', budget: 250 }],
          total,
          size,
          current: 1,
          pages: Math.ceil(total / size),
        })
      }),
    )
    expect(parse(pageOf(row), { records: null })).toMatchObject({
      records: [],
      total: 0,
      current: 1,
      pages: 0,
    })
  })

  it('keeps the rows that fit and counts the one that does not, with its field and value', () => {
    const page = parse(pageOf(row), {
      records: [
        { id: '1', budget: '1.00' },
        { id: '2', budget: 'abc' },
        { id: '3', budget: 3 },
      ],
      total: '3',
      size: '10',
      current: '1',
      pages: '1',
    })
    expect(page.records.map((r) => r.id)).toEqual(['1', '3'])
    expect(page.unreadable).toEqual([
      {
        index: 1,
        issue: expect.stringMatching(/^budget: Invalid amount: "abc"/) as string,
      },
    ])
    expect(unreadableRows.get(page.records)).toEqual(page.unreadable)
  })

  it('a plain list does the same, and reads null as empty', () => {
    const rows = parse(rowsListOf(row), [
      { id: '1', budget: 1 },
      { id: '', budget: 1 },
    ])
    expect(rows).toEqual([{ id: '1', budget: 100 }])
    expect(unreadableRows.get(rows)).toEqual([{ index: 1, issue: 'id: Invalid id: ""' }])
    expect(parse(rowsListOf(row), null)).toEqual([])
  })
})
