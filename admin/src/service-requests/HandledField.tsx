import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { HandledRecord, TrackingRequest } from './types';

type ChipColor = 'success' | 'info' | 'default' | 'warning';

/** A record's state as a small coloured label. */
function StateChip<T extends object>({
  describe,
}: {
  describe: (record: T) => [label: string, color: ChipColor];
}) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  if (!record) return null;
  const [label, color] = describe(record);
  return <Chip size="small" sx={{ width: 'fit-content' }} color={color} label={translate(label)} />;
}

/** Open or handled, at a glance. */
export const HandledField = (_props: FieldProps<HandledRecord>) => (
  <StateChip<HandledRecord>
    describe={(record) =>
      record.handled
        ? ['resources.service-requests.handled', 'success']
        : ['resources.service-requests.open', 'info']
    }
  />
);

const OUTCOME_COLOR = { found: 'success', not_found: 'default', refused: 'warning' } as const;

/** Found, not found, or refused because the address searched too often. */
export const OutcomeField = (_props: FieldProps<TrackingRequest>) => (
  <StateChip<TrackingRequest>
    describe={(record) => [
      `resources.tracking-requests.outcome.${record.outcome}`,
      OUTCOME_COLOR[record.outcome],
    ]}
  />
);
