import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';

interface FormProps {
  /** The inputs of the resource's form. */
  children: ReactNode;
  /** Shown under the form, e.g. the voucher codes of a cart price rule. */
  aside?: ReactNode;
}

/** Edit with the server's answer awaited, so a refused change (400/409 with its reason) keeps the form open. */
export const ShopConfigEdit = ({ children, aside }: FormProps) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>{children}</SimpleForm>
    {aside}
  </Edit>
);

export const ShopConfigCreate = ({ children }: FormProps) => (
  <Create redirect="edit">
    <SimpleForm>{children}</SimpleForm>
  </Create>
);

/** The same form, read-only: for users who may look at shop configuration but not change it. */
export const ShopConfigShow = ({ children, aside }: FormProps) => (
  <Edit actions={false} mutationMode="pessimistic">
    <SimpleForm toolbar={false}>
      <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
        {children}
      </Box>
    </SimpleForm>
    {aside}
  </Edit>
);
