import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MoneyText } from '../../common/MoneyText';
import { useFormats } from '../../common/useIntlLocale';
import { orderCreationApi, type ItemChange, type ItemsEditResult, type OrderItems } from './api';
import { OrderTable } from '../OrderTable';
import { useOrderChange, useOrderPart } from '../useOrderPart';

type Pending =
  | { kind: 'quantities'; lines: { itemId: number; quantity: string }[] }
  | { kind: 'add'; lines: { sku: string; quantity: string }[] }
  | { kind: 'remove'; itemId: number };

const run = (orderId: number, change: Pending, dryRun: boolean): Promise<ItemsEditResult> =>
  change.kind === 'quantities'
    ? orderCreationApi.changeQuantities(orderId, change.lines, dryRun)
    : change.kind === 'add'
      ? orderCreationApi.addItems(orderId, change.lines, dryRun)
      : orderCreationApi.removeItem(orderId, change.itemId, dryRun);

/**
 * The order page's Items panel: change quantities, add and remove lines while nothing is shipped, invoiced or
 * paid. Each change is previewed (new totals, lines whose price would change) before it is saved.
 */
export const OrderItemsPanel = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const items = useOrderPart<OrderItems>(orderId, 'items');
  const history = useOrderPart<ItemChange[]>(orderId, 'item-changes');
  const formats = useFormats();
  const reload = () => {
    items.reload();
    history.reload();
  };
  const { apply } = useOrderChange(orderId, reload);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [newSku, setNewSku] = useState('');
  const [newQuantity, setNewQuantity] = useState('1');
  const [pending, setPending] = useState<Pending | null>(null);
  const [result, setResult] = useState<ItemsEditResult | null>(null);

  useEffect(() => {
    if (!items.data) return;
    setQuantities(Object.fromEntries(items.data.lines.map((line) => [line.itemId, line.quantity])));
    setPending(null);
    setResult(null);
  }, [items.data]);

  const previewChange = async (change: Pending) => {
    try {
      setPending(change);
      setResult(await run(orderId, change, true));
    } catch (error) {
      setPending(null);
      setResult(null);
      notify((error as Error).message, { type: 'error' });
    }
  };

  const save = async () => {
    if (!pending) return;
    await apply(
      () => run(orderId, pending, false),
      () => ['order_creation.items.saved'],
    );
  };

  if (!items.data) return null;
  const changedQuantities = items.data.lines
    .filter(
      (line) =>
        !line.isGift && quantities[line.itemId] !== undefined && quantities[line.itemId] !== line.quantity,
    )
    .map((line) => ({ itemId: line.itemId, quantity: quantities[line.itemId]! }));
  const { currency, editable, lines } = items.data;
  const changes = history.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="order-items-panel">
      {!editable ? <Alert severity="info">{translate('order_creation.items.not_editable')}</Alert> : null}
      <OrderTable>
        <TableHead>
          <TableRow>
            <TableCell>{translate('order_creation.sku')}</TableCell>
            <TableCell>{translate('order_creation.name')}</TableCell>
            <TableCell align="right">{translate('order_creation.quantity')}</TableCell>
            <TableCell align="right">{translate('order_creation.unit_price')}</TableCell>
            <TableCell align="right">{translate('order_creation.total')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.itemId}>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">
                {editable && !line.isGift ? (
                  <TextField
                    size="small"
                    value={quantities[line.itemId] ?? line.quantity}
                    onChange={(event) =>
                      setQuantities((all) => ({ ...all, [line.itemId]: event.target.value }))
                    }
                    slotProps={{
                      htmlInput: { 'aria-label': `${translate('order_creation.quantity')} ${line.sku}` },
                    }}
                    sx={{ width: 100 }}
                  />
                ) : (
                  line.quantity
                )}
              </TableCell>
              <TableCell align="right">
                <MoneyText amountMinor={line.unitPriceNetMinor} currency={currency} />
              </TableCell>
              <TableCell align="right">
                <MoneyText amountMinor={line.totalNetMinor} currency={currency} />
              </TableCell>
              <TableCell>
                {editable && !line.isGift ? (
                  <IconButton
                    aria-label={`${translate('order_creation.items.remove')} ${line.sku}`}
                    onClick={() => void previewChange({ kind: 'remove', itemId: line.itemId })}
                  >
                    <DeleteIcon />
                  </IconButton>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </OrderTable>
      {editable ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="outlined"
            disabled={changedQuantities.length === 0}
            onClick={() => void previewChange({ kind: 'quantities', lines: changedQuantities })}
          >
            {translate('order_creation.items.preview_changes')}
          </Button>
          <TextField
            size="small"
            label={translate('order_creation.sku')}
            value={newSku}
            onChange={(event) => setNewSku(event.target.value)}
          />
          <TextField
            size="small"
            label={translate('order_creation.quantity')}
            value={newQuantity}
            onChange={(event) => setNewQuantity(event.target.value)}
            sx={{ width: 100 }}
          />
          <Button
            variant="outlined"
            disabled={!newSku.trim()}
            onClick={() =>
              void previewChange({
                kind: 'add',
                lines: [{ sku: newSku.trim(), quantity: newQuantity.trim() }],
              })
            }
          >
            {translate('order_creation.items.add')}
          </Button>
        </Box>
      ) : null}
      {result ? (
        <Alert severity="info" data-testid="items-preview">
          {translate('order_creation.items.total_before')}:{' '}
          <MoneyText amountMinor={result.totalBeforeMinor} currency={currency} /> →{' '}
          {translate('order_creation.items.total_after')}:{' '}
          <MoneyText amountMinor={result.totalAfterMinor} currency={currency} />
          {result.messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
          <Box sx={{ mt: 1 }}>
            <Button variant="contained" size="small" onClick={() => void save()}>
              {translate('order_creation.items.save')}
            </Button>
          </Box>
        </Alert>
      ) : null}
      {changes.length > 0 ? (
        <Box>
          <Typography variant="subtitle2">{translate('order_creation.items.history')}</Typography>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {changes.map((change) => (
              <li key={change.id}>
                {formats.dateTime(change.createdAt)} · {change.actor.name ?? ''} ·{' '}
                {translate(`order_creation.items.action_${change.action}`)} {change.sku}{' '}
                {change.quantityBefore ?? '–'} → {change.quantityAfter ?? '–'} (
                <MoneyText amountMinor={change.totalBeforeMinor} currency={currency} /> →{' '}
                <MoneyText amountMinor={change.totalAfterMinor} currency={currency} />)
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
    </Box>
  );
};
