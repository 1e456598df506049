import { ADMIN_MAX_PAGE_SIZE } from '@tradeshop/shared';
import { AutocompleteInput, useGetList, type AutocompleteInputProps } from 'react-admin';
import type { CategoryListRow } from './types';

const optionText = (category: CategoryListRow) =>
  category.parentName ? `${category.parentName} › ${category.name}` : category.name;

/**
 * Picks a category by name. The choices come from one list request rather than a ReferenceInput, which
 * would also need the API to filter categories by a list of ids.
 */
export const CategoryInput = (props: Omit<AutocompleteInputProps, 'choices'>) => {
  const { data, isPending } = useGetList<CategoryListRow>('categories', {
    pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <AutocompleteInput
      choices={data ?? []}
      isPending={isPending}
      optionText={optionText}
      sx={{ minWidth: 280 }}
      {...props}
    />
  );
};
