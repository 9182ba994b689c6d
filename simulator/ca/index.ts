/** The CA feature as the others see it: binding a certificate, a proof of it, and a signature over an opening record. */
export { assertSignsRecord, bindTime, lastBoundSerial, verifyProof, verifyRecordSignature } from './ca'
