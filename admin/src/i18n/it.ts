import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { mergeCatalogues } from './merge';
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
 * Every Italian text of the back office's own screens, key for key those of en.ts (fr-it.spec.ts checks it), built
 * as fiTexts is. react-admin's own texts (`ra`) are not here: they come from the react-admin Italian messages
 * (`ra: …` beside `app`), wired where the language is registered.
 */
export const itTexts = {
  ...orderFulfilmentMessagesIt,
  app: itBackOffice.app,
  shop_config: shopConfigMessagesIt.shop_config,
  orders: orderListMessagesIt.orders,
  order_creation: orderCreationMessagesIt.order_creation,
  resources: {
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
