export type ApplySearch = { orderId: string; applicationId?: string | undefined }
