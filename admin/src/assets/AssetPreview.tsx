import DocumentIcon from '@mui/icons-material/PictureAsPdf';
import VideoIcon from '@mui/icons-material/Movie';
import { Box } from '@mui/material';
import { thumbnailOf } from './assetApi';
import type { Asset } from './types';

/** A picture's small thumbnail, or an icon for a document or video; `alt` is the file name (decorative beside it). */
export function AssetPreview({ asset, size = 64 }: { asset: Asset; size?: number }) {
  const box = { width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 };
  if (asset.kind === 'image') {
    return (
      <Box
        component="img"
        src={thumbnailOf(asset, size > 160 ? 'medium' : 'small')}
        alt=""
        loading="lazy"
        sx={{ ...box, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
      />
    );
  }
  const Icon = asset.kind === 'video' ? VideoIcon : DocumentIcon;
  return (
    <Box sx={{ ...box, bgcolor: 'grey.100', borderRadius: 1 }}>
      <Icon color="action" fontSize="large" />
    </Box>
  );
}

/** `2.4 MB`, `830 kB`, in the back-office language's number format. */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / 1024 / 1024, 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'kB');
  return format(bytes, 'B');
}
