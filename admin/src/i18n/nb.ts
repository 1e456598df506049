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
import { raNorwegian } from './nb/ra';
import { nbBackOffice } from './nb/back-office';
import { customerCompanyMessagesNb } from './nb/customer-companies';
import { orderCreationMessagesNb } from './nb/orders-creation';
import { orderFulfilmentMessagesNb } from './nb/orders-fulfilment';
import { orderListMessagesNb } from './nb/orders-list';
import { notSynchronizedMessagesNb } from './nb/orders-not-synchronized';
import { orderShowMessagesNb } from './nb/orders-show';
import { serviceRequestMessagesNb } from './nb/service-requests';
import { shopConfigMessagesNb } from './nb/shop-config';

/**
 * Every Norwegian Bokmål text of the back office, key for key those of en (catalogues.spec.ts and nb-da.spec.ts
 * check it): react-admin's own texts (`ra`), the shell's and every screen's.
 */
export const nbTexts = {
  ra: raNorwegian,
  shell: shellMessages.nb,
  ...orderFulfilmentMessagesNb,
  app: nbBackOffice.app,
  shop_config: shopConfigMessagesNb.shop_config,
  orders: orderListMessagesNb.orders,
  order_creation: orderCreationMessagesNb.order_creation,
  category_editor: categoryEditorMessages.nb,
  product_variants: productVariantMessages.nb,
  product_editor: productEditorMessages.nb,
  resources: {
    ...assetMessages.nb,
    ...tagMessages.nb,
    ...importMessages.nb,
    ...messengerMessages.nb,
    ...importerMessages.nb,
    ...customerMessages.nb,
    ...orderListMessagesNb.resources,
    ...nbBackOffice.resources,
    ...serviceRequestMessagesNb,
    ...customerCompanyMessagesNb,
    ...orderShowMessagesNb,
    ...notSynchronizedMessagesNb,
    ...shopConfigMessagesNb.resources,
  },
};

export const nb: TranslationMessages = mergeCatalogues(en, nbTexts);
