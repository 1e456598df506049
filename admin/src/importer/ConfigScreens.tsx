import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Chip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  Button,
  Create,
  DataTable,
  DeleteButton,
  Edit,
  FormDataConsumer,
  List,
  SelectInput,
  SimpleForm,
  TabbedForm,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CompactDateTimeField } from '../common/DateTimeField';
import { SearchFilter } from '../common/SearchFilter';
import { checkCron, cloneConfig } from './importerApi';
import { MappingEditor } from './MappingEditor';
import { RunPanel } from './RunPanel';
import type { CronCheck, ImporterConfig } from './types';

const T = 'resources.importer-configs';
const Column = DataTable.Col<ImporterConfig>;

const sourceChoices = ['upload', 'folder', 'http'].map((id) => ({ id, name: `${T}.source.${id}` }));
const formatChoices = ['csv', 'xlsx', 'json'].map((id) => ({ id, name: id.toUpperCase() }));
const delimiterChoices = [
  { id: 'auto', name: `${T}.delimiter.auto` },
  { id: ',', name: `${T}.delimiter.comma` },
  { id: ';', name: `${T}.delimiter.semicolon` },
  { id: '\t', name: `${T}.delimiter.tab` },
  { id: '|', name: `${T}.delimiter.pipe` },
];
const encodingChoices = [
  { id: 'auto', name: `${T}.encoding.auto` },
  ...['utf-8', 'windows-1252', 'iso-8859-1', 'utf-16le'].map((id) => ({ id, name: id.toUpperCase() })),
];

const filters = [<SearchFilter key="q" source="q" placeholder={`${T}.fields.q`} alwaysOn />];

const CloneButton = () => {
  const config = useRecordContext<ImporterConfig>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!config) return null;
  return (
    <Button
      label={`${T}.clone`}
      onClick={async (event) => {
        event.stopPropagation();
        try {
          const copy = await cloneConfig(config.id);
          notify(`${T}.cloned`, { type: 'success', messageArgs: { name: copy.name } });
          redirect('edit', 'importer-configs', copy.id);
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
};

/** The importer's configurations: name, source, format, schedule and how the last run went. */
export const ImporterConfigList = () => {
  const translate = useTranslate();
  return (
    <List<ImporterConfig> filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable<ImporterConfig> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <Column
          source="source.type"
          disableSort
          render={(config) => translate(`${T}.source.${config.source.type}`)}
        />
        <Column source="format.type" disableSort render={(config) => config.format.type.toUpperCase()} />
        <DataTable.Col source="cron" disableSort />
        <Column
          source="lastRunStatus"
          disableSort
          render={(config) =>
            config.lastRunStatus ? (
              <Chip
                size="small"
                label={translate(`resources.importer-runs.status.${config.lastRunStatus}`)}
              />
            ) : null
          }
        />
        <Column source="updatedAt" field={CompactDateTimeField} />
        <Column
          source="id"
          label={false}
          disableSort
          render={() => (
            <Box sx={{ display: 'flex' }}>
              <CloneButton />
              <DeleteButton mutationMode="pessimistic" />
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
};

/** Tells under the cron field whether the expression is valid and when it would run next. */
const CronHint = () => {
  const cron = useWatch({ name: 'cron' }) as string | null | undefined;
  const translate = useTranslate();
  const [check, setCheck] = useState<CronCheck | null>(null);
  useEffect(() => {
    if (!cron?.trim()) {
      setCheck(null);
      return;
    }
    const timer = setTimeout(() => {
      checkCron(cron)
        .then(setCheck)
        .catch(() => setCheck(null));
    }, 400);
    return () => clearTimeout(timer);
  }, [cron]);
  return (
    <Typography variant="caption" color={check && !check.valid ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
      {check && !check.valid
        ? check.message
        : check
          ? translate(`${T}.cron_next`, {
              runs: check.nextRuns.map((run) => run.slice(0, 16).replace('T', ' ')).join(', '),
            })
          : translate(`${T}.cron_help`)}
    </Typography>
  );
};

const SettingsInputs = () => (
  <>
    <TextInput source="name" validate={required()} fullWidth />
    <TextInput source="description" multiline fullWidth />
    <SelectInput source="source.type" choices={sourceChoices} validate={required()} />
    <FormDataConsumer>
      {({ formData }) => {
        const type = (formData as ImporterConfig).source?.type;
        if (type === 'folder') return <TextInput source="source.fileName" validate={required()} fullWidth />;
        if (type === 'http') return <TextInput source="source.url" validate={required()} fullWidth />;
        return null;
      }}
    </FormDataConsumer>
    <SelectInput source="format.type" choices={formatChoices} validate={required()} />
    <FormDataConsumer>
      {({ formData }) =>
        (formData as ImporterConfig).format?.type === 'csv' ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <SelectInput source="format.delimiter" choices={delimiterChoices} defaultValue="auto" />
            <SelectInput source="format.encoding" choices={encodingChoices} defaultValue="auto" />
            <BooleanInput source="format.headerRow" defaultValue />
          </Box>
        ) : null
      }
    </FormDataConsumer>
    <TextInput source="cron" fullWidth helperText={false} />
    <CronHint />
    <BooleanInput source="active" defaultValue />
  </>
);

const defaults = {
  source: { type: 'upload' },
  format: { type: 'xlsx', headerRow: true },
  mappings: [],
  active: true,
};

export const ImporterConfigCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={defaults}>
        <SettingsInputs />
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.save_first`)}
        </Typography>
      </SimpleForm>
    </Create>
  );
};

/** A configuration: its settings, the mapping editor with the live preview, and its runs. */
export const ImporterConfigEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <TabbedForm>
      <TabbedForm.Tab label={`${T}.tabs.settings`}>
        <SettingsInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={`${T}.tabs.mapping`} path="mapping">
        <MappingEditor />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={`${T}.tabs.run`} path="run">
        <RunPanel />
      </TabbedForm.Tab>
    </TabbedForm>
  </Edit>
);
