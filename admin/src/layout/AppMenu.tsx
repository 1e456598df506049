import { ListSubheader } from '@mui/material';
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';
import { PhoneOrderMenuItem } from '../orders/creation/PhoneOrderMenuItem';

/** The resources with a list, then the shop-configuration ones under their own heading. */
export const AppMenu = () => {
  const translate = useTranslate();
  const listed = Object.values(useResourceDefinitions()).filter((resource) => resource.hasList);
  const inGroup = (resource: (typeof listed)[number]) => resource.options?.group === 'shop_config';
  const shopConfig = listed.filter(inGroup);
  return (
    <Menu>
      <Menu.DashboardItem />
      {listed
        .filter((resource) => !inGroup(resource))
        .map((resource) => (
          <Menu.ResourceItem key={resource.name} name={resource.name} />
        ))}
      <PhoneOrderMenuItem />
      {shopConfig.length > 0 ? (
        <ListSubheader component="div" sx={{ lineHeight: 2.5, background: 'transparent' }}>
          {translate('shop_config.menu')}
        </ListSubheader>
      ) : null}
      {shopConfig.map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
    </Menu>
  );
};
