import FolderIcon from '@mui/icons-material/Folder';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import type { ResourceProps } from 'react-admin';
import { AssetEdit } from './AssetEdit';
import { AssetFolderCreate, AssetFolderEdit, AssetFolderList } from './AssetFolders';
import { AssetList } from './AssetList';
import type { Asset, AssetFolder } from './types';

/** The media library (catalogue section): files, and the folders they are sorted into. */
export const assets: ResourceProps = {
  name: 'assets',
  list: AssetList,
  edit: AssetEdit,
  icon: PermMediaIcon,
  recordRepresentation: (asset: Asset) => asset.fileName,
};

export const assetFolders: ResourceProps = {
  name: 'asset-folders',
  list: AssetFolderList,
  create: AssetFolderCreate,
  edit: AssetFolderEdit,
  icon: FolderIcon,
  recordRepresentation: (folder: AssetFolder) => folder.path,
};
