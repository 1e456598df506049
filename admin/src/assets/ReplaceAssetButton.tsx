import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Button, Typography } from '@mui/material';
import { ASSET_ACCEPT } from '@tradeshop/shared';
import { useId, useRef, useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { replaceAsset } from './assetApi';
import type { Asset } from './types';

/** Puts another file of the same kind behind this one: same address, so it shows wherever the file is used. */
export function ReplaceAssetButton() {
  const asset = useRecordContext<Asset>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  if (!asset) return null;

  const replace = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await replaceAsset(asset.id, file);
      notify('resources.assets.replaced', { type: 'info' });
      refresh();
    } catch (error: unknown) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <Button
        variant="outlined"
        startIcon={<SwapIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        {translate('resources.assets.replace')}
      </Button>
      <Typography variant="caption" color="text.secondary" id={hintId} component="p" sx={{ mt: 0.5 }}>
        {translate('resources.assets.replace_hint')}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={ASSET_ACCEPT}
        data-testid="asset-replace-input"
        onChange={(event) => void replace(event.target.files?.[0])}
      />
    </div>
  );
}
