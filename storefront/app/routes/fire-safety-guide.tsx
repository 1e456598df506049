import { data, redirect } from 'react-router';
import type { Route } from './+types/fire-safety-guide';
import {
  addGuideSetToCart,
  getRecommendation,
  readGuideAnswers,
  type FireSafetyRecommendationDto,
  type GuideAnswers,
} from '../api/fire-safety-guide.server';
import guideStylesHref from '../components/fire-safety-guide/fire-safety-guide.css?url';
import { guideProblems } from '../lib/guide-answers';
import { GuideForm } from '../components/fire-safety-guide/guide-form';
import { fireSafetyGuidePath } from '../components/fire-safety-guide/guide-paths';
import { GuideResult } from '../components/fire-safety-guide/guide-result';
import { requireRouteLocale } from '../i18n/locale.server';
import type { GuideProblem } from '@tradeshop/shared';
import { useI18n } from '../i18n/use-i18n';
import { cartPath } from '../lib/cart-paths';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { postedForm } from '../lib/posted-form.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: guideStylesHref }];

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  const t = i18n.messages.fireSafetyGuide;
  return [{ title: pageTitle(i18n, t.title) }, { name: 'description', content: t.intro }];
}

interface GuidePageData {
  answers: GuideAnswers | null;
  recommendation: FireSafetyRecommendationDto | null;
  problems: GuideProblem[];
  problem: string | null;
}

/**
 * GET /fire-safety-guide (storefront spec §1, §9): the questions, and with answers in the query string the
 * recommended set, rendered on the server.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const answers = readGuideAnswers(new URL(request.url).searchParams);
  if (!answers)
    return data<GuidePageData>({ answers: null, recommendation: null, problems: [], problem: null });
  const problems = guideProblems(answers);
  if (problems.length > 0)
    return data<GuidePageData>({ answers, recommendation: null, problems, problem: null }, 400);
  const result = await getRecommendation(request, context, locale, answers);
  return result.ok
    ? data<GuidePageData>(
        { answers, recommendation: result.data, problems: [], problem: null },
        { headers: result.headers },
      )
    : data<GuidePageData>(
        { answers, recommendation: null, problems: [], problem: result.message },
        { status: 400, headers: result.headers },
      );
}

/** POST /fire-safety-guide: adds the whole recommended set to the cart and shows the cart. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const answers = readGuideAnswers(form);
  if (!answers || guideProblems(answers).length > 0) return redirect(fireSafetyGuidePath(locale));
  const result = await addGuideSetToCart(request, context, locale, form.get('_token'), answers);
  if (result.ok) return redirect(cartPath(locale), { headers: result.headers });
  return data({ addProblem: result.message }, { status: 422, headers: result.headers });
}

export default function FireSafetyGuidePage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.fireSafetyGuide;
  const { answers, recommendation, problems, problem } = loaderData;
  return (
    <div className="page guide-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      <GuideForm answers={answers} problems={problems} problem={problem} />
      {recommendation && answers ? (
        <GuideResult
          recommendation={recommendation}
          answers={answers}
          addProblem={actionData?.addProblem ?? null}
        />
      ) : null}
    </div>
  );
}
