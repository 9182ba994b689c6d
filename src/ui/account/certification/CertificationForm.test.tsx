import { setupI18n } from '@lingui/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '@/locales/en/screens.po'
import { renderUi } from '../../test-utils'
import { CertificationForm, type CertificationFormProps, type CertificationValues } from './CertificationForm'

/** The English catalog as the app loads it (compiled from the .po by the Lingui plugin). */
const english = () => setupI18n({ locale: 'en', messages: { en: messages } })

const values: CertificationValues = {
  name: '安徽同创机电设备有限公司',
  creditCode: '91340100MA2N0X1234',
  companyType: '',
  legalPerson: '钱进',
  registeredCapital: '800',
  establishDate: '2018-03-01',
  address: '合肥市高新区',
  businessScope: '机电设备销售',
}

function renderForm(overrides: Partial<CertificationFormProps> = {}) {
  const props: CertificationFormProps = {
    values,
    errors: {},
    error: null,
    onChange: vi.fn(),
    licences: [],
    upload: null,
    maxLicences: 5,
    onLicence: vi.fn(),
    onLicenceCancel: vi.fn(),
    onLicenceRemove: vi.fn(),
    submitting: false,
    onSubmit: vi.fn(),
    ...overrides,
  }
  renderUi(<CertificationForm {...props} />, { i18n: english() })
  return props
}

describe('CertificationForm’s company types', () => {
  it('names each type in English while the value stays the regulator’s Chinese name', () => {
    renderForm()
    const select = screen.getByRole('combobox', { name: /^Company type/ })
    expect(within(select).getByRole('option', { name: 'Limited liability company' })).toHaveValue('有限责任公司')
    expect(within(select).getByRole('option', { name: 'Partnership' })).toHaveValue('合伙企业')
    expect(within(select).getByRole('option', { name: 'Foreign-invested enterprise' })).toHaveValue('外商投资企业')
    // No option is left in Chinese for an English reader.
    for (const option of within(select).getAllByRole('option')) expect(option.textContent).not.toMatch(/\p{Script=Han}/u)
  })

  it('keeps a type the list does not know as the server named it, selected', () => {
    renderForm({ values: { ...values, companyType: '农民专业合作社' } })
    const select = screen.getByRole('combobox', { name: /^Company type/ })
    expect(within(select).getByRole('option', { name: '农民专业合作社' })).toHaveValue('农民专业合作社')
    expect(select).toHaveValue('农民专业合作社')
  })
})

describe('CertificationForm’s date of establishment', () => {
  it('is written yyyy-MM-dd in English too, and a typed day goes out in that form', async () => {
    const props = renderForm({ values: { ...values, establishDate: '' } })
    const field = screen.getByRole('textbox', { name: /^Date of establishment/ })
    expect(field).toHaveAttribute('placeholder', 'yyyy-mm-dd')
    await userEvent.type(field, '2018-03-01')
    expect(props.onChange).toHaveBeenLastCalledWith('establishDate', '2018-03-01')
  })

  it('shows a saved day as the portal writes dates', () => {
    renderForm()
    expect(screen.getByRole('textbox', { name: /^Date of establishment/ })).toHaveValue('2018-03-01')
  })
})

describe('CertificationForm’s licence pictures', () => {
  it('refuses a picture over 2 MB naming it a licence, not an avatar', async () => {
    const props: CertificationFormProps = {
      values, errors: {}, error: null, onChange: vi.fn(), licences: [], upload: null, maxLicences: 5, onLicence: vi.fn(), onLicenceCancel: vi.fn(),
      onLicenceRemove: vi.fn(), submitting: false, onSubmit: vi.fn(),
    }
    renderUi(<CertificationForm {...props} />)
    await userEvent.upload(screen.getByLabelText('上传营业执照图片', { selector: 'input' }), new File([new Uint8Array(2 * 1024 * 1024 + 1)], '营业执照.png', { type: 'image/png' }))
    expect(screen.getByRole('alert')).toHaveTextContent('上传营业执照图片大小不能超过 2MB!')
    expect(props.onLicence).not.toHaveBeenCalled()
  })
})
