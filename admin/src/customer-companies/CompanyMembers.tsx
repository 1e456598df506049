import MoveIcon from '@mui/icons-material/DriveFileMove';
import NewCompanyIcon from '@mui/icons-material/AddBusiness';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type EntityDetails, type ModifierMember, modifierApi } from './modifierApi';
import { type MoveKind, MoveMemberDialog } from './MoveMemberDialog';
import type { CustomerCompany } from './types';

const M = 'resources.customer-companies.modifier';
// On a phone the e-mail goes under the name, leaving the row's width to the actions.
const HIDDEN_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * The people who log in for the company, each with "move to another company" and "move to a new company"
 * (the customer-company modifier). After a move the list, and the edit form's member count, are read again.
 */
export const CompanyMembers = ({ canMove }: { canMove: boolean }) => {
  const company = useRecordContext<CustomerCompany>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [details, setDetails] = useState<EntityDetails | null>(null);
  const [failed, setFailed] = useState(false);
  const [moving, setMoving] = useState<{ kind: MoveKind; member: ModifierMember } | null>(null);
  const [lastMove, setLastMove] = useState<{ companyId: number; name: string } | null>(null);
  const companyId = company?.id;
  useEffect(() => setLastMove(null), [companyId]);

  const load = useCallback(() => {
    if (companyId === undefined) return;
    modifierApi
      .companyDetails(companyId)
      .then((answer) => {
        setDetails(answer);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [companyId]);
  useEffect(load, [load]);

  if (!company) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="company-members">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(`${M}.members`)}
        </Typography>
        {failed && <Alert severity="error">{translate(`${M}.load_failed`)}</Alert>}
        {details && details.members.length === 0 && (
          <Typography color="text.secondary">{translate(`${M}.no_members`)}</Typography>
        )}
        {details && details.members.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${M}.member_name`)}</TableCell>
                <TableCell sx={HIDDEN_ON_PHONES}>{translate(`${M}.member_email`)}</TableCell>
                {canMove && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {details.members.map((member) => (
                <TableRow key={member.id} data-testid={`member-${member.id}`}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{member.name}</span>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' }, wordBreak: 'break-all', width: '100%' }}
                      >
                        {member.email}
                      </Typography>
                      {member.kind === 'salesrep' && <Chip size="small" label={translate(`${M}.salesrep`)} />}
                      {!member.active && <Chip size="small" label={translate(`${M}.inactive`)} />}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ ...HIDDEN_ON_PHONES, wordBreak: 'break-all' }}>{member.email}</TableCell>
                  {canMove && (
                    <TableCell align="right">
                      <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={1}
                        sx={{ justifyContent: 'flex-end' }}
                      >
                        <Button
                          size="small"
                          startIcon={<MoveIcon />}
                          onClick={() => setMoving({ kind: 'existing', member })}
                        >
                          {translate(`${M}.move_existing`)}
                        </Button>
                        <Button
                          size="small"
                          startIcon={<NewCompanyIcon />}
                          onClick={() => setMoving({ kind: 'new', member })}
                        >
                          {translate(`${M}.move_new`)}
                        </Button>
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {moving && (
        <MoveMemberDialog
          kind={moving.kind}
          member={moving.member}
          company={company}
          onClose={() => setMoving(null)}
          onMoved={(result) => {
            setMoving(null);
            load();
            refresh();
            setLastMove({ companyId: result.to.id, name: result.to.name });
          }}
        />
      )}
      {lastMove && (
        <CardContent>
          <Link to={`/customer-companies/${lastMove.companyId}`} data-testid="moved-to-link">
            {translate(`${M}.open_company`, { company: lastMove.name })}
          </Link>
        </CardContent>
      )}
    </Card>
  );
};
