import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@tabib/contracts/locales';

/** The web app sends its current language as Accept-Language; e-mails follow it. */
export function requestLocale(request: FastifyRequest): Locale | undefined {
  const header = request.headers['accept-language'];
  const primary = header?.split(',')[0]?.split(/[-;]/)[0]?.trim().toLowerCase();
  return isLocale(primary) ? primary : undefined;
}
