import {
  Checkbox,
  FormHelperText,
  FormLabel,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  ALL_PERMISSIONS,
  BACK_OFFICE_SECTIONS,
  PERMISSION_ACTIONS,
  type BackOfficeSection,
  type Permission,
  type PermissionAction,
} from '@tradeshop/shared';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { hasScreens } from '../sections';

interface PermissionMatrixProps {
  source: string;
  disabled?: boolean;
}

const permission = (section: BackOfficeSection, action: PermissionAction): Permission =>
  `${section}.${action}`;

/**
 * Checking write also checks read (changing what one cannot see makes no sense); unchecking read also
 * unchecks write. The list keeps the order of ALL_PERMISSIONS.
 */
export function togglePermission(granted: readonly Permission[], toggled: Permission): Permission[] {
  const next = new Set(granted);
  const [section, action] = toggled.split('.') as [BackOfficeSection, PermissionAction];
  if (next.has(toggled)) {
    next.delete(toggled);
    if (action === 'read') next.delete(permission(section, 'write'));
  } else {
    next.add(toggled);
    if (action === 'write') next.add(permission(section, 'read'));
  }
  return ALL_PERMISSIONS.filter((candidate) => next.has(candidate));
}

/** The sections with screens first, then those the API alone serves; each group in BACK_OFFICE_SECTIONS order. */
const SECTIONS_IN_ORDER: readonly BackOfficeSection[] = [
  ...BACK_OFFICE_SECTIONS.filter(hasScreens),
  ...BACK_OFFICE_SECTIONS.filter((section) => !hasScreens(section)),
];

/**
 * A role's permissions as a table: one row per back-office section, a checkbox per action. A section without
 * a screen in the back office is marked "API only", so nobody grants it expecting a screen to appear.
 */
export const PermissionMatrix = ({ source, disabled = false }: PermissionMatrixProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const apiOnlyHelpId = useId();
  const { field } = useInput<Permission[]>({ source, defaultValue: [] });
  const granted: Permission[] = Array.isArray(field.value) ? field.value : [];

  return (
    <TableContainer component="fieldset" sx={{ border: 0, p: 0, m: 0, maxWidth: 560 }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {translate('resources.roles.fields.permissions')}
      </FormLabel>
      <Table size="small" aria-labelledby={labelId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.roles.section')}
            </TableCell>
            {PERMISSION_ACTIONS.map((action) => (
              <TableCell key={action} component="th" scope="col" align="center">
                {translate(`resources.roles.actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {SECTIONS_IN_ORDER.map((section) => {
            const sectionName = translate(`resources.roles.sections.${section}`);
            const apiOnly = !hasScreens(section);
            return (
              <TableRow key={section} hover data-api-only={apiOnly || undefined}>
                <TableCell component="th" scope="row">
                  {sectionName}
                  {apiOnly ? (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      aria-describedby={apiOnlyHelpId}
                      sx={{ ml: 1, whiteSpace: 'nowrap' }}
                    >
                      ({translate('shell.api_only')})
                    </Typography>
                  ) : null}
                </TableCell>
                {PERMISSION_ACTIONS.map((action) => {
                  const value = permission(section, action);
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        checked={granted.includes(value)}
                        disabled={disabled}
                        onChange={() => field.onChange(togglePermission(granted, value))}
                        onBlur={field.onBlur}
                        slotProps={{
                          input: {
                            name: value,
                            'aria-label': translate('resources.roles.permission_label', {
                              section: sectionName,
                              action: translate(`resources.roles.actions.${action}`),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormHelperText id={apiOnlyHelpId}>
        ({translate('shell.api_only')}) {translate('shell.api_only_help')}
      </FormHelperText>
    </TableContainer>
  );
};
