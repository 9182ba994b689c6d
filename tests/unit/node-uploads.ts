import { File as NodeFile } from 'node:buffer'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'

/**
 * vitest's jsdom bridge hands msw a jsdom FormData re-made as Node's, dropping file names and
 * Node files (see src/services/http-upload.test.ts); in these tests the client builds its form with
 * Node's FormData and sends Node files, as a browser sends its own.
 */
export function uploadWithNodeForms() {
  let NodeFormData: typeof FormData
  beforeAll(async () => {
    NodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData
  })
  beforeEach(() => vi.stubGlobal('FormData', NodeFormData))
  afterEach(() => vi.unstubAllGlobals())
}

/** A file the client can send under `uploadWithNodeForms`. */
export const nodeFile = (text: string, name: string, type: string) => new NodeFile([text], name, { type }) as unknown as File

/**
 * Clicks a form's submit button once it is enabled: a form shows its file's name from the upload's
 * start and holds its submit until the upload's end, so a click on seeing the name can do nothing.
 */
export async function submitOnceUploaded(button: HTMLElement) {
  await vi.waitFor(() => expect(button).toBeEnabled())
  await userEvent.click(button)
}
