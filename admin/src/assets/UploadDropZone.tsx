import UploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { ASSET_ACCEPT, ASSET_MAX_FILE_MB, ASSET_MAX_FILES_PER_UPLOAD } from '@tradeshop/shared';
import { type DragEvent, useId, useRef, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { uploadAssets } from './assetApi';
import type { Asset } from './types';

const TYPES = 'JPEG, PNG, WebP, GIF, SVG, PDF, MP4, WebM';

/**
 * Several files at once, dropped on the zone or chosen with the button; all are stored or, when one is refused,
 * none, and the server's message names the refused files.
 */
export function UploadDropZone({
  folderId,
  onUploaded,
  label = 'resources.assets.upload',
}: {
  folderId: number | null;
  onUploaded: (assets: Asset[]) => void;
  label?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > ASSET_MAX_FILES_PER_UPLOAD) {
      notify('resources.assets.too_many', {
        type: 'warning',
        messageArgs: { count: ASSET_MAX_FILES_PER_UPLOAD },
      });
      return;
    }
    setBusy(true);
    try {
      const assets = await uploadAssets(files, folderId);
      notify('resources.assets.uploaded', { type: 'info', messageArgs: { smart_count: assets.length } });
      onUploaded(assets);
    } catch (error: unknown) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="asset-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Button
        variant="contained"
        startIcon={<UploadIcon />}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-describedby={hintId}
      >
        {translate(label)}
      </Button>
      <Box>
        <Typography variant="body2">{translate('resources.assets.drop_here')}</Typography>
        <Typography variant="caption" color="text.secondary" id={hintId}>
          {translate('resources.assets.upload_hint', {
            types: TYPES,
            size: ASSET_MAX_FILE_MB,
            count: ASSET_MAX_FILES_PER_UPLOAD,
          })}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ASSET_ACCEPT}
        data-testid="asset-file-input"
        onChange={(event) => void send(Array.from(event.target.files ?? []))}
      />
      {busy ? (
        <LinearProgress sx={{ width: '100%' }} aria-label={translate('resources.assets.uploading')} />
      ) : null}
    </Box>
  );
}
