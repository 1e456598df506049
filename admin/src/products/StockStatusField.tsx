import { Chip, type ChipProps } from '@mui/material';
import { STOCK_STATUSES, type StockStatus } from '@tradeshop/shared';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

const COLORS: Record<StockStatus, ChipProps['color']> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'error',
  on_order: 'info',
};

export const stockStatusChoices = STOCK_STATUSES.map((status) => ({
  id: status,
  name: `resources.products.stockStatus.${status}`,
}));

export const StockStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as StockStatus | undefined;
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
      color={COLORS[status] ?? 'default'}
      label={translate(`resources.products.stockStatus.${status}`, { _: status })}
    />
  );
};
