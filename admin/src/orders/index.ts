import OrderIcon from '@mui/icons-material/ShoppingCart';
import type { ResourceProps } from 'react-admin';
import { OrderList } from './list/OrderList';
import type { OrderListRow } from './list/types';
import { OrderShow } from './show/OrderShow';

export const orders: ResourceProps = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: OrderIcon,
  recordRepresentation: (order: OrderListRow) => order.number,
};
