import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { customersApi } from './api';
import { type AdminCustomer, type CustomerAddress, R } from './types';

const A = `${R}.addresses`;
const FIELDS = ['company', 'firstname', 'lastname', 'street', 'postcode', 'city', 'country'] as const;
const EMPTY = {
  type: 'delivery',
  company: '',
  firstname: '',
  lastname: '',
  street: '',
  postcode: '',
  city: '',
  country: 'FI',
};

/** The customer's addresses (through the shop's AddressService): listed, added and deleted. */
export const CustomerAddresses = ({ canWrite }: { canWrite: boolean }) => {
  const customer = useRecordContext<AdminCustomer>();
  const translate = useTranslate();
  const notify = useNotify();
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<typeof EMPTY | null>(null);
  const id = customer?.id;
  const load = useCallback(() => {
    if (id === undefined) return;
    customersApi.addresses(id).then(setAddresses, () => setFailed(true));
  }, [id]);
  useEffect(load, [load]);
  if (!customer) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    customersApi
      .addAddress(customer.id, { ...draft, company: draft.company || null })
      .then(() => {
        notify(`${A}.saved`, { type: 'success' });
        setDraft(null);
        load();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  };
  const remove = (address: CustomerAddress) =>
    customersApi
      .removeAddress(customer.id, address.id)
      .then(() => {
        notify(`${A}.deleted`, { type: 'success' });
        load();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));

  return (
    <Card sx={{ mt: 2 }} data-testid="customer-addresses">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(`${A}.title`)}
        </Typography>
        {failed && <Alert severity="error">{translate(`${A}.load_failed`)}</Alert>}
        {addresses?.length === 0 && <Typography color="text.secondary">{translate(`${A}.none`)}</Typography>}
        {addresses && addresses.length > 0 && (
          <Table size="small">
            <TableBody>
              {addresses.map((address) => (
                <TableRow key={address.id}>
                  <TableCell>{translate(`${A}.${address.type}`)}</TableCell>
                  <TableCell>
                    {[
                      address.company,
                      `${address.firstname} ${address.lastname}`,
                      address.street,
                      `${address.postcode} ${address.city}`,
                      address.country,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => void remove(address)}
                      >
                        {translate(`${A}.delete`)}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {canWrite && !draft && (
          <Button
            sx={{ mt: 1 }}
            onClick={() => setDraft({ ...EMPTY, firstname: customer.firstname, lastname: customer.lastname })}
          >
            {translate(`${A}.add`)}
          </Button>
        )}
        {draft && (
          <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 2 }}>
              <TextField
                select
                label={translate(`${A}.type`)}
                value={draft.type}
                onChange={(event) => setDraft({ ...draft, type: event.target.value })}
              >
                <MenuItem value="delivery">{translate(`${A}.delivery`)}</MenuItem>
                <MenuItem value="invoice">{translate(`${A}.invoice`)}</MenuItem>
              </TextField>
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={translate(
                    field === 'firstname' || field === 'lastname' ? `${R}.fields.${field}` : `${A}.${field}`,
                  )}
                  value={draft[field]}
                  required={field !== 'company'}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button type="submit" variant="contained">
                {translate(`${A}.save`)}
              </Button>
              <Button onClick={() => setDraft(null)}>{translate(`${A}.cancel`)}</Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
