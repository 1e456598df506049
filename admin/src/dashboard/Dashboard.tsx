import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { Permission } from '@tradeshop/shared';
import type { ComponentType } from 'react';
import {
  LinkBase,
  Title,
  useCreatePath,
  useGetIdentity,
  useGetList,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { categories } from '../categories';
import { jobs } from '../jobs';
import { products } from '../products';
import { mayOpen } from '../sections';

interface CountCardProps {
  /** Names the card for browser tests: data-testid="count-<name>". */
  name: string;
  resource: string;
  label: string;
  icon?: ComponentType;
  filter?: Record<string, unknown>;
  /** A field the API sorts this resource by; the API rejects any other. */
  sortField: string;
}

const COUNTS: CountCardProps[] = [
  {
    name: 'products',
    resource: 'products',
    label: 'app.dashboard.products',
    icon: products.icon,
    sortField: 'id',
  },
  {
    name: 'categories',
    resource: 'categories',
    label: 'app.dashboard.categories',
    icon: categories.icon,
    sortField: 'id',
  },
  {
    name: 'running-jobs',
    resource: 'jobs',
    label: 'app.dashboard.running_jobs',
    icon: jobs.icon,
    filter: { status: 'running' },
    sortField: 'createdAt',
  },
  {
    name: 'failed-jobs',
    resource: 'jobs',
    label: 'app.dashboard.failed_jobs',
    icon: jobs.icon,
    filter: { status: 'failed' },
    sortField: 'createdAt',
  },
];

/** The number of matching records, read from the total of a one-row list request. */
const CountCard = ({ name, resource, label, icon: Icon, filter = {}, sortField }: CountCardProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: sortField, order: 'ASC' },
    filter,
  });
  const query = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={LinkBase}
        to={createPath({ resource, type: 'list' }) + query}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {Icon ? <Icon /> : null}
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`count-${name}`}>
              {isPending ? '…' : (total ?? '')}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Only counts the user's role may see: another section's count would be a refused request.
  const { permissions } = usePermissions<Permission[]>();
  return (
    <>
      <Title title="app.dashboard.title" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {identity?.fullName
              ? translate('app.dashboard.welcome', { name: identity.fullName })
              : translate('app.dashboard.welcome_anonymous')}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {translate('app.dashboard.intro')}
          </Typography>
        </CardContent>
      </Card>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {COUNTS.filter((count) => mayOpen(permissions, count.resource)).map((count) => (
          <Grid key={count.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard {...count} />
          </Grid>
        ))}
      </Grid>
    </>
  );
};
