import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
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
/** What the form edits; `editing` is the address being changed, none for a new one. */
type Draft = typeof EMPTY & { editing?: CustomerAddress };

/** An address as the form shows it. */
const toDraft = (address: CustomerAddress): Draft => ({
  type: address.type,
  company: address.company ?? '',
  firstname: address.firstname,
  lastname: address.lastname,
  street: address.street,
  postcode: address.postcode,
  city: address.city,
  country: address.country,
  editing: address,
});

/**
 * The body of the POST or PUT: the form's fields over the edited address's others (a PUT replaces every field,
 * so the house number, phone and e-invoice details the form does not show are sent back as they were).
 */
const toInput = ({ editing, ...fields }: Draft): Record<string, unknown> => ({
  ...(editing && {
    salutation: editing.salutation,
    number: editing.number,
    phoneNumber: editing.phoneNumber,
    eInvoiceAddress: editing.eInvoiceAddress,
    eInvoiceOperator: editing.eInvoiceOperator,
  }),
  ...fields,
  company: fields.company || null,
});

/** The customer's addresses (through the shop's AddressService): listed, added, edited and deleted. */
export const CustomerAddresses = ({ canWrite }: { canWrite: boolean }) => {
  const customer = useRecordContext<AdminCustomer>();
  const translate = useTranslate();
  const notify = useNotify();
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
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
    const input = toInput(draft);
    (draft.editing
      ? customersApi.updateAddress(customer.id, draft.editing.id, input)
      : customersApi.addAddress(customer.id, input)
    )
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
          // a list rather than a table: on a phone the buttons wrap under the address instead of widening the page
          <List dense disablePadding>
            {addresses.map((address) => (
              <ListItem key={address.id} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                <ListItemText
                  sx={{ flex: '1 1 16rem', minWidth: 0 }}
                  primary={[
                    address.company,
                    `${address.firstname} ${address.lastname}`,
                    address.street,
                    `${address.postcode} ${address.city}`,
                    address.country,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                  secondary={translate(`${A}.${address.type}`)}
                />
                {canWrite && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setDraft(toDraft(address))}>
                      {translate(`${A}.edit`)}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => void remove(address)}
                    >
                      {translate(`${A}.delete`)}
                    </Button>
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
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
          <Box
            component="form"
            onSubmit={submit}
            sx={{ mt: 2 }}
            aria-label={translate(draft.editing ? `${A}.edit_title` : `${A}.add`)}
          >
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {translate(draft.editing ? `${A}.edit_title` : `${A}.add`)}
            </Typography>
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
