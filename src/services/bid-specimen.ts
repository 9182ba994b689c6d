import type { Http } from './http'
import {
  authenticitySchema, bidProjectListSchema, guaranteePageSchema, projectSpecimenPageSchema, specimenApplicationPageSchema, specimenApplicationSchema,
} from './schemas/bid-specimen'
import { recordOrNull } from './schemas/values'

/** Specimens and electronic guarantee letters (paths designed: decision 045). */
const P = '/api/bid-project'

type PageQuery = { curr: number; size: number; supplierId: string; projectName?: string }

/** The supplier's specimen applications, newest first; `status` a SPECIMEN_STATUS. */
export const specimenApplicationPage = (http: Http, input: PageQuery & { status?: number }, signal?: AbortSignal) =>
  http.request(`${P}/specimen/querySupplierSpecimenPage`, specimenApplicationPageSchema, { method: 'POST', body: input, signal })

/** The projects and packages the supplier bid on: an application names one of them. */
export const specimenBidProjects = (http: Http, input: { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/specimen/queryBidProjects`, bidProjectListSchema, { query: input, signal })

/** What a specimen application sends; `deliveryWay` a DELIVERY_WAY, `expectedDate` yyyy-MM-dd. */
export type SpecimenApplyInput = {
  projectId: string
  packageId: string
  specimenName: string
  quantity: number
  deliveryWay: number
  contactName: string
  contactPhone: string
  expectedDate: string
  remark: string
}

/** Applies for a specimen; refused for a package the supplier did not bid on. */
export const saveSpecimenApply = (http: Http, input: SpecimenApplyInput & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/specimen/saveSpecimenApply`, specimenApplicationSchema, { method: 'POST', body: input, signal })

/** The specimens the projects I bid on ask for, with what I submitted. */
export const projectSpecimenPage = (http: Http, input: PageQuery, signal?: AbortSignal) =>
  http.request(`${P}/specimen/queryProjectSpecimenPage`, projectSpecimenPageSchema, { method: 'POST', body: input, signal })

/** The supplier's electronic guarantee letters; `status` a GUARANTEE_STATUS. */
export const guaranteePage = (http: Http, input: PageQuery & { status?: number }, signal?: AbortSignal) =>
  http.request(`${P}/guarantee/querySupplierGuaranteePage`, guaranteePageSchema, { method: 'POST', body: input, signal })

/** A specimen's or guarantee letter's number checked for authenticity: its facts, or null when no such number exists. */
export const authenticityOf = (http: Http, number: string, signal?: AbortSignal) =>
  http.request(`${P}/authenticity/query`, recordOrNull(authenticitySchema), { query: { number }, signal })
