import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import type { BackOfficeSection, Permission } from '@tradeshop/shared';
import { Link, useLocation } from 'react-router-dom';
import { Loading, NotFound, Title, usePermissions, useTranslate } from 'react-admin';
import { mayOpen, sectionOfScreen } from '../sections';

/** "You may not open this": the section's read permission that is missing, by its name in the role editor. */
const AccessDeniedPage = ({ section }: { section: BackOfficeSection }) => {
  const translate = useTranslate();
  const permission = translate('resources.roles.permission_label', {
    section: translate(`resources.roles.sections.${section}`),
    action: translate('resources.roles.actions.read'),
  });
  const title = translate('shell.access_denied.title');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        p: 4,
        gap: 2,
      }}
    >
      <Title title={title} />
      <LockIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography>{translate('shell.access_denied.message', { permission })}</Typography>
      <Typography color="text.secondary">{translate('shell.access_denied.ask')}</Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('shell.access_denied.back')}
      </Button>
    </Box>
  );
};

/**
 * The page for an address no registered screen answers: a screen of a section the user's role does not open
 * is "access denied" (App.tsx registers only the screens the permissions open), anything else "not found".
 */
export const NotFoundOrDenied = () => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<Permission[]>();
  if (isPending) return <Loading />;
  const section = sectionOfScreen(pathname);
  if (section !== undefined && !mayOpen(permissions, pathname)) return <AccessDeniedPage section={section} />;
  return <NotFound />;
};
