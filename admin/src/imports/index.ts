import ImportIcon from '@mui/icons-material/UploadFile';
import type { ResourceProps } from 'react-admin';
import { ImportList, ImportShow } from './ImportScreens';
import type { ImportRun } from './types';

/** Imports (section "imports"): full and uploaded price and cross-reference imports, with their counts and rows. */
export const imports: ResourceProps = {
  name: 'imports',
  list: ImportList,
  show: ImportShow,
  icon: ImportIcon,
  recordRepresentation: (run: ImportRun) => `#${run.id}`,
};
