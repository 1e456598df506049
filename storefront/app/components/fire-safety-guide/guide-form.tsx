import { FIRE_SAFETY_LIMITS, FIRE_SAFETY_RISKS, PREMISES_TYPES, type GuideProblem } from '@tradeshop/shared';
import { Form } from 'react-router';
import { GUIDE_RANGES, type GuideAnswers } from '../../lib/guide-answers';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal } from '../../lib/format';
import { fireSafetyGuidePath } from './guide-paths';

/**
 * The guide's questions in three steps, as one GET form: the answers land in the address, so the
 * recommendation is rendered by the server, can be shared and reloaded, and works without JavaScript.
 */
export function GuideForm({
  answers,
  problems,
  problem,
}: {
  answers: GuideAnswers | null;
  /** Answers the page refused, each worded in the shopper's language. */
  problems: GuideProblem[];
  /** Any other refusal, in the API's words. */
  problem: string | null;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.fireSafetyGuide;
  const L = FIRE_SAFETY_LIMITS;
  return (
    <Form method="get" action={fireSafetyGuidePath(locale)} className="guide-form" preventScrollReset>
      {problems.length > 0 ? (
        <ul className="form-error" role="alert">
          {problems.map((code) => (
            <li key={code}>
              {code === 'premises'
                ? t.problems.premises
                : format(t.problems[code], {
                    min: formatDecimal(locale, String(GUIDE_RANGES[code].min), 0),
                    max: formatDecimal(locale, String(GUIDE_RANGES[code].max), 0),
                  })}
            </li>
          ))}
        </ul>
      ) : problem ? (
        <p className="form-error" role="alert">
          {format(t.invalid, { message: problem })}
        </p>
      ) : null}
      <fieldset className="guide-form__step">
        <legend>{t.stepPremises}</legend>
        <div className="guide-form__choices">
          {PREMISES_TYPES.map((premises) => (
            <label key={premises} className="guide-form__choice">
              <input
                type="radio"
                name="premises"
                value={premises}
                required
                defaultChecked={answers?.premises === premises}
              />{' '}
              {t.premises[premises]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="guide-form__step">
        <legend>{t.stepSize}</legend>
        <div className="guide-form__numbers">
          <label className="guide-form__number">
            <span>{t.area}</span>
            <input
              type="number"
              name="areaM2"
              inputMode="numeric"
              min={L.areaMin}
              max={L.areaMax}
              step={1}
              required
              defaultValue={answers?.areaM2 ?? ''}
            />
          </label>
          <label className="guide-form__number">
            <span>{t.floors}</span>
            <input
              type="number"
              name="floors"
              inputMode="numeric"
              min={L.floorsMin}
              max={L.floorsMax}
              step={1}
              required
              defaultValue={answers?.floors ?? '1'}
            />
          </label>
          <label className="guide-form__number">
            <span>{t.bedrooms}</span>
            <input
              type="number"
              name="bedrooms"
              inputMode="numeric"
              min={L.bedroomsMin}
              max={L.bedroomsMax}
              step={1}
              defaultValue={answers?.bedrooms ?? '0'}
              aria-describedby="guide-bedrooms-hint"
            />
            <small id="guide-bedrooms-hint" className="form-hint">
              {t.bedroomsHint}
            </small>
          </label>
        </div>
      </fieldset>
      <fieldset className="guide-form__step">
        <legend>{t.stepRisks}</legend>
        <p className="form-hint">{t.risksHint}</p>
        <div className="guide-form__choices">
          {FIRE_SAFETY_RISKS.map((risk) => (
            <label key={risk} className="guide-form__choice">
              <input
                type="checkbox"
                name="risks"
                value={risk}
                defaultChecked={answers?.risks.includes(risk) ?? false}
              />{' '}
              {t.risks[risk]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button">
        {t.submit}
      </button>
    </Form>
  );
}
