import type { HallProgressRecord } from '../../fixtures/tender-types'

/**
 * A supplier's practice hall (模拟开标) for one project (decision 028): the steps of the real hall's
 * progress ('' until taken), and when it was started, the certificate its practice bid is encrypted
 * for and the package it is filed under. One per project and supplier; starting again replaces it.
 * Never read by the real hall.
 */
export interface RehearsalRecord extends HallProgressRecord {
  startTime: string
  /** The serial the practice bid is encrypted for: the supplier's last bound certificate, or '' (any certificate of its company). */
  certSerial: string
  /** The package the practice bid is filed under: the first the supplier signed up for. */
  packageId: string
}
