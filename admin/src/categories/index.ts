import CategoryIcon from '@mui/icons-material/AccountTree';
import type { ResourceProps } from 'react-admin';
import { CategoryCreate, CategoryEdit } from './CategoryEdit';
import { CategoryTree } from './CategoryTree';
import { CategoryShow } from './CategoryShow';
import type { CategoryDetail, CategoryListRow } from './types';

export const categories: ResourceProps = {
  name: 'categories',
  list: CategoryTree,
  edit: CategoryEdit,
  create: CategoryCreate,
  show: CategoryShow,
  icon: CategoryIcon,
  recordRepresentation: (record: CategoryListRow | CategoryDetail) => record.name,
};
