import { ADMIN_MAX_PAGE_SIZE } from '@tradeshop/shared';
import { AutocompleteInput, useGetList, type AutocompleteInputProps } from 'react-admin';
import type { Tag } from './types';

/** Every tag, by its full name (`Battery types / Lithium`), in tree order: one list request. */
export function useTagChoices(): { tags: Tag[]; isPending: boolean } {
  const { data, isPending } = useGetList<Tag>('tags', {
    pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
    sort: { field: 'fullName', order: 'ASC' },
  });
  return { tags: data ?? [], isPending };
}

/** Picks a tag by its full name; the product list's tag filter. */
export const TagInput = (props: Omit<AutocompleteInputProps, 'choices'>) => {
  const { tags, isPending } = useTagChoices();
  return (
    <AutocompleteInput
      choices={tags}
      isPending={isPending}
      optionText="fullName"
      sx={{ minWidth: 240 }}
      {...props}
    />
  );
};
