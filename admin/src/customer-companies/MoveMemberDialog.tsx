import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { AssignmentIssues } from './AssignmentIssues';
import { DuplicateNameWarning } from './DuplicateNameWarning';
import { type AssignmentCheck, type AssignmentResult, type ModifierMember, modifierApi } from './modifierApi';
import type { CustomerCompany } from './types';
import { useDuplicateNames } from './useDuplicateNames';

const M = 'resources.customer-companies.modifier';

export type MoveKind = 'existing' | 'new';

interface MoveMemberDialogProps {
  kind: MoveKind;
  member: ModifierMember;
  company: CustomerCompany;
  onClose: () => void;
  onMoved: (result: AssignmentResult) => void;
}

function errorMessage(error: unknown): string {
  return error instanceof HttpError || error instanceof Error ? error.message : String(error);
}

/** Companies of the same store as the one being left, found by name, organization or ERP number. */
function useCompanyOptions(search: string, company: CustomerCompany): CustomerCompany[] {
  const dataProvider = useDataProvider();
  const [options, setOptions] = useState<CustomerCompany[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .getList<CustomerCompany>('customer-companies', {
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'name', order: 'ASC' },
          filter: { storeId: company.storeId, ...(search.trim() ? { q: search.trim() } : {}) },
        })
        .then(({ data }) => current && setOptions(data.filter((option) => option.id !== company.id)))
        .catch(() => current && setOptions([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, search, company.id, company.storeId]);
  return options;
}

/**
 * Moves one person of the company: to a company picked from the same store, or to a new company named here.
 * The server's check (what blocks the move, what to know before it) is shown before the move can be confirmed.
 */
export const MoveMemberDialog = ({ kind, member, company, onClose, onMoved }: MoveMemberDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<CustomerCompany | null>(null);
  const [name, setName] = useState('');
  const [organizationNumber, setOrganizationNumber] = useState('');
  const [allowDuplicateName, setAllowDuplicateName] = useState(false);
  const [renameAddresses, setRenameAddresses] = useState(false);
  const [check, setCheck] = useState<AssignmentCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useCompanyOptions(search, company);
  const duplicates = useDuplicateNames(kind === 'new' ? name : '');
  const newCompany = { name: name.trim(), organizationNumber: organizationNumber.trim() };

  // A changed choice makes the last check stale: the editor checks again before moving.
  useEffect(() => setCheck(null), [target, name, organizationNumber, allowDuplicateName]);

  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const validate = async () => {
    const result = await run(() =>
      kind === 'existing'
        ? modifierApi.validateExisting(member.id, target!.id)
        : modifierApi.validateNew(member.id, newCompany, allowDuplicateName),
    );
    if (result) setCheck(result);
  };

  const move = async () => {
    const resolution = renameAddresses ? 'rename-addresses' : 'keep-addresses';
    const result = await run(() =>
      kind === 'existing'
        ? modifierApi.moveToExisting(member.id, target!.id, resolution)
        : modifierApi.moveToNew(member.id, newCompany, allowDuplicateName, resolution),
    );
    if (!result) return;
    notify(`${M}.moved`, { type: 'info', messageArgs: { customer: member.name, company: result.to.name } });
    onMoved(result);
  };

  const ready =
    kind === 'existing' ? target !== null : newCompany.name !== '' && newCompany.organizationNumber !== '';
  const namesOldCompany =
    check?.warnings.some((issue) => issue.code === 'ADDRESSES_NAME_OLD_COMPANY') ?? false;
  const duplicateBlocks = check?.blockers.some((issue) => issue.code === 'DUPLICATE_NAME') ?? false;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="move-member-title">
      <DialogTitle id="move-member-title">
        {translate(kind === 'existing' ? `${M}.move_existing_title` : `${M}.move_new_title`, {
          customer: member.name,
        })}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {kind === 'existing' ? (
            <Autocomplete<CustomerCompany>
              options={options}
              value={target}
              onChange={(_event, value) => setTarget(value)}
              onInputChange={(_event, value) => setSearch(value)}
              getOptionLabel={(option) => `${option.name} (${option.organizationNumber})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterOptions={(all) => all}
              noOptionsText={translate(`${M}.no_companies`)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate(`${M}.target_company`)}
                  helperText={translate(`${M}.target_company_help`)}
                />
              )}
            />
          ) : (
            <>
              <TextField
                label={translate(`${M}.new_company_name`)}
                value={name}
                onChange={(event) => setName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                required
              />
              {!check && <DuplicateNameWarning duplicates={duplicates} />}
              <TextField
                label={translate(`${M}.new_company_organization_number`)}
                value={organizationNumber}
                onChange={(event) => setOrganizationNumber(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 40 } }}
                required
              />
              {(duplicates.length > 0 || duplicateBlocks) && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={allowDuplicateName}
                      onChange={(event) => setAllowDuplicateName(event.target.checked)}
                    />
                  }
                  label={translate(`${M}.allow_duplicate_name`)}
                />
              )}
            </>
          )}
          {busy && <LinearProgress />}
          {check && <AssignmentIssues check={check} />}
          {namesOldCompany && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={renameAddresses}
                  onChange={(event) => setRenameAddresses(event.target.checked)}
                />
              }
              label={translate(`${M}.rename_addresses`, { from: company.name })}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${M}.cancel`)}</Button>
        {check?.allowed ? (
          <Button variant="contained" disabled={busy} onClick={() => void move()}>
            {translate(`${M}.confirm_move`)}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy || !ready} onClick={() => void validate()}>
            {translate(`${M}.check`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
