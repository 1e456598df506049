import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  IconButton,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MoneyText } from '../../common/MoneyText';
import { orderCreationApi, type CustomerOption, type OrderPreview, type PhoneOrderInput } from './api';
import { OrderTable } from '../OrderTable';

const DEBOUNCE_MS = 400;

interface LineDraft {
  key: number;
  sku: string;
  quantity: string;
}

/** Calls `effect` once the inputs have been still for DEBOUNCE_MS; a later call cancels an earlier one. */
function useDebounced<T>(value: T, delay = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const CustomerPicker = ({
  value,
  onChange,
}: {
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
}) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<CustomerOption[]>([]);
  const q = useDebounced(input, 250);
  useEffect(() => {
    let current = true;
    orderCreationApi
      .customers(q)
      .then((found) => current && setOptions(found))
      .catch(() => current && setOptions([]));
    return () => {
      current = false;
    };
  }, [q]);
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) =>
        `${option.name} <${option.email}>${option.companyName ? ` · ${option.companyName}` : ''}`
      }
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text) => setInput(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('order_creation.customer')}
          placeholder={translate('order_creation.customer_search')}
          name="customer"
        />
      )}
    />
  );
};

/**
 * A phone or e-mail order entered for a customer: their addresses, lines by SKU and quantity with the price the
 * customer would see in the shop (previewed as staff type), carrier, payment, vouchers; creating it opens the order.
 */
export const PhoneOrderPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [lines, setLines] = useState<LineDraft[]>([{ key: 1, sku: '', quantity: '1' }]);
  const [invoiceAddressId, setInvoiceAddressId] = useState<number | ''>('');
  const [shippingAddressId, setShippingAddressId] = useState<number | ''>('');
  const [carrierId, setCarrierId] = useState<number | ''>('');
  const [paymentProviderId, setPaymentProviderId] = useState<number | ''>('');
  const [vouchers, setVouchers] = useState('');
  const [preferredDeliveryDate, setPreferredDeliveryDate] = useState('');
  const [ownOrderNumber, setOwnOrderNumber] = useState('');
  const [reference, setReference] = useState('');
  const [comment, setComment] = useState('');
  const [preview, setPreview] = useState<OrderPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [creating, setCreating] = useState(false);
  const idempotencyKey = useRef(crypto.randomUUID());

  const input: PhoneOrderInput | null = useMemo(() => {
    if (!customer) return null;
    return {
      customerId: customer.id,
      lines: lines
        .filter((line) => line.sku.trim())
        .map(({ sku, quantity }) => ({ sku: sku.trim(), quantity: quantity.trim() })),
      ...(invoiceAddressId ? { invoiceAddressId } : {}),
      ...(shippingAddressId ? { shippingAddressId } : {}),
      ...(carrierId ? { carrierId } : {}),
      ...(paymentProviderId ? { paymentProviderId } : {}),
      voucherCodes: vouchers
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
      ...(preferredDeliveryDate ? { preferredDeliveryDate } : {}),
      ...(ownOrderNumber ? { ownOrderNumber } : {}),
      ...(reference ? { reference } : {}),
      ...(comment ? { comment } : {}),
    };
  }, [
    customer,
    lines,
    invoiceAddressId,
    shippingAddressId,
    carrierId,
    paymentProviderId,
    vouchers,
    preferredDeliveryDate,
    ownOrderNumber,
    reference,
    comment,
  ]);

  const settled = useDebounced(input);
  useEffect(() => {
    if (!settled) {
      setPreview(null);
      return;
    }
    let current = true;
    setPreviewing(true);
    orderCreationApi
      .preview(settled)
      .then((answer) => current && setPreview(answer))
      .catch((error: Error) => current && notify(error.message, { type: 'error' }))
      .finally(() => current && setPreviewing(false));
    return () => {
      current = false;
    };
  }, [settled, notify]);

  const create = async () => {
    if (!input) return;
    setCreating(true);
    try {
      const order = await orderCreationApi.create({ ...input, idempotencyKey: idempotencyKey.current });
      notify('order_creation.created', { type: 'success', messageArgs: { number: order.number } });
      navigate(`/orders/${order.id}/show`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setCreating(false);
    }
  };

  const setLine = (key: number, change: Partial<LineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const priced = (sku: string) =>
    preview?.lines.find((line) => line.sku.toUpperCase() === sku.trim().toUpperCase());
  const currency = preview?.currency ?? 'EUR';
  const addressChoice = (
    label: string,
    name: string,
    value: number | '',
    set: (id: number | '') => void,
    chosen: number | null | undefined,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(label)}
      name={name}
      value={value || chosen || ''}
      onChange={(event) => set(Number(event.target.value) || '')}
    >
      {(preview?.addresses ?? []).map((address) => (
        <MenuItem key={address.id} value={address.id}>
          {address.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    // Inline-size containment: long addresses and tables scroll or ellipsize instead of widening a phone's screen.
    <Box sx={{ p: { xs: 1, sm: 2 }, contain: 'inline-size' }}>
      <Title title={translate('order_creation.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <CustomerPicker
                value={customer}
                onChange={(chosen) => {
                  setCustomer(chosen);
                  setInvoiceAddressId('');
                  setShippingAddressId('');
                }}
              />
              {customer ? (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                  }}
                >
                  {addressChoice(
                    'order_creation.invoice_address',
                    'invoiceAddressId',
                    invoiceAddressId,
                    setInvoiceAddressId,
                    preview?.invoiceAddressId,
                  )}
                  {addressChoice(
                    'order_creation.shipping_address',
                    'shippingAddressId',
                    shippingAddressId,
                    setShippingAddressId,
                    preview?.shippingAddressId,
                  )}
                </Box>
              ) : (
                <Typography color="text.secondary">{translate('order_creation.no_customer')}</Typography>
              )}
              <Typography variant="subtitle1">{translate('order_creation.lines')}</Typography>
              {lines.map((line, index) => {
                const price = priced(line.sku);
                return (
                  <Box
                    key={line.key}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    data-testid="phone-order-line"
                  >
                    <TextField
                      size="small"
                      label={translate('order_creation.sku')}
                      value={line.sku}
                      name={`lines.${index}.sku`}
                      onChange={(event) => setLine(line.key, { sku: event.target.value })}
                      sx={{ flex: '2 1 160px' }}
                    />
                    <TextField
                      size="small"
                      label={translate('order_creation.quantity')}
                      value={line.quantity}
                      name={`lines.${index}.quantity`}
                      onChange={(event) => setLine(line.key, { quantity: event.target.value })}
                      sx={{ flex: '0 1 90px' }}
                    />
                    <Box sx={{ flex: '2 1 160px', fontSize: 14 }} data-testid="phone-order-line-price">
                      {price ? (
                        <>
                          {price.name} ·{' '}
                          <MoneyText amountMinor={price.unitPriceNetMinor} currency={currency} /> ×{' '}
                          {price.quantity} ={' '}
                          <MoneyText amountMinor={price.totalNetMinor} currency={currency} />
                        </>
                      ) : null}
                    </Box>
                    <IconButton
                      aria-label={translate('order_creation.remove_line')}
                      onClick={() => setLines((all) => all.filter((other) => other.key !== line.key))}
                      disabled={lines.length === 1}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                );
              })}
              <Box>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() =>
                    setLines((all) => [
                      ...all,
                      { key: Math.max(...all.map((line) => line.key)) + 1, sku: '', quantity: '1' },
                    ])
                  }
                >
                  {translate('order_creation.add_line')}
                </Button>
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <TextField
                  select
                  size="small"
                  label={translate('order_creation.carrier')}
                  name="carrierId"
                  value={carrierId || preview?.carrierId || ''}
                  onChange={(event) => setCarrierId(Number(event.target.value) || '')}
                >
                  {(preview?.carriers ?? []).map((carrier) => (
                    <MenuItem key={carrier.carrierId} value={carrier.carrierId}>
                      {carrier.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={translate('order_creation.payment')}
                  name="paymentProviderId"
                  value={paymentProviderId || preview?.paymentProviderId || ''}
                  onChange={(event) => setPaymentProviderId(Number(event.target.value) || '')}
                >
                  {(preview?.paymentOptions ?? []).map((option) => (
                    <MenuItem key={option.paymentProviderId} value={option.paymentProviderId}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label={translate('order_creation.vouchers')}
                  name="voucherCodes"
                  value={vouchers}
                  onChange={(event) => setVouchers(event.target.value)}
                />
                <TextField
                  select
                  size="small"
                  label={translate('order_creation.delivery_date')}
                  name="preferredDeliveryDate"
                  value={preferredDeliveryDate}
                  onChange={(event) => setPreferredDeliveryDate(event.target.value)}
                >
                  <MenuItem value="">–</MenuItem>
                  {(preview?.deliveryDates ?? []).map((date) => (
                    <MenuItem key={date} value={date}>
                      {date}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label={translate('order_creation.own_order_number')}
                  name="ownOrderNumber"
                  value={ownOrderNumber}
                  onChange={(event) => setOwnOrderNumber(event.target.value)}
                />
                <TextField
                  size="small"
                  label={translate('order_creation.reference')}
                  name="reference"
                  value={reference}
                  onChange={(event) => setReference(event.target.value)}
                />
              </Box>
              <TextField
                size="small"
                multiline
                minRows={2}
                label={translate('order_creation.comment')}
                name="comment"
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
          <Card data-testid="phone-order-preview">
            <CardContent>
              <Typography variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {translate('order_creation.preview')}
                {previewing ? (
                  <CircularProgress size={16} aria-label={translate('order_creation.previewing')} />
                ) : null}
              </Typography>
              {preview && preview.lines.length > 0 ? (
                <OrderTable>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('order_creation.name')}</TableCell>
                      <TableCell align="right">{translate('order_creation.quantity')}</TableCell>
                      <TableCell align="right">{translate('order_creation.unit_price')}</TableCell>
                      <TableCell align="right">{translate('order_creation.total')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.lines.map((line) => (
                      <TableRow key={`${line.sku}-${line.isGift}`} data-testid={`preview-line-${line.sku}`}>
                        <TableCell>
                          {line.sku}
                          <br />
                          <Typography variant="caption">{line.name}</Typography>
                        </TableCell>
                        <TableCell align="right">{line.quantity}</TableCell>
                        <TableCell
                          align="right"
                          data-testid="preview-unit-price"
                          data-minor={line.unitPriceNetMinor}
                        >
                          <MoneyText amountMinor={line.unitPriceNetMinor} currency={currency} />
                        </TableCell>
                        <TableCell align="right">
                          <MoneyText amountMinor={line.totalNetMinor} currency={currency} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </OrderTable>
              ) : null}
              {preview ? (
                <OrderTable sx={{ mt: 1 }}>
                  <TableBody>
                    {(
                      [
                        ['order_creation.items_net', preview.totals.itemsNetMinor],
                        ['order_creation.surcharges', preview.totals.surchargeNetMinor],
                        ['order_creation.discount', -preview.totals.discountNetMinor],
                        ['order_creation.shipping', preview.totals.shippingNetMinor],
                        ['order_creation.payment_fee', preview.totals.paymentFeeNetMinor],
                        ['order_creation.tax', preview.totals.taxMinor],
                      ] as const
                    ).map(([label, amount]) => (
                      <TableRow key={label}>
                        <TableCell>{translate(label)}</TableCell>
                        <TableCell align="right">
                          <MoneyText amountMinor={amount} currency={currency} />
                        </TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell sx={{ fontWeight: 600 }}>
                        {translate('order_creation.total_gross')}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontWeight: 600 }}
                        data-testid="preview-total"
                        data-minor={preview.totals.totalGrossMinor}
                      >
                        <MoneyText amountMinor={preview.totals.totalGrossMinor} currency={currency} />
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </OrderTable>
              ) : null}
              {preview && preview.problems.length > 0 ? (
                <Alert severity="warning" sx={{ mt: 2 }} data-testid="preview-problems">
                  <Typography variant="subtitle2">{translate('order_creation.problems')}</Typography>
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {preview.problems.map((problem) => (
                      <li key={`${problem.field}-${problem.reason}`}>{problem.reason}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              <Button
                variant="contained"
                fullWidth
                sx={{ mt: 2 }}
                onClick={() => void create()}
                disabled={
                  !preview || preview.problems.length > 0 || previewing || creating || settled !== input
                }
              >
                {translate('order_creation.create')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};
