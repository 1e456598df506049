import {
  Box,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useFormats } from '../../common/useIntlLocale';
import type { OrderComment } from './types';
import { useOrderChange, useOrderPart } from '../useOrderPart';

/** Internal notes and messages to the customer (mailed, then shown in the shop); internal ones can be deleted. */
export const CommentsPanel = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const comments = useOrderPart<OrderComment[]>(orderId, 'comments');
  const [text, setText] = useState('');
  const [toCustomer, setToCustomer] = useState(false);
  const { busy, send } = useOrderChange(orderId, comments.reload);
  const add = () =>
    send('comments', 'POST', { text, visibility: toCustomer ? 'customer' : 'internal' }, () => [
      'order_fulfilment.comments.added',
    ]).then(() => {
      setText('');
      setToCustomer(false);
    });
  const remove = (comment: OrderComment) =>
    send(`comments/${comment.id}`, 'DELETE', undefined, () => ['order_fulfilment.comments.deleted']);

  return (
    <Box data-testid="order-comments-panel">
      <Box component="form" onSubmit={(event) => (event.preventDefault(), void add())}>
        <Typography variant="h6">{translate('order_fulfilment.comments.new_title')}</Typography>
        <TextField
          multiline
          minRows={3}
          fullWidth
          label={translate('order_fulfilment.comments.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000, name: 'text' } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={toCustomer} onChange={(event) => setToCustomer(event.target.checked)} />
          }
          label={translate('order_fulfilment.comments.to_customer')}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || text.trim() === ''}
          label="order_fulfilment.comments.add"
        />
      </Box>
      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate('order_fulfilment.tabs.comments')}
      </Typography>
      {comments.data?.length === 0 ? (
        <Typography>{translate('order_fulfilment.comments.none')}</Typography>
      ) : null}
      <List>
        {(comments.data ?? []).map((comment) => (
          <ListItem
            key={comment.id}
            divider
            secondaryAction={
              comment.visibility === 'internal' ? (
                <Button
                  disabled={busy}
                  label="order_fulfilment.comments.delete"
                  onClick={() => void remove(comment)}
                />
              ) : null
            }
          >
            <ListItemText
              primary={comment.text}
              secondary={[
                formats.dateTime(comment.createdAt),
                comment.author,
                comment.visibility === 'internal'
                  ? translate('order_fulfilment.comments.internal')
                  : comment.sentAt
                    ? translate('order_fulfilment.comments.customer')
                    : translate('order_fulfilment.comments.not_yet_sent'),
              ]
                .filter(Boolean)
                .join(' · ')}
              sx={{ whiteSpace: 'pre-line' }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
