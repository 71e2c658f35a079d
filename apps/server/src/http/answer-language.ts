import { messageInHindi } from '@stamp/shared/i18n/messages-hi';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

interface Envelope {
  message?: unknown;
  fields?: unknown;
}

/**
 * Answers in Hindi when the request asks for it: an envelope's `message` and its `fields`, both
 * of failures (the error handler's answers) and of successes. English answers are untouched, so
 * the specification's strings stay exact.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (request: FastifyRequest, _reply, payload: unknown, done) => {
    if (answerLanguage(request.headers['accept-language']) !== 'hi') return done(null, payload);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return done(null, payload);
    }
    const envelope = payload as Envelope;
    if (typeof envelope.message !== 'string' && !envelope.fields) return done(null, payload);
    const translated: Envelope = { ...envelope };
    if (typeof envelope.message === 'string') translated.message = messageInHindi(envelope.message);
    if (envelope.fields && typeof envelope.fields === 'object') {
      translated.fields = Object.fromEntries(
        Object.entries(envelope.fields).map(([field, text]) => [
          field,
          typeof text === 'string' ? messageInHindi(text) : text,
        ]),
      );
    }
    done(null, translated);
  });
}
