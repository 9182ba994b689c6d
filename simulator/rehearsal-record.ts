/**
 * A supplier's practice hall (模拟开标) for one project (decision 028): when it was started, the
 * certificate its practice bid is encrypted for, and each step taken ('' until then). One per
 * project and supplier; starting again replaces it. Never read by the real hall.
 */
export interface RehearsalRecord {
  id: string
  tenantId: string
  projectId: string
  supplierId: string
  startTime: string
  /** The serial the practice bid is encrypted for: the supplier's last bound certificate, or '' (any certificate of its company). */
  certSerial: string
  /** The package the practice bid is filed under: the first the supplier signed up for. */
  packageId: string
  checkInTime: string
  fileSureTime: string
  decryptBeginTime: string
  decryptTime: string
  decryptSerial: string
  recordSignTime: string
  recordSignData: string
}
