import { Table, TableContainer, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A compact table on the order pages that scrolls sideways on a narrow screen instead of widening the page. */
export const OrderTable = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
  <TableContainer>
    <Table size="small" sx={sx}>
      {children}
    </Table>
  </TableContainer>
);
