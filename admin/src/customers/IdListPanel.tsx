import { Autocomplete, Button, Card, CardContent, Chip, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useGetMany, useNotify, useTranslate } from 'react-admin';

interface Option {
  id: number;
  name: string;
}

/**
 * A card that edits a list of ids of one resource (a salesrep's companies, a company's salesreps): chips to
 * remove, a search to add, and save.
 */
export const IdListPanel = ({
  title,
  help,
  saveLabel,
  savedMessage,
  reference,
  filter,
  load,
  save,
  canWrite,
  testId,
}: {
  title: string;
  help: string;
  saveLabel: string;
  savedMessage: string;
  reference: string;
  filter?: Record<string, unknown>;
  load: () => Promise<{ ids: number[] }>;
  save: (ids: number[]) => Promise<{ ids: number[] }>;
  canWrite: boolean;
  testId: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [ids, setIds] = useState<number[] | null>(null);
  const [q, setQ] = useState('');
  useEffect(() => {
    load().then(
      (answer) => setIds(answer.ids),
      () => setIds([]),
    );
    // Loaded once per record: the caller keys the panel by the record's id.
  }, []);
  const { data: chosen = [] } = useGetMany<Option & { name: string }>(
    reference,
    { ids: ids ?? [] },
    { enabled: Boolean(ids?.length) },
  );
  const { data: found = [] } = useGetList<Option>(reference, {
    filter: { ...filter, q },
    pagination: { page: 1, perPage: 20 },
  });
  if (ids === null) return null;
  const label = (option: Option) => option.name;
  return (
    <Card sx={{ mt: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6">{translate(title)}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(help)}
        </Typography>
        {chosen
          .filter((option) => ids.includes(option.id))
          .map((option) => (
            <Chip
              key={option.id}
              label={label(option)}
              sx={{ mr: 1, mb: 1 }}
              onDelete={canWrite ? () => setIds(ids.filter((id) => id !== option.id)) : undefined}
            />
          ))}
        {canWrite && (
          <>
            <Autocomplete<Option>
              options={found.filter((option) => !ids.includes(option.id))}
              getOptionLabel={label}
              onInputChange={(_event, value) => setQ(value)}
              onChange={(_event, option) => option && setIds([...ids, option.id])}
              value={null}
              renderInput={(params) => <TextField {...params} label={translate('ra.action.add')} />}
              sx={{ maxWidth: 420, mt: 1 }}
            />
            <Button
              sx={{ mt: 1 }}
              variant="outlined"
              onClick={() =>
                save(ids)
                  .then((answer) => {
                    setIds(answer.ids);
                    notify(savedMessage, { type: 'success' });
                  })
                  .catch((error: Error) => notify(error.message, { type: 'error' }))
              }
            >
              {translate(saveLabel)}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
