/**
 * Thrown by handlers and the services under them for an expected failure; the errors plugin
 * (`plugins/errors.ts`) answers it with the contract's error envelope (`reply.fail(status, message, error)`).
 * It lives outside `plugins/` because services throw it without depending on any plugin.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error?: unknown,
  ) {
    super(message);
  }
}
