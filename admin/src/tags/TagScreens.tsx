import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DataTable,
  DeleteButton,
  Edit,
  List,
  ReferenceInput,
  SimpleForm,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import type { Tag } from './types';

const Column = DataTable.Col<Tag>;

const filters = [<SearchFilter key="q" source="q" placeholder="resources.tags.fields.q" alwaysOn />];

/** How deep the tag sits: 0 for a top-level tag. */
const depth = (tag: Tag) => tag.fullName.split(' / ').length - 1;

/** The tag tree, in tree order (by the names from the root down), each tag indented below its parent. */
export const TagList = () => (
  <List<Tag> filters={filters} sort={{ field: 'fullName', order: 'ASC' }} perPage={100} exporter={false}>
    <DataTable<Tag> rowClick="edit" bulkActionButtons={false}>
      <Column source="name" render={(tag) => <Box sx={{ pl: depth(tag) * 3 }}>{tag.name}</Box>} />
      <DataTable.Col source="fullName" />
      <DataTable.NumberCol source="childCount" disableSort />
      <DataTable.NumberCol source="elementCount" />
      <DataTable.Col
        source="id"
        label={false}
        disableSort
        render={() => <DeleteButton mutationMode="pessimistic" />}
      />
    </DataTable>
  </List>
);

const TagForm = () => {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <ReferenceInput source="parentId" reference="tags" sort={{ field: 'fullName', order: 'ASC' }}>
        <AutocompleteInput
          optionText="fullName"
          filterToQuery={(q) => ({ q })}
          emptyText={translate('resources.tags.top_level')}
          fullWidth
        />
      </ReferenceInput>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.tags.delete_hint')}
      </Typography>
    </SimpleForm>
  );
};

const asInput = (data: Tag) => ({ name: data.name, parentId: data.parentId ?? null });

export const TagCreate = () => (
  <Create<Tag> redirect="list" transform={asInput}>
    <TagForm />
  </Create>
);

/** Rename or move a tag (never below itself); the tags below it move along. */
export const TagEdit = () => (
  <Edit<Tag> mutationMode="pessimistic" redirect="list" transform={asInput}>
    <TagForm />
  </Edit>
);
