import { Alert, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { assetUsages } from './assetApi';
import type { Asset, AssetUser } from './types';

/** Where a user of the file opens in the back office; pages have no screen here yet. */
const SCREENS: Record<string, string> = { product: 'products', category: 'categories' };

/** The products, categories and pages that use the file, each with the role it plays there. */
export function AssetUsages() {
  const asset = useRecordContext<Asset>();
  const translate = useTranslate();
  const [users, setUsers] = useState<AssetUser[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!asset) return;
    let current = true;
    assetUsages(asset.id)
      .then((found) => current && setUsers(found))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [asset]);

  if (!asset) return null;
  return (
    <section aria-labelledby="asset-usages-title" data-testid="asset-usages">
      <Typography variant="h6" component="h2" id="asset-usages-title" gutterBottom>
        {translate('resources.assets.usages')}
      </Typography>
      {failed ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
      {users?.length === 0 ? (
        <Typography variant="body2">{translate('resources.assets.no_usages')}</Typography>
      ) : null}
      <List dense disablePadding>
        {(users ?? []).map((user) => {
          const screen = SCREENS[user.type];
          const name = `${translate(`resources.assets.usage_types.${user.type}`)}: ${user.label}`;
          return (
            <ListItem key={`${user.type}-${user.id}-${user.role}`} disableGutters>
              <ListItemText
                primary={screen ? <Link href={`#/${screen}/${user.id}/show`}>{name}</Link> : name}
                secondary={translate(`resources.assets.roles.${user.role.replace(' ', '_')}`)}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
