import { STOCK_STATUSES, type ListingFilterParam, type StockStatus } from '@tradeshop/shared';
import { Form, Link, useSubmit } from 'react-router';
import type { ActiveFilterDto, FacetDto } from '../api/catalogue.server';
import { useI18n, type I18n } from '../i18n/use-i18n';
import { formatDecimal } from '../lib/format';
import { listingHref } from '../lib/listing-query';
import { useHydrated } from '../lib/use-hydrated';

type Describable = Pick<FacetDto, 'param' | 'label' | 'unit' | 'dataType'>;

const isStockStatus = (value: string): value is StockStatus =>
  (STOCK_STATUSES as readonly string[]).includes(value);

/** A filter group's name: the API names attribute groups, the catalogue names the fixed ones. */
export function facetName({ messages: t }: I18n, facet: Pick<FacetDto, 'param' | 'label'>): string {
  return facet.param === 'attributeIds' ? (facet.label ?? '') : t.filters.groups[facet.param];
}

/** A value as the shopper reads it: stock in words, yes/no, numbers in the page language with their unit. */
export function facetValueName(i18n: I18n, facet: Describable, label: string): string {
  const t = i18n.messages;
  if (facet.param === 'stockStatusIds') return isStockStatus(label) ? t.stock[label] : label;
  if (facet.dataType === 'boolean') return label === 'true' ? t.filters.yes : t.filters.no;
  const numeric =
    (facet.dataType === 'integer' || facet.dataType === 'decimal') && /^-?\d+(\.\d+)?$/.test(label);
  const text = numeric ? formatDecimal(i18n.locale, label) : label;
  return facet.unit ? `${text} ${facet.unit}` : text;
}

/**
 * The filter panel: a GET form of checkboxes named by the `…Ids` query keys (storefront spec §7.3). With
 * JavaScript a change submits it at once and React Router replaces the listing without reloading the page;
 * without, the apply button sends the same query string.
 */
export function ListingFilters({
  facets,
  hidden,
}: {
  facets: FacetDto[];
  /** Parameters the form carries along unchanged, e.g. the sort order and the store. */
  hidden: Record<string, string | null>;
}) {
  const i18n = useI18n();
  const t = i18n.messages;
  const submit = useSubmit();
  const hydrated = useHydrated();
  if (facets.length === 0) return null;

  return (
    <Form
      method="get"
      className="filters"
      aria-labelledby="filters-heading"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <h2 id="filters-heading" className="filters__heading">
        {t.filters.heading}
      </h2>
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {facets.map((facet) => (
        <fieldset key={`${facet.param}:${facet.attribute ?? ''}`} className="filters__group">
          <legend>{facetName(i18n, facet)}</legend>
          <ul>
            {facet.values.map((option) => (
              <li key={option.value}>
                <label className="filters__option">
                  <input
                    // Re-mounted when the answer changes the selection, so the box shows the page's state.
                    key={String(option.selected)}
                    type="checkbox"
                    name={facet.param}
                    value={option.value}
                    defaultChecked={option.selected}
                  />
                  <span className="filters__label">{facetValueName(i18n, facet, option.label)}</span>
                  <span className="count-pill" data-testid="facet-count">
                    {option.count}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {hydrated ? null : (
        <button type="submit" className="button button--small filters__apply">
          {t.filters.apply}
        </button>
      )}
    </Form>
  );
}

/** One removable chip per active filter and a "clear all"; plain links, so they work without JavaScript. */
export function ActiveFilterChips({
  filters,
  path,
  search,
}: {
  filters: ActiveFilterDto[];
  path: string;
  search: URLSearchParams;
}) {
  const i18n = useI18n();
  const t = i18n.messages;
  if (filters.length === 0) return null;
  return (
    <section className="active-filters" aria-labelledby="active-filters-heading">
      <h2 id="active-filters-heading" className="visually-hidden">
        {t.filters.active}
      </h2>
      <ul>
        {filters.map((filter) => {
          const name = `${facetName(i18n, { param: filter.param, label: filter.facetLabel })}: ${facetValueName(
            i18n,
            { ...filter, label: filter.facetLabel },
            filter.label,
          )}`;
          return (
            <li key={`${filter.param}=${filter.value}`}>
              <Link
                to={listingHref(path, search, {
                  remove: { param: filter.param as ListingFilterParam, value: filter.value },
                })}
                preventScrollReset
                className="chip chip--removable"
                aria-label={i18n.format(t.filters.remove, { filter: name })}
              >
                {name} <span aria-hidden="true">×</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={listingHref(path, search, { clearFilters: true })}
            preventScrollReset
            className="active-filters__clear"
          >
            {t.filters.clearAll}
          </Link>
        </li>
      </ul>
    </section>
  );
}
