import type { ComponentType, ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { ShopConfigCreate, ShopConfigEdit, ShopConfigShow } from './ShopConfigForm';

export interface ShopConfigScreen {
  /** The backend's react-admin door: `shop-config/{restName}`. */
  name: string;
  icon: ComponentType;
  list: ComponentType;
  /** The form's inputs, shared by create, edit and the read-only view. */
  form: () => ReactNode;
  /** Below the edit form and the read-only view (not on create). */
  aside?: () => ReactNode;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

/**
 * A shop-configuration screen as a react-admin resource. HOW TO ADD ONE: write `resources/<name>.tsx` with its
 * list (ShopConfigList and columns) and form inputs, export `defineScreen({...})`, add it to SHOP_CONFIG_SCREENS
 * in `shop-config/index.ts`, and its texts to `shop-config/messages.ts` (en, fi, sv).
 * Users who may not change shop configuration get the list and the read-only view only.
 */
export function defineScreen(screen: ShopConfigScreen) {
  const Form = screen.form;
  const Aside = screen.aside;
  return (canWrite: boolean): ResourceProps => ({
    name: screen.name,
    icon: screen.icon,
    list: screen.list,
    recordRepresentation: screen.recordRepresentation,
    show: () => (
      <ShopConfigShow aside={Aside ? <Aside /> : undefined}>
        <Form />
      </ShopConfigShow>
    ),
    ...(canWrite
      ? {
          edit: () => (
            <ShopConfigEdit aside={Aside ? <Aside /> : undefined}>
              <Form />
            </ShopConfigEdit>
          ),
          create: () => (
            <ShopConfigCreate>
              <Form />
            </ShopConfigCreate>
          ),
        }
      : {}),
  });
}
