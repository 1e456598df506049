import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  CreateButton,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { ASSET_KINDS } from '@tradeshop/shared';
import { CompactDateTimeField } from '../common/DateTimeField';
import { SearchFilter } from '../common/SearchFilter';
import { useIntlLocale } from '../common/useIntlLocale';
import { AssetPreview, formatBytes } from './AssetPreview';
import type { Asset } from './types';
import { UploadDropZone } from './UploadDropZone';

const KindInput = () => {
  const translate = useTranslate();
  return (
    <SelectInput
      source="kind"
      choices={ASSET_KINDS.map((kind) => ({ id: kind, name: translate(`resources.assets.kinds.${kind}`) }))}
    />
  );
};

const filters = [
  <SearchFilter key="q" source="q" placeholder="resources.assets.fields.q" alwaysOn />,
  <ReferenceInput key="folderId" source="folderId" reference="asset-folders" alwaysOn>
    <AutocompleteInput optionText="path" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <KindInput key="kind" />,
];

const Column = DataTable.Col<Asset>;

/** The upload zone above the list: files go into the folder the list is filtered by, then the list reloads. */
const ListUpload = () => {
  const { filterValues, refetch } = useListContext<Asset>();
  const folderId = typeof filterValues.folderId === 'number' ? filterValues.folderId : null;
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <UploadDropZone folderId={folderId} onUploaded={() => void refetch()} />
    </Box>
  );
};

const Actions = () => (
  <TopToolbar>
    <CreateButton resource="asset-folders" label="resources.assets.new_folder" />
  </TopToolbar>
);

const Size = ({ asset }: { asset: Asset }) => <>{formatBytes(asset.sizeBytes, useIntlLocale())}</>;
const Kind = ({ asset }: { asset: Asset }) => <>{useTranslate()(`resources.assets.kinds.${asset.kind}`)}</>;

/** The media library: search by name, folder and type, upload many at once; a row opens the file. */
export const AssetList = () => (
  <List<Asset>
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
    empty={false}
  >
    <ListUpload />
    <DataTable<Asset> rowClick="edit" bulkActionButtons={false}>
      <Column source="preview" disableSort render={(asset) => <AssetPreview asset={asset} size={56} />} />
      <Column source="fileName" />
      <Column source="folderId" disableSort render={(asset) => asset.folderName ?? ''} />
      <Column source="kind" disableSort render={(asset) => <Kind asset={asset} />} />
      <Column
        source="dimensions"
        disableSort
        render={(asset) => (asset.width && asset.height ? `${asset.width} × ${asset.height}` : '')}
      />
      <Column source="sizeBytes" align="right" render={(asset) => <Size asset={asset} />} />
      <Column source="updatedAt" field={CompactDateTimeField} />
    </DataTable>
  </List>
);
