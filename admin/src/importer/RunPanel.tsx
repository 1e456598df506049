import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Typography } from '@mui/material';
import {
  Button,
  Pagination,
  ReferenceManyField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { startImport } from './importerApi';
import { ImporterFileButton } from './MappingEditor';
import { RunsTable } from './RunScreens';
import { isActiveRun, RUN_POLL_INTERVAL_MS, type ImporterConfig, type ImportRun } from './types';

const T = 'resources.importer-configs';

/** The configuration's import file, the start button and its runs with their progress. */
export const RunPanel = () => {
  const config = useRecordContext<ImporterConfig>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!config) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        {config.source.type === 'upload' ? (
          <>
            <ImporterFileButton purpose="import" label={`${T}.upload_import`} />
            <Typography variant="body2" color="text.secondary">
              {config.importFileName ?? ''}
            </Typography>
          </>
        ) : null}
        <Button
          label={`${T}.start`}
          variant="contained"
          onClick={async () => {
            try {
              await startImport(config.id);
              notify(`${T}.started`, { type: 'success' });
              refresh();
            } catch (error) {
              notify((error as Error).message, { type: 'error' });
            }
          }}
        >
          <PlayArrowIcon />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.file_hint`)}
        </Typography>
      </Box>
      <Box data-testid="importer-runs">
        <ReferenceManyField<ImporterConfig, ImportRun>
          reference="importer-runs"
          target="configId"
          sort={{ field: 'id', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination />}
          queryOptions={{
            refetchInterval: (query) =>
              query.state.data?.data.some(isActiveRun) ? RUN_POLL_INTERVAL_MS : false,
          }}
        >
          <RunsTable showConfig={false} />
        </ReferenceManyField>
      </Box>
    </Box>
  );
};
