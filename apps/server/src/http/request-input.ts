import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import { findForbiddenText, TEXT_RULE_MESSAGE } from '@stamp/shared/schemas/text-rule';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { AppError } from '../lib/errors';

/**
 * How deep a JSON body may nest. Our deepest request (editor settings inside a download) is 3;
 * `JSON.parse` of an 800 KB `[[[…]]]` held the event loop for about a second, so depth is
 * checked by a linear scan of the raw text before anything is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/** The body limit of routes anyone can call without logging in (search, login, contact, …). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/** Depth of the deepest array or object in raw JSON text, counting brackets outside strings. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * An address of printable ASCII without a `%` decodes to itself (a `+` in the query to a space):
 * the router and the query parser change only what follows a `%`, so nothing in such an address
 * can break the text rule, and its parameters need no walk. HTTP's parser refuses raw control
 * characters in an address anyway; the class covers them for injected requests too.
 */
const ADDRESS_NEEDS_CHECK = /[^\x21-\x7e]|%/;

/** The 400 for text that breaks the shared text rule, naming the field (multipart forms too). */
export function forbiddenText(field: string): AppError {
  return new AppError({
    statusCode: 400,
    message: TEXT_RULE_MESSAGE,
    code: 'INVALID_TEXT',
    fields: { [field]: TEXT_RULE_MESSAGE },
  });
}

/**
 * Every JSON body, query and path parameter obeys the shared text rule before any route sees it:
 * one check at the door instead of a refinement on each of ~90 string fields, so a field added
 * later cannot forget it. A NUL or lone surrogate used to reach PostgreSQL, which refused it
 * with a 500 whose log carried the row's other values.
 */
export function registerRequestInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new AppError({
          statusCode: 400,
          message: 'Request body is nested too deeply',
          code: 'TOO_DEEP',
        }),
        undefined,
      );
      return;
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error as FastifyError, undefined);
      const field = findForbiddenText(value);
      if (field) return done(forbiddenText(field), undefined);
      done(null, value);
    });
  });

  // Only routes that read a query or path parameters pay for the check, and only when the
  // address has something that could decode to a broken character (ADDRESS_NEEDS_CHECK). A
  // callback hook, not an async one: this runs on nearly every catalog read.
  app.addHook('onRoute', (route) => {
    if (!route.url.includes(':') && !route.schema?.querystring) return;
    const check: preValidationHookHandler = (request, _reply, done) => {
      if (!ADDRESS_NEEDS_CHECK.test(request.url)) return done();
      const field = findForbiddenText(request.params) ?? findForbiddenText(request.query);
      done(field ? forbiddenText(field) : undefined);
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [check, ...(Array.isArray(existing) ? existing : [existing])]
      : check;
  });
}

/**
 * Errors the router raises before any route runs (a path parameter over its length limit, a URL
 * that does not decode) leave as our envelope too, without echoing the address back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .header('content-type', 'application/json; charset=utf-8')
    .send(
      JSON.stringify({
        success: false,
        message: tooLong ? 'This address is too long' : 'This address is not valid',
        code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
      } satisfies ErrorEnvelope),
    );
}
