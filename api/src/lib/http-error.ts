/** An error whose status and message are meant for the client; the error middleware sends them as JSON. */
export class HttpError extends Error {
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}
