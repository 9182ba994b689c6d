// Errors a handler throws; `failure` in http.ts turns them into the back end's answers.

/** An error that answers with the envelope `{ code, success: false, data: null, msg }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly code: number = status,
  ) {
    super(msg)
  }
}

/** An error of the token endpoint: `{ error_code, error_description }` (no envelope). */
export class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(description)
  }
}

export const missingParameter = (name: string) => new ApiError(400, `缺少必要的请求参数: ${name}`)
