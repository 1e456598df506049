import {
  FIRE_SAFETY_RISKS,
  isLocale,
  type ApiSchemas,
  type FireSafetyRisk,
  type Locale,
  type PremisesType,
} from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import type { GuideAnswers } from '../lib/guide-answers';
import { unwrap } from './http.server';
import { relayedCookies, visitorApiClient } from './session.server';

export type FireSafetyRecommendationDto = ApiSchemas['FireSafetyRecommendationDto'];
export type RecommendedLineDto = ApiSchemas['RecommendedLineDto'];
export type { GuideAnswers };

/** The answers in a query string or a posted form; null when the premises are not chosen yet. */
export function readGuideAnswers(fields: URLSearchParams | FormData): GuideAnswers | null {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const premises = text('premises');
  if (!premises) return null;
  const risks = fields
    .getAll('risks')
    .filter((risk): risk is FireSafetyRisk => (FIRE_SAFETY_RISKS as readonly unknown[]).includes(risk));
  return {
    premises,
    areaM2: text('areaM2'),
    floors: text('floors') || '1',
    bedrooms: text('bedrooms') || '0',
    risks: [...new Set(risks)],
  };
}

/** The API's refusal of answers out of range, as its message; other failures become the error page. */
export type GuideOutcome<T> =
  { ok: true; data: T; headers: Headers } | { ok: false; message: string; headers: Headers };

async function outcome<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  what: string,
): Promise<GuideOutcome<T>> {
  const { data, error, response } = await call.catch(() => unwrap(call, what) as never);
  const headers = relayedCookies(response);
  if (response.ok && data !== undefined) return { ok: true, data, headers };
  if (response.status === 400 || response.status === 422) {
    const body = (error ?? {}) as { message?: string | string[] };
    const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? '');
    return { ok: false, message, headers };
  }
  await unwrap(call, what);
  throw new Error(`${what}: unreachable`);
}

const numberOrText = (value: string): number => (value === '' ? Number.NaN : Number(value));

function body(answers: GuideAnswers) {
  return {
    premises: answers.premises as PremisesType,
    areaM2: numberOrText(answers.areaM2),
    floors: numberOrText(answers.floors),
    bedrooms: numberOrText(answers.bedrooms),
    risks: answers.risks,
  };
}

export function getRecommendation(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  answers: GuideAnswers,
): Promise<GuideOutcome<FireSafetyRecommendationDto>> {
  return outcome(
    visitorApiClient(request, context).GET('/api/shop/fire-safety-guide/recommendation', {
      params: { query: { locale: isLocale(locale) ? locale : 'en', ...body(answers) } },
    }),
    'fire-safety recommendation',
  );
}

/** Adds the whole recommended set to the cart; the API recomputes it from the answers. */
export function addGuideSetToCart(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  csrfToken: FormDataEntryValue | null,
  answers: GuideAnswers,
): Promise<GuideOutcome<unknown>> {
  return outcome(
    visitorApiClient(request, context, csrfToken).POST('/api/shop/fire-safety-guide/cart', {
      params: { query: { locale } },
      body: body(answers),
    }),
    'add fire-safety set',
  );
}
