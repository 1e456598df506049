import { Box, Card, CardContent, Stack, useMediaQuery, type Theme } from '@mui/material';
import { INVOICE_STATES, ORDER_STATES, PAYMENT_STATES, SHIPMENT_STATES } from '@tradeshop/shared';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  NumberInput,
  SavedQueriesList,
  SelectArrayInput,
  SimpleList,
  TextInput,
  TopToolbar,
  type SelectArrayInputProps,
} from 'react-admin';
import { CompactDateTimeField } from '../../common/DateTimeField';
import { MoneyText } from '../../common/MoneyText';
import { SearchFilter } from '../../common/SearchFilter';
import { OrderBulkActions, OrderExportButtons } from './OrderGridActions';
import { fetchGridFilters } from './orderGridClient';
import { OrderStateChip, type OrderStateKind } from './OrderStateChip';
import { scrollingListSx } from '../../common/scrollingListSx';
import type { OrderListRow } from './types';

/** The state names as choices, translated by react-admin from `orders.states.<kind>.<state>`. */
const stateChoices = (kind: OrderStateKind, states: readonly string[]) =>
  states.map((state) => ({ id: state, name: `orders.states.${kind}.${state}` }));

/** The stores that have orders, from the grid's filter definitions. */
const StoreFilter = (props: SelectArrayInputProps) => {
  const { data } = useQuery({ queryKey: ['orders', 'grid', 'filters'], queryFn: fetchGridFilters });
  const stores = data?.find((filter) => filter.name === 'storeId')?.options ?? [];
  return (
    <SelectArrayInput
      {...props}
      choices={stores.map((store) => ({ id: store.value, name: store.label }))}
      translateChoice={false}
    />
  );
};

const filters = [
  <SearchFilter key="q" source="q" placeholder="resources.orders.fields.q" alwaysOn />,
  <TextInput key="number" source="number" />,
  <SelectArrayInput key="state" source="state" choices={stateChoices('order', ORDER_STATES)} />,
  <SelectArrayInput
    key="paymentState"
    source="paymentState"
    choices={stateChoices('payment', PAYMENT_STATES)}
  />,
  <SelectArrayInput
    key="shippingState"
    source="shippingState"
    choices={stateChoices('shipment', SHIPMENT_STATES)}
  />,
  <SelectArrayInput
    key="invoiceState"
    source="invoiceState"
    choices={stateChoices('invoice', INVOICE_STATES)}
  />,
  <StoreFilter key="storeId" source="storeId" />,
  <TextInput key="email" source="email" />,
  <TextInput key="sku" source="sku" />,
  <TextInput key="erpNumber" source="erpNumber" />,
  <NumberInput key="customerId" source="customerId" />,
  <NumberInput key="companyId" source="companyId" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <TextInput key="totalFrom" source="totalFrom" />,
  <TextInput key="totalTo" source="totalTo" />,
];

/**
 * Saved queries (react-admin keeps them in the browser's store) beside the list on a wide screen; on a narrower one
 * the filter button's menu lists them.
 */
const OrderListAside = () => (
  <Card
    sx={{
      order: -1,
      mr: 2,
      mt: 8,
      alignSelf: 'flex-start',
      width: 220,
      display: { xs: 'none', xl: 'block' },
    }}
  >
    <CardContent>
      <SavedQueriesList />
    </CardContent>
  </Card>
);

const OrderListActions = () => (
  <TopToolbar>
    <FilterButton />
    <OrderExportButtons />
  </TopToolbar>
);

const Column = DataTable.Col<OrderListRow>;

const OrderStateChips = ({ order }: { order: OrderListRow }) => (
  <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 260 }}>
    <OrderStateChip kind="order" state={order.state} />
    <OrderStateChip kind="payment" state={order.paymentState} />
    <OrderStateChip kind="shipment" state={order.shippingState} />
    <OrderStateChip kind="invoice" state={order.invoiceState} />
  </Stack>
);

/** On a phone: one card a row with the number, the buyer, the total and the four chips. */
const OrderSimpleList = () => (
  <SimpleList<OrderListRow>
    linkType="show"
    primaryText={(order) => order.number}
    secondaryText={(order) => (
      <>
        {[order.customerName ?? order.email, order.companyName].filter(Boolean).join(' · ')}
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <OrderStateChips order={order} />
        </Box>
      </>
    )}
    tertiaryText={(order) => <MoneyText amountMinor={order.totalGrossMinor} currency={order.currency} />}
  />
);

const OrderDataTable = () => (
  <DataTable<OrderListRow> rowClick="show" bulkActionButtons={<OrderBulkActions />}>
    <Column source="number" />
    <Column source="createdAt" field={CompactDateTimeField} />
    <Column source="customerName" disableSort render={(order) => order.customerName ?? order.email ?? ''} />
    <Column source="companyName" disableSort />
    <Column source="storeId" render={(order) => order.storeCode ?? order.storeId} />
    <Column
      source="totalGrossMinor"
      align="right"
      render={(order) => <MoneyText amountMinor={order.totalGrossMinor} currency={order.currency} />}
    />
    <Column source="states" disableSort render={(order) => <OrderStateChips order={order} />} />
  </DataTable>
);

/** Newest first; the chips show the four states in the back-office language. A wide table scrolls in its card. */
export const OrderList = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<OrderListRow>
      filters={filters}
      actions={<OrderListActions />}
      aside={<OrderListAside />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      sx={scrollingListSx}
    >
      <Box>{isPhone ? <OrderSimpleList /> : <OrderDataTable />}</Box>
    </List>
  );
};
