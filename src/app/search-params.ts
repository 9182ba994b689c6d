import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * The back end's ids are snowflakes (19 digits), beyond what a JS number holds exactly. The router's
 * default reading of `?id=1860000000000000123` is JSON.parse, which would round it to another id;
 * digit strings too long for a number stay strings, both when read and when written.
 */
const unsafeDigits = (value: string) => /^-?\d+$/.test(value) && !Number.isSafeInteger(Number(value))

function parseValue(value: string): unknown {
  return unsafeDigits(value) ? value : JSON.parse(value)
}

function stringifyValue(value: unknown): string {
  return typeof value === 'string' && unsafeDigits(value) ? value : JSON.stringify(value)
}

export const parseSearch = parseSearchWith(parseValue)
export const stringifySearch = stringifySearchWith(stringifyValue, parseValue)
