import { TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OrderTable } from '../OrderTable';
import type { LineProgress } from './types';

/** A decimal quantity such as "2.000" as people write it: 2. */
export const plainQuantity = (quantity: string) => String(Number(quantity));

interface Props<T extends LineProgress> {
  lines: T[];
  /** The columns between "ordered" and the quantity to take: how much of each line is shipped, invoiced... */
  progress: { labelKey: string; quantity: (line: T) => string }[];
  quantities: Record<number, string>;
  onChange: (orderItemId: number, quantity: string) => void;
}

/** Order lines with how far each has got, and a field per line for the quantity a new shipment or invoice takes. */
export const LineQuantitiesTable = <T extends LineProgress>({
  lines,
  progress,
  quantities,
  onChange,
}: Props<T>) => {
  const translate = useTranslate();
  return (
    <OrderTable>
      <TableHead>
        <TableRow>
          <TableCell>{translate('order_fulfilment.columns.sku')}</TableCell>
          <TableCell>{translate('order_fulfilment.columns.name')}</TableCell>
          <TableCell align="right">{translate('order_fulfilment.columns.ordered')}</TableCell>
          {progress.map((column) => (
            <TableCell key={column.labelKey} align="right">
              {translate(column.labelKey)}
            </TableCell>
          ))}
          <TableCell align="right">{translate('order_fulfilment.columns.quantity')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.orderItemId}>
            <TableCell>{line.sku}</TableCell>
            <TableCell>{line.name}</TableCell>
            <TableCell align="right">{plainQuantity(line.orderedQuantity)}</TableCell>
            {progress.map((column) => (
              <TableCell key={column.labelKey} align="right">
                {plainQuantity(column.quantity(line))}
              </TableCell>
            ))}
            <TableCell align="right">
              <TextField
                size="small"
                type="number"
                value={quantities[line.orderItemId] ?? ''}
                onChange={(event) => onChange(line.orderItemId, event.target.value)}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: Number(line.remainingQuantity),
                    step: 'any',
                    'aria-label': `${translate('order_fulfilment.columns.quantity')} ${line.sku}`,
                  },
                }}
                sx={{ width: 110 }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </OrderTable>
  );
};
