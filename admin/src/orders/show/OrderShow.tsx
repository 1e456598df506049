import {
  Box,
  Card,
  CircularProgress,
  CardContent,
  Chip,
  Stack,
  Tab,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { MoneyText } from '../../common/MoneyText';
import { useFormats } from '../../common/useIntlLocale';
import { ORDER_SHOW_ACTIONS, ORDER_SHOW_PANELS } from '../panels';
import { OrderTimeline } from './OrderTimeline';
import { TransitionButtons } from './TransitionButtons';
import {
  isOrderDetail,
  STATE_KINDS,
  type OrderAddress,
  type OrderDetail,
  type OrderStatement,
} from './types';
import { OrderTable } from '../OrderTable';

const P = 'resources.order_show';

const CHIP_COLOR: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  cancelled: 'error',
  refunded: 'error',
  complete: 'success',
  paid: 'success',
  shipped: 'success',
  invoiced: 'success',
  confirmed: 'primary',
  authorized: 'info',
  ready: 'info',
  partially_paid: 'warning',
  partially_refunded: 'warning',
  partially_shipped: 'warning',
  partially_authorized: 'warning',
  awaiting_payment: 'warning',
};

const OrderTitle = () => {
  const record = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  return <span>{record ? translate(`${P}.title`, { number: record.number }) : ''}</span>;
};

const OrderActions = () => {
  const record = useRecordContext<OrderDetail>();
  if (!isOrderDetail(record)) return null;
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <TransitionButtons order={record} />
      {ORDER_SHOW_ACTIONS.map(({ key, Component }) => (
        <Component key={key} orderId={record.id} />
      ))}
    </TopToolbar>
  );
};

/** An order in the back office: who, where, the four states, and tabs for its lines, history and panels. */
export const OrderShow = () => (
  <Show<OrderDetail>
    title={<OrderTitle />}
    actions={<OrderActions />}
    // The page is as wide as the screen, never as its widest content: the tabs and tables scroll inside it on a
    // phone instead of widening the whole back office (width 0 leaves it out of the layout's content measure).
    sx={{ width: 0, minWidth: '100%' }}
  >
    <OrderShowBody />
  </Show>
);

const OrderShowBody = () => {
  const record = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const [tab, setTab] = useState('overview');
  if (!isOrderDetail(record))
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  return (
    <Box sx={{ p: 2 }}>
      <OrderHeader order={record} />
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setTab(value)}
        variant="scrollable"
        sx={{ mt: 2 }}
      >
        <Tab value="overview" label={translate(`${P}.tabs.overview`)} />
        <Tab value="history" label={translate(`${P}.tabs.history`)} />
        {ORDER_SHOW_PANELS.map((panel) => (
          <Tab key={panel.key} value={panel.key} label={translate(panel.labelKey)} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {tab === 'overview' && <OrderOverview order={record} />}
        {tab === 'history' && <OrderTimeline history={record.history} />}
        {ORDER_SHOW_PANELS.filter((panel) => panel.key === tab).map(({ key, Component }) => (
          <Component key={key} orderId={record.id} />
        ))}
      </Box>
    </Box>
  );
};

const OrderHeader = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const customer = order.customer.name
    ? `${order.customer.name}${order.customer.email ? ` <${order.customer.email}>` : ''}`
    : order.customer.guestEmail
      ? translate(`${P}.guest`, { email: order.customer.guestEmail })
      : '—';
  return (
    <Stack spacing={1}>
      <Typography variant="h5">{order.number}</Typography>
      <Typography variant="body2">
        {translate(`${P}.customer`)}: {customer} · {translate(`${P}.company`)}: {order.company.name ?? '—'} ·{' '}
        {translate(`${P}.store`)}: {order.store.code} · {translate(`${P}.created`)}:{' '}
        {formats.dateTime(order.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {STATE_KINDS.map((kind) => (
          <Chip
            key={kind}
            data-kind={kind}
            color={CHIP_COLOR[order.states[kind]] ?? 'default'}
            label={`${translate(`${P}.kinds.${kind}`)}: ${translate(`${P}.states.${order.states[kind]}`, {
              _: order.states[kind],
            })}`}
          />
        ))}
      </Stack>
    </Stack>
  );
};

const OrderOverview = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const money = (amountMinor: number) => <MoneyText amountMinor={amountMinor} currency={order.currency} />;
  // A VAT rate such as "25.50" as the language writes it: 25,5 in Finnish and Swedish.
  const rate = (text: string) => formats.number(Number(text));
  // Each amount once, as on the order PDF: lines before the order's discounts, then each charge and discount.
  const statement = order.statement;
  const lineAmount = (line: OrderDetail['lines'][number]) =>
    statement.lines.find((entry) => entry.position === line.position)?.amountNetMinor ?? line.totalNetMinor;
  const entryLabel = (entry: OrderStatement['entries'][number]) => {
    switch (entry.kind) {
      case 'recycling_fee':
        return translate(`${P}.totals.recycling_fee`);
      case 'shipping':
        return translate(`${P}.totals.shipping`);
      case 'payment_fee':
        return entry.label
          ? translate(`${P}.totals.payment_fee_named`, { method: entry.label })
          : translate(`${P}.totals.payment_fee`);
      case 'discount':
        return entry.label ?? translate(`${P}.totals.discount_one`);
      default:
        return translate(`${P}.totals.other`);
    }
  };
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{translate(`${P}.lines.title`)}</Typography>
          <OrderTable>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${P}.lines.sku`)}</TableCell>
                <TableCell>{translate(`${P}.lines.name`)}</TableCell>
                <TableCell align="right">{translate(`${P}.lines.quantity`)}</TableCell>
                <TableCell align="right">{translate(`${P}.lines.unit_price`)}</TableCell>
                <TableCell align="right">{translate(`${P}.lines.tax_rate`)}</TableCell>
                <TableCell align="right">{translate(`${P}.lines.total`)}</TableCell>
                <TableCell>{translate(`${P}.lines.status`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.sku}</TableCell>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">
                    {Number(line.quantity)} {line.unitIdentifier}
                  </TableCell>
                  <TableCell align="right">{money(line.unitPriceNetMinor)}</TableCell>
                  <TableCell align="right">{rate(line.taxRate)}</TableCell>
                  <TableCell align="right">{money(lineAmount(line))}</TableCell>
                  <TableCell data-line-status={line.lineStatus}>
                    {line.lineStatus} {translate(`${P}.line_status.${line.lineStatus}`, { _: '' })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </OrderTable>
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <AddressCard title={translate(`${P}.addresses.invoice`)} address={order.invoiceAddress} />
        <AddressCard title={translate(`${P}.addresses.shipping`)} address={order.shippingAddress} />
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6">{translate(`${P}.totals.title`)}</Typography>
            <OrderTable>
              <TableBody>
                <TotalRow
                  strong
                  label={translate(`${P}.totals.items`)}
                  value={money(statement.itemsNetMinor)}
                />
                {statement.entries.map((entry, index) => (
                  <TotalRow key={index} label={entryLabel(entry)} value={money(entry.amountNetMinor)} />
                ))}
                <TotalRow
                  strong
                  label={translate(`${P}.totals.total_net`)}
                  value={money(statement.totalNetMinor)}
                />
                {statement.vat.length > 0 ? (
                  statement.vat.map((tax) => (
                    <TotalRow
                      key={tax.rate}
                      label={translate(`${P}.totals.tax`, {
                        rate: rate(tax.rate),
                        net: formats.money(tax.netMinor, order.currency),
                      })}
                      value={money(tax.taxMinor)}
                    />
                  ))
                ) : (
                  <TotalRow label={translate(`${P}.totals.tax_total`)} value={money(statement.taxMinor)} />
                )}
                <TotalRow
                  strong
                  label={translate(`${P}.totals.total`)}
                  value={money(order.totals.totalGrossMinor)}
                />
                <TotalRow label={translate(`${P}.totals.paid`)} value={money(order.totals.paidMinor)} />
                {order.totals.refundedMinor > 0 && (
                  <TotalRow
                    label={translate(`${P}.totals.refunded`)}
                    value={money(order.totals.refundedMinor)}
                  />
                )}
                <TotalRow label={translate(`${P}.totals.due`)} value={money(order.totals.dueMinor)} />
              </TableBody>
            </OrderTable>
          </CardContent>
        </Card>
      </Stack>
    </Stack>
  );
};

const TotalRow = ({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) => (
  <TableRow>
    <TableCell sx={strong ? { fontWeight: 'bold' } : undefined}>{label}</TableCell>
    <TableCell align="right" sx={strong ? { fontWeight: 'bold' } : undefined}>
      {value}
    </TableCell>
  </TableRow>
);

const AddressCard = ({ title, address }: { title: string; address: OrderAddress }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        {[
          address.company,
          [address.firstname, address.lastname].filter(Boolean).join(' '),
          [address.street, address.number].filter(Boolean).join(' '),
          [address.postcode, address.city].filter(Boolean).join(' '),
          address.country,
          address.phoneNumber,
          address.eInvoiceAddress
            ? translate(`${P}.addresses.e_invoice_address`, { value: address.eInvoiceAddress })
            : null,
          address.eInvoiceOperator
            ? translate(`${P}.addresses.e_invoice_operator`, { value: address.eInvoiceOperator })
            : null,
        ]
          .filter(Boolean)
          .map((line, index) => (
            <Typography key={index} variant="body2">
              {line}
            </Typography>
          ))}
      </CardContent>
    </Card>
  );
};
