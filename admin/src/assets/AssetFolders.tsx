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
} from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import type { AssetFolder } from './types';

const filters = [<SearchFilter key="q" source="q" placeholder="resources.asset-folders.fields.q" alwaysOn />];

/** The library's folders by path; an empty one can be deleted, a full one is refused with what it holds. */
export const AssetFolderList = () => (
  <List<AssetFolder> filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={50} exporter={false}>
    <DataTable<AssetFolder> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="path" disableSort />
      <DataTable.NumberCol source="assetCount" disableSort />
      <DataTable.NumberCol source="folderCount" disableSort />
      <DataTable.Col
        source="id"
        label={false}
        disableSort
        render={() => <DeleteButton mutationMode="pessimistic" />}
      />
    </DataTable>
  </List>
);

const FolderForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} fullWidth />
    <ReferenceInput source="parentId" reference="asset-folders">
      <AutocompleteInput optionText="path" filterToQuery={(q) => ({ q })} fullWidth />
    </ReferenceInput>
  </SimpleForm>
);

export const AssetFolderCreate = () => (
  <Create<AssetFolder> redirect="list">
    <FolderForm />
  </Create>
);

/** Rename or move a folder (never into itself). */
export const AssetFolderEdit = () => (
  <Edit<AssetFolder>
    mutationMode="pessimistic"
    redirect="list"
    transform={(data: AssetFolder) => ({ name: data.name, parentId: data.parentId ?? null })}
  >
    <FolderForm />
  </Edit>
);
