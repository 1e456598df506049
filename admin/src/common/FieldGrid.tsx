import { Box } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import { Labeled } from 'react-admin';

interface FieldGridProps {
  children: ReactNode;
  /** Tells an enclosing show layout not to label the grid itself. */
  label?: false;
}

/** Labelled fields in as many columns as fit, so short values do not each take a full line. */
export const FieldGrid = ({ children }: FieldGridProps) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
    {Children.map(children, (child) => (isValidElement(child) ? <Labeled>{child}</Labeled> : null))}
  </Box>
);
