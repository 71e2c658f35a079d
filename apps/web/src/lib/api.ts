import { type ErrorCode, isErrorCode } from '@stamp/shared/schemas/error-codes';
import type { output, ZodType } from 'zod';
import { t } from './i18n/common';
import { activeLocale } from './i18n/i18n';
import { isOnline } from './offline/online';

/**
 * A failed API call, with the server's message (safe to show), per-field errors and its code.
 * Code decides what the UI does (the daily limit's toast, …), never the message, whose words are
 * for people.
 */
export class ApiError extends Error {
  /** The server's code, or ours: NETWORK, UNEXPECTED_ANSWER, or CLIENT (the default). */
  readonly code: ErrorCode;
  readonly fields: Record<string, string>;
  readonly body: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
    details: {
      code?: ErrorCode;
      fields?: Record<string, string>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code ?? 'CLIENT';
    this.fields = details.fields ?? {};
    this.body = details.body ?? {};
  }

  /**
   * The server could not be reached (offline, DNS, a dropped connection). A device with no
   * network at all is told so: trying again will not help until it has one.
   */
  static unreachable(): ApiError {
    const message = !isOnline() ? t('offline.action') : t('common.unreachable');
    return new ApiError(0, message, { code: 'NETWORK' });
  }

  /**
   * A refusal read from an answer's body: our envelope's message, fields and code, or `fallback`
   * and UNEXPECTED_ANSWER when the body is not our envelope (a proxy's HTML page, nothing).
   */
  static fromAnswer(status: number, json: Record<string, unknown>, fallback?: string): ApiError {
    const message =
      typeof json.message === 'string'
        ? json.message
        : (fallback ?? t('common.somethingWentWrongStatus', { status }));
    return new ApiError(status, message, {
      code: isErrorCode(json.code) ? json.code : 'UNEXPECTED_ANSWER',
      fields: (json.fields as Record<string, string> | undefined) ?? {},
      body: json,
    });
  }
}

export const API_BASE = '/api/v1';

/** How a call reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's rendering answers the pages' calls in process (entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * The answer a shared schema describes, for calls that pass no schema: `api<Shape<typeof
 * homeFeedEnvelopeSchema>>(…)` with the schema imported as a type, so none of zod's code comes
 * along. Pages' reads do this (docs/decisions/0007-typed-reads.md): the server already writes
 * every answer through a serializer compiled from the same schema, and zod is ~25 KB gzip that
 * every first visit would pay for. Forms, which need zod for their own checks anyway, pass it.
 */
export type Shape<S extends ZodType> = output<S>;

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  // Offline, an action fails at once with the offline message; a read still asks, as the
  // service worker may answer it from its cache (apps/web/build/pwa.ts).
  if (options.method && options.method !== 'GET' && !isOnline()) {
    throw ApiError.unreachable();
  }
  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      // The server answers its messages in the interface's language.
      headers: {
        'accept-language': activeLocale(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw ApiError.unreachable();
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || json.success === false) throw ApiError.fromAnswer(response.status, json);
  return options.schema ? options.schema.parse(json) : (json as T);
}
