import ProductIcon from '@mui/icons-material/Inventory2';
import type { ResourceProps } from 'react-admin';
import { ProductCreate, ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

export const products: ResourceProps = {
  name: 'products',
  list: ProductList,
  show: ProductShow,
  edit: ProductEdit,
  create: ProductCreate,
  icon: ProductIcon,
  recordRepresentation: 'sku',
};
