import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * What a list's address may carry, every key optional and of any type: the menu and other screens
 * link to the plain address, and `validateSearch` fills in the defaults. (`SearchSchemaInput` tells
 * the router that links need only this, not the validated shape.)
 */
export type SearchInput<T> = { [K in keyof T]?: unknown } & SearchSchemaInput
