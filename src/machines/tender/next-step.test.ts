import { describe, expect, it } from 'vitest'
import { nextStepOfEntry, nextStepOfProject } from './next-step'

const dates = { bidEndTime: '2025-06-10 09:00:00', openTime: '2025-06-10 09:30:00' }
const phase = (status: number) => ({ ...dates, status })
const entry = (over: Partial<{ status: number; payStatus: number; qualifyStatus: number; bidStatus: number }> = {}) => ({
  status: 1,
  payStatus: 1,
  qualifyStatus: -1,
  bidStatus: 0,
  ...over,
})
const bidEnd = { kind: 'bidEnd', at: dates.bidEndTime }
const open = { kind: 'open', at: dates.openTime }

describe('nextStepOfEntry', () => {
  it('asks for the fee first, before the bid deadline', () => {
    expect(nextStepOfEntry(phase(1), entry({ payStatus: 0 }))).toEqual({ step: 'payFee', deadline: bidEnd })
    expect(nextStepOfEntry(phase(3), entry({ payStatus: 0 }))).toEqual({ step: 'payFee', deadline: bidEnd })
  })

  it('sends a paid supplier to the documents before bidding opens, then to the upload', () => {
    expect(nextStepOfEntry(phase(1), entry())).toEqual({ step: 'downloadDocuments', deadline: bidEnd })
    expect(nextStepOfEntry(phase(2), entry())).toEqual({ step: 'downloadDocuments', deadline: bidEnd })
    expect(nextStepOfEntry(phase(3), entry())).toEqual({ step: 'uploadBid', deadline: bidEnd })
    expect(nextStepOfEntry(phase(3), entry({ bidStatus: 1 }))).toEqual({ step: 'bidSubmitted', deadline: open })
  })

  it('waits for the opening with a bid in, and says so when none was handed in', () => {
    expect(nextStepOfEntry(phase(4), entry({ bidStatus: 1 }))).toEqual({ step: 'awaitOpening', deadline: open })
    expect(nextStepOfEntry(phase(4), entry())).toEqual({ step: 'bidMissed', deadline: null })
    expect(nextStepOfEntry(phase(4), entry({ payStatus: 0 }))).toEqual({ step: 'bidMissed', deadline: null })
  })

  it('follows the project once opened, whatever the sign-up', () => {
    expect(nextStepOfEntry(phase(5), entry()).step).toBe('opened')
    expect(nextStepOfEntry(phase(6), entry()).step).toBe('evaluating')
    expect(nextStepOfEntry(phase(7), entry({ payStatus: 0 })).step).toBe('awarded')
    expect(nextStepOfEntry(phase(8), entry()).step).toBe('failed')
  })

  it('reports qualification review and withdrawal', () => {
    expect(nextStepOfEntry(phase(1), entry({ qualifyStatus: 0, payStatus: 0 }))).toEqual({ step: 'qualifyReview', deadline: null })
    expect(nextStepOfEntry(phase(1), entry({ qualifyStatus: 2 })).step).toBe('qualifyFailed')
    expect(nextStepOfEntry(phase(1), entry({ qualifyStatus: 1 })).step).toBe('downloadDocuments')
    expect(nextStepOfEntry(phase(3), entry({ status: 0 })).step).toBe('withdrawn')
  })
})

describe('nextStepOfProject', () => {
  it('takes the most urgent package', () => {
    expect(nextStepOfProject(phase(3), [entry({ bidStatus: 1 }), entry()]).step).toBe('uploadBid')
    expect(nextStepOfProject(phase(3), [entry(), entry({ payStatus: 0 })]).step).toBe('payFee')
    expect(nextStepOfProject(phase(3), [entry({ bidStatus: 1 }), entry({ bidStatus: 1 })]).step).toBe('bidSubmitted')
  })

  it('ignores withdrawn sign-ups, and says withdrawn when nothing else is left', () => {
    expect(nextStepOfProject(phase(3), [entry({ status: 0, payStatus: 0 }), entry({ bidStatus: 1 })]).step).toBe('bidSubmitted')
    expect(nextStepOfProject(phase(3), [entry({ status: 0 })])).toEqual({ step: 'withdrawn', deadline: null })
    expect(nextStepOfProject(phase(3), []).step).toBe('withdrawn')
  })

  it('lets the phase speak once the project is opened or over', () => {
    expect(nextStepOfProject(phase(7), [entry()]).step).toBe('awarded')
    expect(nextStepOfProject(phase(8), []).step).toBe('failed')
  })
})
