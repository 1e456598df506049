import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button as MuiButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { loadPreview, loadTargets, loadTransformationResult, uploadImporterFile } from './importerApi';
import type {
  ColumnMapping,
  ImporterConfig,
  ImportFormat,
  ImportTarget,
  Preview,
  PreviewRowResult,
} from './types';

const T = 'resources.importer-configs';
const TRANSFORMATIONS = ['trim', 'uppercase', 'number', 'date', 'unit', 'lookup'] as const;
const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'D.M.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY'];

/** `a=b; c=d` ⇄ `{ a: 'b', c: 'd' }`: a lookup table typed on one line, kept as typed while it is edited. */
const lookupToText = (table: unknown) =>
  table && typeof table === 'object'
    ? Object.entries(table as Record<string, string>)
        .map(([from, to]) => `${from}=${to}`)
        .join('; ')
    : '';
const textToLookup = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split(';')
      .map((pair) => pair.split('='))
      .filter((pair) => pair.length === 2 && pair[0]!.trim() !== '')
      .map(([from, to]) => [from!.trim(), to!.trim()]),
  );

const LookupInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [text, setText] = useState(() => lookupToText(field.value));
  return (
    <MuiTextField
      size="small"
      label={translate(`${T}.fields.lookup`)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(textToLookup(event.target.value));
      }}
      sx={{ minWidth: 280 }}
    />
  );
};

/** A button that uploads one file as the configuration's sample or import file. */
export const ImporterFileButton = ({ purpose, label }: { purpose: 'preview' | 'import'; label: string }) => {
  const config = useRecordContext<ImporterConfig>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!config) return null;
  return (
    <MuiButton component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
      {translate(label)}
      <input
        hidden
        type="file"
        accept=".csv,.xlsx,.json,.txt"
        data-testid={`importer-upload-${purpose}`}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            await uploadImporterFile(config.id, purpose, file);
            notify(`${T}.uploaded`, { type: 'success', messageArgs: { name: file.name } });
            refresh();
          } catch (error) {
            notify((error as Error).message, { type: 'error' });
          } finally {
            setBusy(false);
          }
        }}
      />
    </MuiButton>
  );
};

/** The preview rows after the transformations, refreshed as the mappings change (not yet saved). */
const LivePreview = ({ config, headers }: { config: ImporterConfig; headers: string[] }) => {
  const translate = useTranslate();
  const mappings = (useWatch({ name: 'mappings' }) as ColumnMapping[] | undefined) ?? [];
  const format = (useWatch({ name: 'format' }) as ImportFormat | undefined) ?? config.format;
  const [rows, setRows] = useState<PreviewRowResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const complete = mappings.filter((mapping) => mapping?.column && mapping?.target);
  const key = JSON.stringify([complete, format]);
  useEffect(() => {
    const timer = setTimeout(() => {
      loadTransformationResult(config.id, format, complete)
        .then((result) => {
          setRows(result);
          setProblem(null);
        })
        .catch((error: Error) => setProblem(error.message));
    }, 400);
    return () => clearTimeout(timer);
    // `key` stands for the mappings and the format.
  }, [key, config.id]);
  const targets = complete.map((mapping) => mapping.target);
  return (
    <Box sx={{ mt: 2, overflowX: 'auto' }} data-testid="importer-live-preview">
      <Typography variant="subtitle1">{translate(`${T}.preview_title`)}</Typography>
      {problem ? (
        <Alert severity="warning">{translate(`${T}.preview_failed`, { message: problem })}</Alert>
      ) : null}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.preview_line`)}</TableCell>
            {(targets.length ? targets : headers).map((name) => (
              <TableCell key={name}>{name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {row.error ? (
                <TableCell colSpan={Math.max(1, targets.length)} sx={{ color: 'error.main' }}>
                  {translate(`${T}.preview_rejected`, { reason: row.error })}
                </TableCell>
              ) : (
                targets.map((target) => (
                  <TableCell key={target} title={row.types[target]}>
                    {row.values[target]}
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * Maps the sample file's columns to product fields, each through its transformations, with a live preview of the
 * first rows as they would be imported. The mappings are saved with the configuration.
 */
export const MappingEditor = () => {
  const config = useRecordContext<ImporterConfig>();
  const translate = useTranslate();
  const format = useWatch({ name: 'format' }) as ImportFormat | undefined;
  const [targets, setTargets] = useState<ImportTarget[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void loadTargets().then(setTargets);
  }, []);
  const previewFile = config?.previewFileName;
  const formatKey = JSON.stringify(format);
  useEffect(() => {
    if (!config || !previewFile) return;
    loadPreview(config.id, format ?? config.format)
      .then((result) => {
        setPreview(result);
        setProblem(null);
      })
      .catch((error: Error) => setProblem(error.message));
  }, [config?.id, previewFile, formatKey]);
  if (!config) return null;
  const headers = preview?.headers ?? [];
  return (
    <Box sx={{ width: '100%' }} data-testid="importer-mapping">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <ImporterFileButton purpose="preview" label={`${T}.upload_sample`} />
        <Typography variant="body2" color="text.secondary">
          {previewFile ?? translate(`${T}.no_sample`)} · {translate(`${T}.file_hint`)}
        </Typography>
      </Box>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <ArrayInput source="mappings" label={`${T}.fields.mappings`}>
        <SimpleFormIterator inline disableReordering>
          <AutocompleteInput
            source="column"
            label={`${T}.fields.column`}
            choices={headers.map((header) => ({ id: header, name: header }))}
            onCreate={(text) => (text ? { id: text, name: text } : undefined)}
            sx={{ minWidth: 200 }}
          />
          <AutocompleteInput
            source="target"
            label={`${T}.fields.target`}
            choices={targets.map((target) => ({ id: target.key, name: target.label }))}
            sx={{ minWidth: 220 }}
          />
          <ArrayInput source="transformations" label={`${T}.fields.transformations`}>
            <SimpleFormIterator inline disableReordering>
              <SelectInput
                source="type"
                label={`${T}.fields.type`}
                choices={TRANSFORMATIONS.map((type) => ({ id: type, name: `${T}.transformation.${type}` }))}
              />
              <FormDataConsumer>
                {({ scopedFormData }) => {
                  switch ((scopedFormData as { type?: string } | undefined)?.type) {
                    case 'number':
                      return (
                        <SelectInput
                          source="decimalSeparator"
                          label={`${T}.fields.decimalSeparator`}
                          choices={[
                            { id: ',', name: ',' },
                            { id: '.', name: '.' },
                          ]}
                          defaultValue="."
                        />
                      );
                    case 'date':
                      return (
                        <SelectInput
                          source="dateFormat"
                          label={`${T}.fields.dateFormat`}
                          choices={DATE_FORMATS.map((id) => ({ id, name: id }))}
                          defaultValue="YYYY-MM-DD"
                        />
                      );
                    case 'unit':
                      return <TextInput source="factor" label={`${T}.fields.factor`} helperText={false} />;
                    case 'lookup':
                      return (
                        <>
                          <LookupInput source="lookup" />
                          <TextInput
                            source="lookupOtherwise"
                            label={`${T}.fields.lookupOtherwise`}
                            helperText={false}
                          />
                        </>
                      );
                    default:
                      return null;
                  }
                }}
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
      {previewFile ? <LivePreview config={config} headers={headers} /> : null}
    </Box>
  );
};
