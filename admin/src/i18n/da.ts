import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { mergeCatalogues } from './merge';
import { assetMessages } from '../assets/messages';
import { importMessages } from '../imports/messages';
import { messengerMessages } from '../messenger/messages';
import { tagMessages } from '../tags/messages';
import { importerMessages } from '../importer/messages';
import { categoryEditorMessages } from '../categories/messages';
import { productEditorMessages } from '../products/messages';
import { productVariantMessages } from '../products/variants/messages';
import { customerMessages } from '../customers/messages';
import { shellMessages } from '../layout/messages';
import { raDanish } from './da/ra';
import { daBackOffice } from './da/back-office';
import { customerCompanyMessagesDa } from './da/customer-companies';
import { orderCreationMessagesDa } from './da/orders-creation';
import { orderFulfilmentMessagesDa } from './da/orders-fulfilment';
import { orderListMessagesDa } from './da/orders-list';
import { notSynchronizedMessagesDa } from './da/orders-not-synchronized';
import { orderShowMessagesDa } from './da/orders-show';
import { serviceRequestMessagesDa } from './da/service-requests';
import { shopConfigMessagesDa } from './da/shop-config';

/**
 * Every Danish text of the back office, key for key those of en (catalogues.spec.ts and nb-da.spec.ts
 * check it): react-admin's own texts (`ra`), the shell's and every screen's.
 */
export const daTexts = {
  ra: raDanish,
  shell: shellMessages.da,
  ...orderFulfilmentMessagesDa,
  app: daBackOffice.app,
  shop_config: shopConfigMessagesDa.shop_config,
  orders: orderListMessagesDa.orders,
  order_creation: orderCreationMessagesDa.order_creation,
  category_editor: categoryEditorMessages.da,
  product_variants: productVariantMessages.da,
  product_editor: productEditorMessages.da,
  resources: {
    ...assetMessages.da,
    ...tagMessages.da,
    ...importMessages.da,
    ...messengerMessages.da,
    ...importerMessages.da,
    ...customerMessages.da,
    ...orderListMessagesDa.resources,
    ...daBackOffice.resources,
    ...serviceRequestMessagesDa,
    ...customerCompanyMessagesDa,
    ...orderShowMessagesDa,
    ...notSynchronizedMessagesDa,
    ...shopConfigMessagesDa.resources,
  },
};

export const da: TranslationMessages = mergeCatalogues(en, daTexts);
