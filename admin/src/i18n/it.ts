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
import { raItalian } from './it/ra';
import { itBackOffice } from './it/back-office';
import { customerCompanyMessagesIt } from './it/customer-companies';
import { orderCreationMessagesIt } from './it/orders-creation';
import { orderFulfilmentMessagesIt } from './it/orders-fulfilment';
import { orderListMessagesIt } from './it/orders-list';
import { notSynchronizedMessagesIt } from './it/orders-not-synchronized';
import { orderShowMessagesIt } from './it/orders-show';
import { serviceRequestMessagesIt } from './it/service-requests';
import { shopConfigMessagesIt } from './it/shop-config';

/**
 * Every Italian text of the back office, key for key those of en (catalogues.spec.ts and fr-it.spec.ts
 * check it): react-admin's own texts (`ra`), the shell's and every screen's.
 */
export const itTexts = {
  ra: raItalian,
  shell: shellMessages.it,
  ...orderFulfilmentMessagesIt,
  app: itBackOffice.app,
  shop_config: shopConfigMessagesIt.shop_config,
  orders: orderListMessagesIt.orders,
  order_creation: orderCreationMessagesIt.order_creation,
  category_editor: categoryEditorMessages.it,
  product_variants: productVariantMessages.it,
  product_editor: productEditorMessages.it,
  resources: {
    ...assetMessages.it,
    ...tagMessages.it,
    ...importMessages.it,
    ...messengerMessages.it,
    ...importerMessages.it,
    ...customerMessages.it,
    ...orderListMessagesIt.resources,
    ...itBackOffice.resources,
    ...serviceRequestMessagesIt,
    ...customerCompanyMessagesIt,
    ...orderShowMessagesIt,
    ...notSynchronizedMessagesIt,
    ...shopConfigMessagesIt.resources,
  },
};

export const it: TranslationMessages = mergeCatalogues(en, itTexts);
