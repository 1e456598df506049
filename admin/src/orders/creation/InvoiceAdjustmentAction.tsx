import AddIcon from '@mui/icons-material/Add';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  TextField,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { orderCreationApi } from './api';

const TYPES = [81, 82, 83, 84, 85, 86] as const;
const AMOUNT = /^-?\d+([.,]\d{1,2})?$/;

/** "-12,50" → -1250: the editor types money as on an invoice, the API takes minor units. */
function toMinor(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!AMOUNT.test(clean)) return null;
  const [whole, fraction = ''] = clean.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return clean.startsWith('-') ? -minor : minor;
}

/**
 * In the order page's top bar: an invoice adjustment order (81-86) against this order, positive or negative net
 * lines with the reason; opens the new order.
 */
export const InvoiceAdjustmentAction = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [orderType, setOrderType] = useState<number>(81);
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState([{ key: 1, description: '', amount: '' }]);
  const parsed = lines.map((line) => ({ ...line, amountNetMinor: toMinor(line.amount) }));
  const valid =
    reason.trim() !== '' &&
    parsed.every(
      (line) => line.description.trim() && line.amountNetMinor !== null && line.amountNetMinor !== 0,
    );

  const submit = async () => {
    try {
      const order = await orderCreationApi.invoiceAdjustment({
        orderId,
        orderType,
        reason: reason.trim(),
        lines: parsed.map((line) => ({
          description: line.description.trim(),
          amountNetMinor: line.amountNetMinor!,
        })),
      });
      notify('order_creation.created', { type: 'success', messageArgs: { number: order.number } });
      setOpen(false);
      navigate(`/orders/${order.id}/show`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <>
      <Button label={translate('order_creation.adjustment.open')} onClick={() => setOpen(true)}>
        <ReceiptIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('order_creation.adjustment.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            size="small"
            label={translate('order_creation.adjustment.type')}
            value={orderType}
            onChange={(event) => setOrderType(Number(event.target.value))}
          >
            {TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('order_creation.adjustment.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {lines.map((line) => (
            <Box key={line.key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                sx={{ flex: 2 }}
                label={translate('order_creation.adjustment.description')}
                value={line.description}
                onChange={(event) =>
                  setLines((all) =>
                    all.map((other) =>
                      other.key === line.key ? { ...other, description: event.target.value } : other,
                    ),
                  )
                }
              />
              <TextField
                size="small"
                sx={{ flex: 1 }}
                label={translate('order_creation.adjustment.amount')}
                helperText={translate('order_creation.adjustment.amount_help')}
                value={line.amount}
                error={line.amount !== '' && toMinor(line.amount) === null}
                onChange={(event) =>
                  setLines((all) =>
                    all.map((other) =>
                      other.key === line.key ? { ...other, amount: event.target.value } : other,
                    ),
                  )
                }
              />
              <IconButton
                aria-label={translate('order_creation.remove_line')}
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((other) => other.key !== line.key))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button
              label={translate('order_creation.add_line')}
              onClick={() =>
                setLines((all) => [
                  ...all,
                  { key: Math.max(...all.map((line) => line.key)) + 1, description: '', amount: '' },
                ])
              }
            >
              <AddIcon />
            </Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label={translate('order_creation.adjustment.create')}
            variant="contained"
            disabled={!valid}
            onClick={() => void submit()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
