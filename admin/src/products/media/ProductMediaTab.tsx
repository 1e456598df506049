import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import LibraryIcon from '@mui/icons-material/PhotoLibrary';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { LOCALE_NAMES, LOCALES, type ApiSchemas } from '@tradeshop/shared';
import { useEffect, useId, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { AssetPreview } from '../../assets/AssetPreview';
import type { Asset } from '../../assets/types';
import { UploadDropZone } from '../../assets/UploadDropZone';
import { httpClient } from '../../httpClient';

type ProductMedia = ApiSchemas['AdminProductMediaDto'];
type MediaItem = ApiSchemas['AdminProductMediaItemDto'];

const mediaUrl = (productId: number) => `/api/admin/products/${productId}/media`;

/** An item as the list shows it: from the library (with its file) or one of the product's own addresses. */
interface Row extends MediaItem {
  asset?: Asset;
}

function fromAsset(asset: Asset): Row {
  return { kind: asset.kind, url: asset.url, assetId: asset.id, titles: { ...asset.altTexts }, asset };
}

/** The picture of a row: the library's thumbnail, or the address itself for the shop's drawn media. */
function RowPreview({ row }: { row: Row }) {
  if (row.asset) return <AssetPreview asset={row.asset} size={72} />;
  if (row.kind === 'image') {
    return (
      <Box
        component="img"
        src={row.url}
        alt=""
        sx={{
          width: 72,
          height: 72,
          objectFit: 'contain',
          bgcolor: 'grey.100',
          borderRadius: 1,
          flexShrink: 0,
        }}
      />
    );
  }
  return <AssetPreview asset={{ kind: row.kind, url: row.url, version: 0 } as Asset} size={72} />;
}

/** The library, searchable, to pick files from. */
function LibraryDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (assets: Asset[]) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const titleId = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Asset[]>([]);
  const [chosen, setChosen] = useState<Asset[]>([]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      void dataProvider
        .getList<Asset>('assets', {
          pagination: { page: 1, perPage: 30 },
          sort: { field: 'updatedAt', order: 'DESC' },
          filter: q ? { q } : {},
        })
        .then(({ data }) => current && setFound(data));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, q, dataProvider]);

  const toggle = (asset: Asset) =>
    setChosen((list) =>
      list.some((a) => a.id === asset.id) ? list.filter((a) => a.id !== asset.id) : [...list, asset],
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('resources.assets.product_media.pick_title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('resources.assets.fields.q')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          fullWidth
          margin="dense"
          autoFocus
        />
        <List dense>
          {found.map((asset) => {
            const selected = chosen.some((a) => a.id === asset.id);
            return (
              <ListItemButton
                key={asset.id}
                selected={selected}
                onClick={() => toggle(asset)}
                aria-pressed={selected}
              >
                <ListItemIcon sx={{ mr: 2 }}>
                  <AssetPreview asset={asset} size={48} />
                </ListItemIcon>
                <ListItemText
                  primary={asset.fileName}
                  secondary={[translate(`resources.assets.kinds.${asset.kind}`), asset.folderName]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.assets.product_media.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => {
            onPick(chosen);
            setChosen([]);
          }}
        >
          {translate('resources.assets.product_media.add')}
          {chosen.length ? ` (${chosen.length})` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One picture, document or video: its place, its texts per language, and for a picture the main-image choice. */
function MediaRow({
  row,
  index,
  count,
  isMain,
  onChange,
  onMove,
  onRemove,
  onMain,
}: {
  row: Row;
  index: number;
  count: number;
  isMain: boolean;
  onChange: (row: Row) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onMain: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.assets.product_media.${key}`);
  const name = row.asset?.fileName ?? decodeURIComponent(row.url.split('/').pop() ?? row.url);
  return (
    <Card variant="outlined" component="li" data-testid="product-media-row" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RowPreview row={row} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
                {name}
              </Typography>
              <Chip size="small" label={translate(`resources.assets.kinds.${row.kind}`)} />
              {row.assetId === null ? (
                <Chip size="small" variant="outlined" label={t('not_in_library')} />
              ) : null}
            </Stack>
            {row.kind === 'image' ? (
              <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer' }}>
                <Radio
                  checked={isMain}
                  onChange={onMain}
                  name="main-image"
                  slotProps={{ input: { 'aria-label': `${t('set_main')}: ${name}` } }}
                />
                <Typography variant="body2">{isMain ? t('main_image') : t('set_main')}</Typography>
              </Box>
            ) : null}
            <Box
              component="fieldset"
              sx={{
                border: 0,
                p: 0,
                m: 0,
                mt: 1,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              <Typography component="legend" variant="caption" color="text.secondary" sx={{ mb: 1 }}>
                {t('texts')}
              </Typography>
              {LOCALES.map((locale) => (
                <TextField
                  key={locale}
                  size="small"
                  label={LOCALE_NAMES[locale]}
                  value={row.titles[locale] ?? ''}
                  onChange={(event) =>
                    onChange({ ...row, titles: { ...row.titles, [locale]: event.target.value } })
                  }
                  slotProps={{ htmlInput: { 'data-testid': `media-title-${index}-${locale}` } }}
                />
              ))}
            </Box>
          </Box>
          <Stack direction={{ xs: 'row', sm: 'column' }} spacing={0.5}>
            <Tooltip title={t('move_up')}>
              <span>
                <IconButton
                  aria-label={`${t('move_up')}: ${name}`}
                  disabled={index === 0}
                  onClick={() => onMove(-1)}
                >
                  <ArrowUpIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('move_down')}>
              <span>
                <IconButton
                  aria-label={`${t('move_down')}: ${name}`}
                  disabled={index === count - 1}
                  onClick={() => onMove(1)}
                >
                  <ArrowDownIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('remove')}>
              <IconButton aria-label={`${t('remove')}: ${name}`} onClick={onRemove}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A product's main image, gallery, documents and videos, picked from the media library or uploaded here, in the
 * order the product page shows them, with alt texts and titles in every shop language. Self-contained: it loads
 * and saves through `GET`/`PUT /api/admin/products/:id/media` with its own save button, so it can sit in the
 * product's show or edit page as a tab. `record` defaults to the record of the surrounding react-admin page.
 */
export function ProductMediaTab({ record }: { record?: { id: number } }) {
  const context = useRecordContext<{ id: number }>();
  const productId = (record ?? context)?.id;
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resources.assets.product_media.${key}`);
  const [image, setImage] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const dataProvider = useDataProvider();

  const load = (media: ProductMedia, assets: Asset[]) => {
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    setImage(media.image);
    setRows(
      media.items.map((item) => ({ ...item, asset: item.assetId ? byId.get(item.assetId) : undefined })),
    );
    setDirty(false);
  };

  const withAssets = async (media: ProductMedia) => {
    const ids = media.items.flatMap((item) => (item.assetId ? [item.assetId] : []));
    const assets = ids.length ? (await dataProvider.getMany<Asset>('assets', { ids })).data : [];
    load(media, assets);
  };

  useEffect(() => {
    if (productId === undefined) return;
    httpClient(mediaUrl(productId))
      .then(({ json }) => withAssets(json as ProductMedia))
      .catch(() => setFailed(true));
  }, [productId]);

  if (productId === undefined) return null;
  if (failed) return <Alert severity="error">{t('load_failed')}</Alert>;
  if (rows === null) return null;

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const add = (assets: Asset[]) => {
    const present = new Set(rows.map((row) => row.url));
    const added = assets.filter((asset) => !present.has(asset.url)).map(fromAsset);
    change([...rows, ...added]);
    const firstPicture = added.find((row) => row.kind === 'image');
    if (!image && firstPicture) setImage(firstPicture.url);
  };
  const move = (index: number, delta: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + delta, 0, row!);
    change(next);
  };

  const save = async () => {
    setSaving(true);
    try {
      const body = {
        image,
        items: rows.map((row) =>
          row.assetId
            ? { kind: row.kind, assetId: row.assetId, titles: row.titles }
            : { kind: row.kind, url: row.url, titles: row.titles },
        ),
      };
      const { json } = await httpClient(mediaUrl(productId), { method: 'PUT', body: JSON.stringify(body) });
      await withAssets(json as ProductMedia);
      notify('resources.assets.product_media.saved', { type: 'info' });
    } catch (error: unknown) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }} data-testid="product-media-tab">
      <Box>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Button variant="outlined" startIcon={<LibraryIcon />} onClick={() => setPicking(true)}>
          {t('add_from_library')}
        </Button>
        <Box sx={{ flex: 1 }}>
          <UploadDropZone folderId={null} onUploaded={add} label="resources.assets.product_media.upload" />
        </Box>
      </Stack>
      {rows.length === 0 ? <Typography>{t('empty')}</Typography> : null}
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <MediaRow
            key={row.url}
            row={row}
            index={index}
            count={rows.length}
            isMain={row.kind === 'image' && row.url === image}
            onChange={(next) => change(rows.map((r, i) => (i === index ? next : r)))}
            onMove={(delta) => move(index, delta)}
            onRemove={() => change(rows.filter((_, i) => i !== index))}
            onMain={() => {
              setImage(row.url);
              setDirty(true);
            }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          onClick={() => void save()}
          disabled={saving || !dirty}
        >
          {t('save')}
        </Button>
        {dirty ? (
          <Typography variant="body2" color="warning.main" role="status">
            {t('unsaved')}
          </Typography>
        ) : null}
      </Stack>
      <LibraryDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(assets) => {
          add(assets);
          setPicking(false);
        }}
      />
    </Stack>
  );
}
