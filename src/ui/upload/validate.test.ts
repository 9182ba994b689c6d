import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { WIDGET_ACCEPT as DEFAULT_ACCEPT, extensionOf } from '@/domain/upload'
import {
  acceptAttribute,
  problemMessage,
  validateFiles,
  type ChosenFile,
  type UploadProblem,
} from './validate'

const i18n = setupI18n({ locale: 'zh', messages: { zh: {} } })
const say = (p: UploadProblem | null) => (p ? i18n._(problemMessage(p)) : null)
const file = (name: string, size = 1000): ChosenFile => ({ name, size })
const MB = 1024 * 1024

describe('extensionOf', () => {
  it.each([
    ['标书.PDF', 'pdf'],
    ['a.b.docx', 'docx'],
    ['README', ''],
    ['.gitignore', ''],
    ['trailing.', ''],
  ])('%s → %s', (name, ext) => expect(extensionOf(name)).toBe(ext))
})

describe('validateFiles, default file upload (spec 000 §5)', () => {
  it('accepts doc, docx, xls, xlsx, pdf, txt, zip, rar in any case', () => {
    expect(DEFAULT_ACCEPT).toEqual(['doc', 'docx', 'xls', 'xlsx', 'pdf', 'txt', 'zip', 'rar'])
    expect(validateFiles(DEFAULT_ACCEPT.map((ext) => file(`投标文件.${ext.toUpperCase()}`)))).toBeNull()
    expect(acceptAttribute()).toBe('.doc,.docx,.xls,.xlsx,.pdf,.txt,.zip,.rar')
  })

  it('refuses another type with 上传文件只能是 {accept} 格式!', () => {
    expect(say(validateFiles([file('a.pdf'), file('setup.exe')]))).toBe(
      '上传文件只能是 doc、docx、xls、xlsx、pdf、txt、zip、rar 格式!',
    )
    expect(say(validateFiles([file('noextension')], { accept: ['hctb'] }))).toBe('上传文件只能是 hctb 格式!')
  })

  it('takes at most 10 files, counting those already held', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.pdf`))
    expect(validateFiles(eleven.slice(0, 10))).toBeNull()
    expect(say(validateFiles(eleven))).toBe('当前限制选择 10 个文件，本次选择了 11 个文件')
    expect(say(validateFiles([file('a.pdf'), file('b.pdf')], { limit: 3, existing: 2 }))).toBe(
      '当前限制选择 3 个文件，本次选择了 2 个文件',
    )
  })

  it('checks the count before the types', () => {
    expect(validateFiles([file('a.exe'), file('b.exe')], { limit: 1 })?.kind).toBe('count')
  })

  it('puts no size limit on ordinary files', () => {
    expect(validateFiles([file('big.zip', 500 * MB)])).toBeNull()
  })
})

describe('validateFiles, picture upload', () => {
  const picture = { variant: 'picture' } as const

  it('accepts png, jpg, jpeg up to 2 MB', () => {
    expect(acceptAttribute(picture)).toBe('.png,.jpg,.jpeg')
    expect(validateFiles([file('logo.PNG', 2 * MB)], picture)).toBeNull()
  })

  it('refuses other types with its own message', () => {
    expect(say(validateFiles([file('logo.gif')], picture))).toBe('上传文件只能是 png、jpg、jpeg格式!')
    expect(say(validateFiles([file('licence.pdf')], picture))).toBe('上传文件只能是 png、jpg、jpeg格式!')
  })

  it('refuses more than 2 MB', () => {
    expect(say(validateFiles([file('logo.jpg', 2 * MB + 1)], picture))).toBe('上传头像图片大小不能超过 2MB!')
  })

  it('names what the picture shows when it is too large: a licence is no avatar', () => {
    expect(say(validateFiles([file('营业执照.jpg', 2 * MB + 1)], { ...picture, subject: '营业执照' }))).toBe('上传营业执照图片大小不能超过 2MB!')
  })

  it('holds one picture unless told otherwise', () => {
    expect(validateFiles([file('a.png'), file('b.png')], picture)?.kind).toBe('count')
    expect(validateFiles([file('a.png'), file('b.png')], { ...picture, limit: 5 })).toBeNull()
  })
})
