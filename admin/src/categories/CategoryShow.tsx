import ListIcon from '@mui/icons-material/List';
import { Chip, Stack } from '@mui/material';
import {
  Button,
  EditButton,
  FunctionField,
  ImageField,
  Link,
  LinkBase,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { EmptyMessage } from '../common/EmptyMessage';
import { TranslationsTable } from '../common/TranslationsTable';
import type { CategoryDetail } from './types';
import { LocalNumberField } from '../common/LocalNumberField';

const ShowProductsButton = () => {
  const record = useRecordContext<CategoryDetail>();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ categoryId: record.id }));
  return (
    <Button
      component={LinkBase}
      to={`${createPath({ resource: 'products', type: 'list' })}?filter=${filter}`}
      label="resources.categories.show_products"
    >
      <ListIcon />
    </Button>
  );
};

const ParentLink = ({ category }: { category: CategoryDetail }) => {
  const createPath = useCreatePath();
  if (category.parentId === null) return <>—</>;
  return (
    <Link to={createPath({ resource: 'categories', id: category.parentId, type: 'show' })}>
      {category.parentName}
    </Link>
  );
};

const Children = ({ category }: { category: CategoryDetail }) => {
  const createPath = useCreatePath();
  const children = category.children ?? [];
  if (children.length === 0) return <EmptyMessage message="resources.categories.no_children" />;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {children.map((child) => (
        <Chip
          key={child.id}
          label={child.name}
          component={LinkBase}
          to={createPath({ resource: 'categories', id: child.id, type: 'show' })}
          clickable
          size="small"
        />
      ))}
    </Stack>
  );
};

export const CategoryShow = () => (
  <Show<CategoryDetail>
    actions={
      <TopToolbar>
        <ShowProductsButton />
        <EditButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <ImageField
        source="image"
        title="code"
        label={false}
        sx={{ '& img': { maxWidth: 160, maxHeight: 160, objectFit: 'contain', m: 0 } }}
      />
      <TextField source="id" />
      <TextField source="code" />
      <FunctionField<CategoryDetail>
        source="parentId"
        render={(record) => <ParentLink category={record} />}
      />
      <LocalNumberField source="position" />
      <LocalNumberField source="productCount" />
      <FunctionField<CategoryDetail> source="children" render={(record) => <Children category={record} />} />
      <TranslationsTable resource="categories" label="resources.categories.fields.translations" />
    </SimpleShowLayout>
  </Show>
);
