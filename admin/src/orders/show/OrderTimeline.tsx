import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormats } from '../../common/useIntlLocale';
import type { OrderHistoryEntry } from './types';

const P = 'resources.order_show';

/** The order's history, newest first: what moved, from and to, who did it, why and when. */
export const OrderTimeline = ({ history }: { history: OrderHistoryEntry[] }) => {
  const translate = useTranslate();
  const formats = useFormats();
  if (history.length === 0) return <Typography>{translate(`${P}.timeline.empty`)}</Typography>;
  const state = (name: string) => translate(`${P}.states.${name}`, { _: name });
  const actor = (entry: OrderHistoryEntry) =>
    entry.actorKind === 'admin'
      ? (entry.actorName ?? '?')
      : entry.actorName
        ? `${translate(`${P}.timeline.by_${entry.actorKind}`)} (${entry.actorName})`
        : translate(`${P}.timeline.by_${entry.actorKind}`);
  return (
    <List dense aria-label={translate(`${P}.timeline.title`)}>
      {[...history].reverse().map((entry) => (
        <ListItem key={entry.id} divider data-kind={entry.kind}>
          <ListItemText
            primary={translate(`${P}.timeline.entry`, {
              kind: translate(`${P}.kinds.${entry.kind}`),
              from: state(entry.fromState),
              to: state(entry.toState),
              event: entry.event,
              actor: actor(entry),
            })}
            secondary={[formats.dateTime(entry.at), entry.reason].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};
