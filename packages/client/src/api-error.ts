/** A failed API call: the server's `error.message` (or a transport message) and the HTTP status (0 when no answer arrived). */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }

  /** True for 401: the bearer token is missing, expired or forged. */
  get unauthorized(): boolean {
    return this.status === 401;
  }
}
