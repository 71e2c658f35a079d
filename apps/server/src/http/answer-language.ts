import { messageInHindi } from '@stamp/shared/i18n/messages-hi';
import type { FastifyInstance, FastifyRequest, preSerializationHookHandler } from 'fastify';
import { consoleMessageInHindi } from './console-messages-hi';

export type AnswerLanguage = 'en' | 'hi';

/**
 * The language a request asks for: the first of Accept-Language's tags, by weight, that is
 * English or Hindi ("hi", "hi-IN"); English otherwise. The web app sends the interface's language.
 */
export function answerLanguage(header: string | undefined): AnswerLanguage {
  if (!header?.includes('hi')) return 'en';
  let best: AnswerLanguage = 'en';
  let bestWeight = -1;
  for (const part of header.split(',', 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'hi' && primary !== 'en') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** A message in Hindi: the console's own table first (see there why it is apart), then the site's. */
function inHindi(message: string): string {
  return consoleMessageInHindi(message) ?? messageInHindi(message);
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  fields?: unknown;
}

/** `envelope` with its `message` and `fields` in Hindi when the request asks for it; else itself. */
export function inRequestLanguage<T>(request: FastifyRequest, envelope: T): T {
  if (answerLanguage(request.headers['accept-language']) !== 'hi') return envelope;
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope)) return envelope;
  const { message, fields } = envelope as Envelope;
  if (typeof message !== 'string' && !fields) return envelope;
  const translated: Envelope = { ...(envelope as Envelope) };
  if (typeof message === 'string') translated.message = inHindi(message);
  if (fields && typeof fields === 'object') {
    translated.fields = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [
        field,
        typeof text === 'string' ? inHindi(text) : text,
      ]),
    );
  }
  return translated as T;
}

/**
 * Answers in Hindi when the request asks for it; English answers are untouched, so the
 * specification's strings stay exact. Failures are translated where they are sent (the error
 * handler, the request guard, the not-found answer). Success messages come from the routes that
 * change something (and the specification's GET logout): only those carry the hook, because a
 * serialization hook on every route cost `get-user` a fifth of its throughput (0.71 → 0.56 of
 * bare Fastify in `npm run bench -- api`).
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  const translateSuccess: preSerializationHookHandler<unknown> = (request, _reply, payload, done) =>
    done(null, inRequestLanguage(request, payload));
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const changes = methods.some((method) => method !== 'GET' && method !== 'HEAD');
    if (!changes && !route.url.endsWith('/user/logout')) return;
    const existing = route.preSerialization;
    route.preSerialization = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), translateSuccess]
      : translateSuccess;
  });
}
