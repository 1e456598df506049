import LabelIcon from '@mui/icons-material/Label';
import type { ResourceProps } from 'react-admin';
import { TagCreate, TagEdit, TagList } from './TagScreens';
import type { Tag } from './types';

/** Tags (section "tags"): the tag tree; products carry them through their editor's Tags tab. */
export const tags: ResourceProps = {
  name: 'tags',
  list: TagList,
  create: TagCreate,
  edit: TagEdit,
  icon: LabelIcon,
  recordRepresentation: (tag: Tag) => tag.fullName,
};
