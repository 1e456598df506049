import ImportExportIcon from '@mui/icons-material/ImportExport';
import SyncIcon from '@mui/icons-material/Sync';
import type { ResourceProps } from 'react-admin';
import { ImporterConfigCreate, ImporterConfigEdit, ImporterConfigList } from './ConfigScreens';
import { ImportRunList, ImportRunShow } from './RunScreens';
import type { ImporterConfig, ImportRun } from './types';

/** The data importer (section "imports"): configurations with their mapping editor, and the runs. */
export const importerConfigs: ResourceProps = {
  name: 'importer-configs',
  list: ImporterConfigList,
  create: ImporterConfigCreate,
  edit: ImporterConfigEdit,
  icon: ImportExportIcon,
  recordRepresentation: (config: ImporterConfig) => config.name,
};

export const importerRuns: ResourceProps = {
  name: 'importer-runs',
  list: ImportRunList,
  show: ImportRunShow,
  icon: SyncIcon,
  recordRepresentation: (run: ImportRun) => `${run.configName} #${run.id}`,
};
