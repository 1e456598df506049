import type { ProductSort } from '@tradeshop/shared';
import { Form, useSubmit } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { useHydrated } from '../lib/use-hydrated';

/** A query parameter the sort form sends again, so that sorting keeps what the listing shows. */
export interface KeptParam {
  name: string;
  value: string | number;
}

/**
 * A listing's sort order as a GET form: with JavaScript the listing re-sorts on change, without it the button
 * submits. `kept` (the search term, the store, the filters) goes along as hidden fields.
 */
export function SortForm({
  id,
  sort,
  sorts,
  kept,
}: {
  /** The select's id, which its label points at. */
  id: string;
  sort: string;
  sorts: readonly ProductSort[];
  kept: KeptParam[];
}) {
  const { messages: t } = useI18n();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="get" className="sort-form">
      {kept.map((param) => (
        <input key={`${param.name}=${param.value}`} type="hidden" name={param.name} value={param.value} />
      ))}
      <label htmlFor={id}>{t.category.sortLabel}</label>
      <select
        id={id}
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {sorts.map((option) => (
          <option key={option} value={option}>
            {t.category.sort[option]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button button--small">
          {t.category.sortApply}
        </button>
      )}
    </Form>
  );
}
