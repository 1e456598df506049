import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  DataTable,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { CompactDateTimeField, DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { HandledField } from './HandledField';
import { HandledList } from './HandledList';
import { WarrantyOrderButton } from '../orders/creation/WarrantyOrderButton';
import { HandledToggleButton } from './HandledToggleButton';
import { receiptUrl, WARRANTY_REGISTRATIONS, type WarrantyRegistration } from './types';
import { LocalNumberField } from '../common/LocalNumberField';

const Column = DataTable.Col<WarrantyRegistration>;

export const WarrantyRegistrationList = () => (
  <HandledList resource={WARRANTY_REGISTRATIONS}>
    <DataTable<WarrantyRegistration> rowClick="show" bulkActionButtons={false}>
      <Column source="reference" disableSort />
      <Column source="createdAt" field={CompactDateTimeField} />
      <Column source="sku" />
      <Column source="productName" disableSort />
      <Column source="purchaseDate" />
      <Column source="name" />
      <Column source="country" />
      <Column source="handled" field={HandledField} />
    </DataTable>
  </HandledList>
);

/** The receipt as a file download: the browser sends the back-office cookie with the link. */
const ReceiptDownloadButton = () => {
  const record = useRecordContext<WarrantyRegistration>();
  if (!record) return null;
  return (
    <Button label="resources.warranty-registrations.download_receipt" href={receiptUrl(record.id)}>
      <DownloadIcon />
    </Button>
  );
};

export const WarrantyRegistrationShow = () => (
  <Show<WarrantyRegistration>
    actions={
      <TopToolbar>
        <ReceiptDownloadButton />
        <HandledToggleButton resource={WARRANTY_REGISTRATIONS} />
        <WarrantyOrderButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <FieldGrid label={false}>
        <TextField source="reference" />
        <HandledField source="handled" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="handledAt" emptyText="—" />
        <TextField source="sku" />
        <TextField source="productName" />
        <TextField source="serialNumber" />
        <TextField source="purchaseDate" />
        <TextField source="placeOfPurchase" emptyText="—" />
        <TextField source="orderNumber" emptyText="—" />
        <TextField source="name" />
        <TextField source="company" emptyText="—" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="country" />
        <TextField source="locale" />
        <TextField source="receiptFileName" />
        <LocalNumberField source="receiptSize" />
      </FieldGrid>
      <TextField source="faultDescription" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
