import { ADMIN_MAX_PAGE_SIZE } from '@tradeshop/shared';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  useGetList,
  useI18nProvider,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
} from 'react-admin';
import type { CategoryListRow } from './types';

const optionText = (category: CategoryListRow) =>
  category.parentName ? `${category.parentName} › ${category.name}` : category.name;

/**
 * Every category, by name in the back-office language, for picking. The choices come from one list request
 * rather than a ReferenceInput, which would also need the API to filter categories by a list of ids. The
 * language is part of the request's cache key: after a language change the list is asked again, and the chosen
 * category's text (which the autocomplete only renews when its choice changes) follows the new names. The key
 * takes the language the requests are sent in (the i18nProvider's, which changes after the stored choice), so
 * that no answer in the old language is kept under the new one.
 */
function useCategoryChoices() {
  const locale = useI18nProvider().getLocale();
  const { data, isPending } = useGetList<CategoryListRow>('categories', {
    pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
    meta: { locale },
  });
  return { choices: data ?? [], isPending, optionText };
}

/** Picks a category by name. */
export const CategoryInput = (props: Omit<AutocompleteInputProps, 'choices'>) => (
  <AutocompleteInput {...useCategoryChoices()} sx={{ minWidth: 280 }} {...props} />
);

/** Picks several categories by name (a product's further categories). */
export const CategoriesInput = (props: Omit<AutocompleteArrayInputProps, 'choices'>) => (
  <AutocompleteArrayInput {...useCategoryChoices()} sx={{ minWidth: 280 }} {...props} />
);
