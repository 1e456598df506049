import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATE_KINDS } from '../show/types';

const P = 'resources.order_show';

/**
 * The order's four workflows as the server draws them from the machines (`show-graph`), the current state
 * marked. An <img> shows the SVG without running anything in it; the session cookie goes with the request.
 */
export const WorkflowGraphPanel = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <Typography variant="body2">{translate(`${P}.workflow.current`)}</Typography>
      {STATE_KINDS.map((kind) => (
        <Box key={kind}>
          <Typography variant="h6">{translate(`${P}.kinds.${kind}`)}</Typography>
          <Box
            component="img"
            sx={{ maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
            src={`/admin/workflow/show-graph?cid=${orderId}&workflowName=${kind}`}
            alt={translate(`${P}.workflow.graph_alt`, { kind: translate(`${P}.kinds.${kind}`) })}
          />
        </Box>
      ))}
    </Stack>
  );
};
