import ProductIcon from '@mui/icons-material/Inventory2';
import type { ResourceProps } from 'react-admin';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

export const products: ResourceProps = {
  name: 'products',
  list: ProductList,
  show: ProductShow,
  icon: ProductIcon,
  recordRepresentation: 'sku',
};
