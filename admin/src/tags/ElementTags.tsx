import { Alert, Autocomplete, Chip, Stack, TextField, Typography } from '@mui/material';
import type { TagElementType } from '@tradeshop/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useTagChoices } from './TagInput';
import { changeElementTag, loadElementTags } from './tagsApi';
import type { Tag } from './types';

/**
 * The tags on one product, category or asset: each a chip that can be taken off, and a picker to add one. Every
 * change is saved at once (beside the element's own form), so the product list's tag filter finds it.
 */
export const ElementTags = ({ type, id }: { type: TagElementType; id: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['tags', 'of-element', type, id];
  const { data: current, isError } = useQuery({ queryKey: key, queryFn: () => loadElementTags(type, id) });
  const { tags } = useTagChoices();

  const change = async (kind: 'add' | 'remove', tag: Tag) => {
    try {
      queryClient.setQueryData(key, await changeElementTag(kind, tag.id, type, id));
      notify(kind === 'add' ? 'resources.tags.element.added' : 'resources.tags.element.removed');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  if (isError) return <Alert severity="error">{translate('resources.tags.element.load_failed')}</Alert>;
  const onIt = new Set((current ?? []).map((tag) => tag.id));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.tags.element.intro')}
      </Typography>
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap' }}
        aria-label={translate('resources.tags.element.tab')}
      >
        {(current ?? []).map((tag) => (
          <Chip key={tag.id} label={tag.fullName} onDelete={() => void change('remove', tag)} />
        ))}
        {current?.length === 0 && (
          <Typography variant="body2">{translate('resources.tags.element.none')}</Typography>
        )}
      </Stack>
      <Autocomplete<Tag>
        options={tags.filter((tag) => !onIt.has(tag.id))}
        getOptionLabel={(tag) => tag.fullName}
        value={null}
        onChange={(_, tag) => {
          if (tag) void change('add', tag);
        }}
        renderInput={(params) => <TextField {...params} label={translate('resources.tags.element.add')} />}
        blurOnSelect
        clearOnBlur
      />
    </Stack>
  );
};
