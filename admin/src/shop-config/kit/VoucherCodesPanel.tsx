import DownloadIcon from '@mui/icons-material/Download';
import { Box, Card, CardContent, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  DataTable,
  DeleteButton,
  Pagination,
  ReferenceManyField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../httpClient';
import { CompactDateTimeField } from '../../common/DateTimeField';
import { useCanWrite } from './useCanWrite';

const FORMATS = ['alphanumeric', 'alphabetic', 'numeric'] as const;

/** CoreShop's generator: how many codes, how long, of which characters, with an optional prefix. */
const VoucherCodeGenerator = ({ ruleId }: { ruleId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('10');
  const [length, setLength] = useState('8');
  const [prefix, setPrefix] = useState('');
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('alphanumeric');
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient('/api/admin/shop-config/voucher-codes/generate', {
        method: 'POST',
        body: JSON.stringify({
          cartPriceRuleId: ruleId,
          amount: Number(amount),
          length: Number(length),
          format,
          ...(prefix ? { prefix } : {}),
        }),
      });
      notify('shop_config.vouchers.generated', { type: 'success', messageArgs: { count: json.generated } });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const field = { size: 'small' as const, sx: { mr: 1, mb: 1, width: 140 } };
  return (
    <Box component="form" onSubmit={(event) => (event.preventDefault(), void generate())} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('shop_config.vouchers.generate_title')}</Typography>
      <MuiTextField
        {...field}
        type="number"
        label={translate('shop_config.vouchers.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 10000, name: 'amount' } }}
      />
      <MuiTextField
        {...field}
        type="number"
        label={translate('shop_config.vouchers.length')}
        value={length}
        onChange={(event) => setLength(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 32, name: 'length' } }}
      />
      <MuiTextField
        {...field}
        label={translate('shop_config.vouchers.prefix')}
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 16, name: 'prefix' } }}
      />
      <MuiTextField
        {...field}
        select
        label={translate('shop_config.vouchers.format')}
        value={format}
        onChange={(event) => setFormat(event.target.value as (typeof FORMATS)[number])}
      >
        {FORMATS.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`shop_config.vouchers.formats.${option}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button type="submit" variant="contained" disabled={busy} label="shop_config.vouchers.generate" />
    </Box>
  );
};

/** The voucher codes of the cart price rule being edited: list, delete, generate, export as CSV. */
export const VoucherCodesPanel = () => {
  const rule = useRecordContext();
  const translate = useTranslate();
  const canWrite = useCanWrite();
  if (!rule) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="voucher-codes">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6">{translate('shop_config.vouchers.title')}</Typography>
          <Button
            component="a"
            href={`/api/admin/shop-config/cart-price-rules/${rule.id}/voucher-codes.csv`}
            download
            label="shop_config.vouchers.export"
          >
            <DownloadIcon />
          </Button>
        </Box>
        <ReferenceManyField
          reference="shop-config/voucher-codes"
          target="cartPriceRuleId"
          sort={{ field: 'id', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="code" label="shop_config.vouchers.code" />
            <DataTable.NumberCol source="usageLimit" label="shop_config.vouchers.usage_limit" />
            <DataTable.NumberCol source="usedCount" label="shop_config.vouchers.used" />
            <DataTable.Col
              source="createdAt"
              label="shop_config.vouchers.created"
              field={CompactDateTimeField}
            />
            {canWrite ? (
              <DataTable.Col label="">
                <DeleteButton mutationMode="pessimistic" redirect={false} />
              </DataTable.Col>
            ) : null}
          </DataTable>
        </ReferenceManyField>
        {canWrite ? <VoucherCodeGenerator ruleId={Number(rule.id)} /> : null}
      </CardContent>
    </Card>
  );
};
