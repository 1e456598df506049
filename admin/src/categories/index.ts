import CategoryIcon from '@mui/icons-material/AccountTree';
import type { ResourceProps } from 'react-admin';
import { CategoryList } from './CategoryList';
import { CategoryShow } from './CategoryShow';
import type { CategoryDetail, CategoryListRow } from './types';

export const categories: ResourceProps = {
  name: 'categories',
  list: CategoryList,
  show: CategoryShow,
  icon: CategoryIcon,
  recordRepresentation: (record: CategoryListRow | CategoryDetail) => record.name,
};
