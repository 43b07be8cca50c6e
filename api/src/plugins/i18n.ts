import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  localeFromAcceptLanguage,
  type Locale,
  type MessageKey,
  type MessageParams,
  translate,
} from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** en or nl, from Accept-Language (the browser sends the tenant's language; default en). */
    readonly locale: Locale;
    /** Translates a dictionary key into the request's language. */
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export function localeOf(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

export const i18nPlugin = fp(
  async function i18n(app: FastifyInstance) {
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return localeOf(this);
      },
    });
    app.decorateRequest('t', function t(this: FastifyRequest, key: MessageKey, params?: MessageParams) {
      return translate(localeOf(this), key, params);
    });
  },
  { name: 'i18n' },
);
