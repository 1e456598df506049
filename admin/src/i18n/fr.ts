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
import { raFrench } from './fr/ra';
import { frBackOffice } from './fr/back-office';
import { customerCompanyMessagesFr } from './fr/customer-companies';
import { orderCreationMessagesFr } from './fr/orders-creation';
import { orderFulfilmentMessagesFr } from './fr/orders-fulfilment';
import { orderListMessagesFr } from './fr/orders-list';
import { notSynchronizedMessagesFr } from './fr/orders-not-synchronized';
import { orderShowMessagesFr } from './fr/orders-show';
import { serviceRequestMessagesFr } from './fr/service-requests';
import { shopConfigMessagesFr } from './fr/shop-config';

/**
 * Every French text of the back office, key for key those of en (catalogues.spec.ts and fr-it.spec.ts
 * check it): react-admin's own texts (`ra`), the shell's and every screen's.
 */
export const frTexts = {
  ra: raFrench,
  shell: shellMessages.fr,
  ...orderFulfilmentMessagesFr,
  app: frBackOffice.app,
  shop_config: shopConfigMessagesFr.shop_config,
  orders: orderListMessagesFr.orders,
  order_creation: orderCreationMessagesFr.order_creation,
  category_editor: categoryEditorMessages.fr,
  product_variants: productVariantMessages.fr,
  product_editor: productEditorMessages.fr,
  resources: {
    ...assetMessages.fr,
    ...tagMessages.fr,
    ...importMessages.fr,
    ...messengerMessages.fr,
    ...importerMessages.fr,
    ...customerMessages.fr,
    ...orderListMessagesFr.resources,
    ...frBackOffice.resources,
    ...serviceRequestMessagesFr,
    ...customerCompanyMessagesFr,
    ...orderShowMessagesFr,
    ...notSynchronizedMessagesFr,
    ...shopConfigMessagesFr.resources,
  },
};

export const fr: TranslationMessages = mergeCatalogues(en, frTexts);
