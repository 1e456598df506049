import type { Permission } from '@tradeshop/shared';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  Confirm,
  Link,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { variantsApi, type SolidifierReport, type VariantFamily, type VariantRow } from './variantsApi';

const CATALOGUE_WRITE: Permission = 'catalogue.write';
const t = (key: string) => `product_variants.${key}`;

function useFailure() {
  const notify = useNotify();
  return (error: unknown) =>
    notify(t('failed'), {
      type: 'error',
      messageArgs: { message: error instanceof Error ? error.message : String(error) },
    });
}

/** A member's name in the back-office language, else English, else its SKU. */
function nameOf(row: VariantRow, locale: string): string {
  return row.names[locale] ?? row.names.en ?? row.sku;
}

/**
 * The product's variant family: its axes, its variants with their axis values and own values, a new variant,
 * and the product-variant solidifier (check, then apply after a confirmation) for each variant.
 */
export const VariantsTab = () => {
  const record = useRecordContext<{ id: number; sku: string }>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<Permission[]>();
  const canWrite = permissions?.includes(CATALOGUE_WRITE) ?? false;
  const family = useQuery({
    queryKey: ['product-variants', record?.id],
    queryFn: () => variantsApi.family(record!.id),
    enabled: record !== undefined,
  });
  if (!record || !family.data) return null;
  const data = family.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['product-variants'] });
  const isVariant = data.parentId !== record.id;
  const self = data.children.find((child) => child.id === record.id);

  return (
    // Never wider than the screen: the tables scroll inside their own box on a phone.
    <Stack
      spacing={3}
      sx={{ maxWidth: { xs: 'calc(100vw - 32px)', md: 1100 }, minWidth: 0 }}
      data-testid="variants-tab"
    >
      {isVariant ? (
        <Alert severity="info">
          {translate(t('variant_of'), { sku: data.parent.sku })}{' '}
          <Link to={`/products/${data.parentId}/show/variants`}>{translate(t('open_parent'))}</Link>
        </Alert>
      ) : null}
      {isVariant && self ? <SolidifierButton variant={self} canApply={canWrite} /> : null}
      <AxesPanel family={data} editable={canWrite && !isVariant} onSaved={refresh} />
      <ChildrenTable family={data} canApply={canWrite} onChanged={refresh} />
      {canWrite && !isVariant && data.axes.length > 0 ? (
        <CreateVariantForm family={data} onCreated={refresh} />
      ) : null}
    </Stack>
  );
};

function AxesPanel({
  family,
  editable,
  onSaved,
}: {
  family: VariantFamily;
  editable: boolean;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailure();
  const [chosen, setChosen] = useState<string[]>(family.axes);
  if (!editable || family.axes.length > 0) {
    return (
      <Box>
        <Typography variant="subtitle2" component="h3">
          {translate(t('axes'))}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
          {family.axes.map((axis) => (
            <Chip key={axis} label={axis} />
          ))}
        </Stack>
      </Box>
    );
  }
  const save = () =>
    variantsApi.setAxes(family.parentId, chosen).then(() => {
      notify(t('axes_saved'), { type: 'success' });
      onSaved();
    }, failed);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend">
        {translate(t('axes'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('no_axes'))}
      </Typography>
      <FormGroup row>
        {family.axisCandidates.map((code) => (
          <FormControlLabel
            key={code}
            label={code}
            control={
              <Checkbox
                checked={chosen.includes(code)}
                onChange={(event) =>
                  setChosen(event.target.checked ? [...chosen, code] : chosen.filter((axis) => axis !== code))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Button variant="contained" disabled={chosen.length === 0} onClick={() => void save()}>
        {translate(t('save_axes'))}
      </Button>
    </Box>
  );
}

function ChildrenTable({
  family,
  canApply,
  onChanged,
}: {
  family: VariantFamily;
  canApply: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(t('children'))}
      </Typography>
      {family.children.length === 0 ? (
        <Typography variant="body2">{translate(t('no_children'))}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('sku'))}</TableCell>
                <TableCell>{translate(t('name'))}</TableCell>
                {family.axes.map((axis) => (
                  <TableCell key={axis}>{axis}</TableCell>
                ))}
                <TableCell>{translate(t('own_fields'))}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {family.children.map((child) => (
                <TableRow key={child.id}>
                  <TableCell>
                    <Link to={`/products/${child.id}/show/variants`}>{child.sku}</Link>
                  </TableCell>
                  <TableCell>{nameOf(child, locale ?? 'en')}</TableCell>
                  {family.axes.map((axis) => (
                    <TableCell key={axis}>{String(child.axisValues[axis] ?? '—')}</TableCell>
                  ))}
                  <TableCell>
                    <OwnFields fields={child.overriddenFields} />
                  </TableCell>
                  <TableCell>
                    <SolidifierButton variant={child} canApply={canApply} onApplied={onChanged} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function OwnFields({ fields }: { fields: string[] }) {
  const translate = useTranslate();
  if (fields.length === 0) return <>{translate(t('own_fields_none'))}</>;
  return (
    <Tooltip title={fields.join(', ')}>
      <Chip
        size="small"
        label={translate(t('own_fields_count'), { smart_count: fields.length })}
        tabIndex={0}
      />
    </Tooltip>
  );
}

function CreateVariantForm({ family, onCreated }: { family: VariantFamily; onCreated: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailure();
  const [sku, setSku] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A number stays a number, as the family's numeric attributes hold them.
    const axisValues = Object.fromEntries(
      family.axes.map((axis) => {
        const text = (values[axis] ?? '').trim();
        return [axis, /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text];
      }),
    );
    variantsApi.create(family.parentId, sku.trim(), axisValues).then((created) => {
      notify(t('created'), { type: 'success', messageArgs: { sku: created.sku } });
      setSku('');
      setValues({});
      onCreated();
    }, failed);
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="create-variant-title">
      <Typography id="create-variant-title" variant="subtitle2" component="h3">
        {translate(t('create'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('create_help'))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={translate(t('sku'))}
          value={sku}
          required
          size="small"
          onChange={(event) => setSku(event.target.value)}
        />
        {family.axes.map((axis) => (
          <TextField
            key={axis}
            label={axis}
            value={values[axis] ?? ''}
            required
            size="small"
            onChange={(event) => setValues({ ...values, [axis]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="contained">
          {translate(t('create'))}
        </Button>
      </Stack>
    </Box>
  );
}

function SolidifierButton({
  variant,
  canApply,
  onApplied,
}: {
  variant: VariantRow;
  canApply: boolean;
  onApplied?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailure();
  const [report, setReport] = useState<SolidifierReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fromParent = (report?.inherited ?? []).filter((entry) =>
    entry.inheritedFrom.startsWith('the parent'),
  );
  const check = () => variantsApi.check(variant.id).then(setReport, failed);
  const apply = () =>
    variantsApi.apply(variant.id).then(() => {
      notify(t('applied'), { type: 'success' });
      setConfirming(false);
      setReport(null);
      onApplied?.();
    }, failed);
  return (
    <>
      <Button size="small" onClick={() => void check()}>
        {translate(t('check'))}
      </Button>
      <Dialog open={report !== null} onClose={() => setReport(null)} maxWidth="md" fullWidth>
        <DialogTitle>{translate(t('check_title'), { sku: variant.sku })}</DialogTitle>
        <DialogContent>
          {fromParent.length === 0 ? (
            <Typography>{translate(t('inherits_nothing'))}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(t('field'))}</TableCell>
                    <TableCell>{translate(t('value'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {fromParent.map((entry) => (
                    <TableRow key={entry.field}>
                      <TableCell>{entry.field}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        {typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReport(null)}>{translate(t('close'))}</Button>
          {canApply && fromParent.length > 0 ? (
            <Button variant="contained" onClick={() => setConfirming(true)}>
              {translate(t('apply'))}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        title={t('apply_title')}
        titleTranslateOptions={{ sku: variant.sku }}
        content={t('apply_content')}
        translateOptions={{ count: fromParent.length }}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
