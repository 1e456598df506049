import CopyIcon from '@mui/icons-material/ContentCopy';
import { Box } from '@mui/material';
import { Button, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { httpClient } from '../../httpClient';
import { useCanWrite } from './useCanWrite';

/** Copies the row under a free code (`POST /api/admin/{resource}/:id/clone`) and opens the copy. */
export const CloneButton = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const canWrite = useCanWrite();
  if (!record || !canWrite) return null;
  const clone = async () => {
    try {
      const { json } = await httpClient(`/api/admin/${resource}/${record.id}/clone`, {
        method: 'POST',
        body: JSON.stringify({}),
      });
      notify('shop_config.cloned', { type: 'success' });
      redirect('edit', resource, (json as { id: number }).id);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Button label="shop_config.clone" onClick={() => void clone()}>
        <CopyIcon />
      </Button>
    </Box>
  );
};
