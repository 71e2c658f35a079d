import type { output, ZodType } from 'zod';

/** A failed API call, with the server's message (safe to show) and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const API_BASE = '/api/v1';

/**
 * The answer a shared schema describes, for calls that pass no schema: `api<Shape<typeof
 * homeFeedEnvelopeSchema>>(…)` with the schema imported as a type, so none of zod's code comes
 * along. Pages' reads do this (docs/decisions/0007-typed-reads.md): the server already writes
 * every answer through a serializer compiled from the same schema, and zod is ~25 KB gzip that
 * every first visit would pay for. Forms, which need zod for their own checks anyway, pass it.
 */
export type Shape<S extends ZodType> = output<S>;

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer: a server that answers something else fails here, not deep in the UI. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/**
 * Calls our API with the session cookie and returns the whole envelope
 * (`{ success, message?, data, … }`). Any failure becomes an ApiError with a message a person
 * can read, including "cannot reach the server".
 */
export async function api<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'We cannot reach Stamp right now. Check your connection and try again.');
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || json.success === false) {
    const message =
      typeof json.message === 'string' ? json.message : `Something went wrong (${response.status})`;
    throw new ApiError(
      response.status,
      message,
      (json.fields as Record<string, string>) ?? {},
      json,
    );
  }
  return options.schema ? options.schema.parse(json) : (json as T);
}
