import { forwardRef } from 'react';
import { Logout, MenuItemLink, UserMenu, useUserMenu } from 'react-admin';

// A menu item closes the menu when chosen; MenuItemLink needs the ref the menu hands it.
const TwoFactorMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      ref={ref}
      to="/two-factor"
      primaryText="app.two_factor.page_title"
      onClick={() => userMenu?.onClose()}
      {...props}
    />
  );
});
TwoFactorMenuItem.displayName = 'TwoFactorMenuItem';

/** The user menu of the app bar: the user's own two-factor login, and logging out. */
export const AccountMenu = () => (
  <UserMenu>
    <TwoFactorMenuItem />
    <Logout />
  </UserMenu>
);
