import PhoneIcon from '@mui/icons-material/PhoneInTalk';
import type { Permission } from '@tradeshop/shared';
import { Menu, usePermissions, useTranslate } from 'react-admin';

/** The phone-order page in the menu, for those who may create orders. */
export const PhoneOrderMenuItem = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  if (!permissions?.includes('orders.write')) return null;
  return (
    <Menu.Item
      to="/orders/phone-order"
      primaryText={translate('order_creation.menu')}
      leftIcon={<PhoneIcon />}
    />
  );
};
