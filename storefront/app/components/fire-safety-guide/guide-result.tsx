import { Form, Link } from 'react-router';
import type {
  FireSafetyRecommendationDto,
  GuideAnswers,
  RecommendedLineDto,
} from '../../api/fire-safety-guide.server';
import type { FireSafetyReasonCode as GuideReasonCode, FireSafetyRole as GuideRole } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';
import { productPath } from '../../lib/paths';
import { MoneyAmount } from '../price/price';
import { useShopSession } from '../../lib/use-shop-session';
import { fireSafetyGuidePath } from './guide-paths';

/** The recommended set: each line with its product, quantity and reasons, the set's discount and the add form. */
export function GuideResult({
  recommendation,
  answers,
  addProblem,
}: {
  recommendation: FireSafetyRecommendationDto;
  answers: GuideAnswers;
  addProblem: string | null;
}) {
  const { locale, messages, format } = useI18n();
  const { csrfToken } = useShopSession();
  const t = messages.fireSafetyGuide;
  const money = (amountMinor: number) =>
    formatMoney(locale, { amountMinor, currency: recommendation.currency });
  const { lines, unavailable } = recommendation;
  return (
    <section className="guide-result" aria-labelledby="guide-result-title">
      <h2 id="guide-result-title">{t.resultTitle}</h2>
      {lines.length === 0 ? (
        <p className="empty-state">{t.nothingInStock}</p>
      ) : (
        <>
          <p className="page-header__lead">{t.resultIntro}</p>
          <ol className="guide-result__lines">
            {lines.map((line) => (
              <GuideLine key={line.role} line={line} money={money} />
            ))}
          </ol>
        </>
      )}
      {unavailable.length > 0 ? (
        <p className="account-notice" role="status">
          {format(t.unavailable, {
            roles: unavailable.map((role) => t.roles[role as GuideRole] ?? role).join(', '),
          })}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <>
          <dl className="guide-result__totals" data-testid="guide-totals">
            <div>
              <dt>{t.itemsTotal}</dt>
              <dd>{money(recommendation.itemsNetMinor)}</dd>
            </div>
            <div className="guide-result__discount">
              <dt>{format(t.setDiscount, { percent: recommendation.discountPercent })}</dt>
              <dd>{`−${money(recommendation.discountNetMinor)}`}</dd>
            </div>
            <div className="guide-result__total">
              <dt>{t.setTotal}</dt>
              <dd>{money(recommendation.itemsNetMinor - recommendation.discountNetMinor)}</dd>
            </div>
          </dl>
          <p className="muted">{t.netPrices}</p>
          {addProblem ? (
            <p className="form-error" role="alert">
              {format(t.addFailed, { message: addProblem })}
            </p>
          ) : null}
          <Form method="post" action={fireSafetyGuidePath(locale)} className="guide-result__add">
            <input type="hidden" name="_token" value={csrfToken} />
            <input type="hidden" name="premises" value={answers.premises} />
            <input type="hidden" name="areaM2" value={answers.areaM2} />
            <input type="hidden" name="floors" value={answers.floors} />
            <input type="hidden" name="bedrooms" value={answers.bedrooms} />
            {answers.risks.map((risk) => (
              <input key={risk} type="hidden" name="risks" value={risk} />
            ))}
            <button type="submit" className="button">
              {t.addSet}
            </button>
          </Form>
        </>
      ) : null}
      <p className="muted guide-result__disclaimer">{t.disclaimer}</p>
    </section>
  );
}

function GuideLine({ line, money }: { line: RecommendedLineDto; money: (amountMinor: number) => string }) {
  const { locale, messages, format } = useI18n();
  const t = messages.fireSafetyGuide;
  const { product } = line;
  return (
    <li className="guide-line" data-role={line.role}>
      <h3 className="guide-line__role">{t.roles[line.role as GuideRole] ?? line.role}</h3>
      <div className="guide-line__product">
        <img src={product.image} alt="" width={72} height={72} loading="lazy" />
        <div>
          <Link to={productPath(locale, product.slug)} className="guide-line__name">
            {product.name}
          </Link>
          <p className="muted">
            {product.brand} · {product.sku}
          </p>
        </div>
        <dl className="guide-line__figures">
          <div>
            <dt>{t.quantity}</dt>
            <dd data-testid="guide-line-quantity">
              {`${formatDecimal(locale, line.quantity, product.salesUnitPrecision)} ${product.salesUnitLabel}`}
            </dd>
          </div>
          {product.price ? (
            <div>
              <dt>{messages.prices.tierUnitPrice}</dt>
              <dd data-testid="guide-line-unit-price">
                <MoneyAmount amount={product.price} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t.lineTotal}</dt>
            <dd className="price">{money(line.totalNetMinor)}</dd>
          </div>
        </dl>
      </div>
      <ul className="guide-line__reasons">
        {line.reasons.map((reason) => (
          <li key={reason.code}>{format(t.reasons[reason.code as GuideReasonCode] ?? '', reason.values)}</li>
        ))}
      </ul>
    </li>
  );
}
