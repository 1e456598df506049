import { ListSubheader } from '@mui/material';
import type { BackOfficeSection } from '@tradeshop/shared';
import { Fragment } from 'react';
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';
import { PhoneOrderMenuItem } from '../orders/creation/PhoneOrderMenuItem';
import { SECTION_SCREENS, sectionOfScreen } from '../sections';

/**
 * The screens the user may open, grouped by their back-office section in the order of sections.ts, each group
 * of more than one screen under the section's name (the names the role editor shows), so that screens with
 * similar names, such as the three kinds of import, are told apart by where they stand.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const listed = Object.values(useResourceDefinitions()).filter((resource) => resource.hasList);
  const sections = (Object.keys(SECTION_SCREENS) as BackOfficeSection[])
    .map((section) => ({
      section,
      screens: listed.filter((resource) => sectionOfScreen(resource.name) === section),
    }))
    .filter(({ screens }) => screens.length > 0);
  return (
    <Menu>
      <Menu.DashboardItem />
      {sections.map(({ section, screens }) => (
        <Fragment key={section}>
          {screens.length > 1 ? (
            <ListSubheader component="div" sx={{ lineHeight: 2.5, background: 'transparent' }}>
              {translate(`resources.roles.sections.${section}`)}
            </ListSubheader>
          ) : null}
          {screens.map((resource) => (
            <Menu.ResourceItem key={resource.name} name={resource.name} />
          ))}
          {section === 'orders' ? <PhoneOrderMenuItem /> : null}
        </Fragment>
      ))}
    </Menu>
  );
};
