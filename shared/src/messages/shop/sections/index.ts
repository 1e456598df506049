import type { Locale } from '../../../domain';
import { quantityMessages, type QuantityMessages } from './quantity';
import { cartMessages, type CartMessages } from './cart';
import { checkoutMessages, type CheckoutMessages } from './checkout';
import { orderMessages, type OrderMessages } from './orders';
import { wishlistMessages, type WishlistMessages } from './wishlist';
import { quickOrderMessages, type QuickOrderMessages } from './quick-order';
import { serviceRequestMessages, type ServiceRequestMessages } from './service-requests';
import { productDetailMessages, type ProductDetailMessages } from './product-detail';
import { fireSafetyGuideMessages, type FireSafetyGuideMessages } from './fire-safety-guide';
import { contentPageMessages, type ContentPageMessages } from './content-pages';
import { erpConversionMessages, type ErpConversionMessages } from './erp-conversion';
import { orderFulfilmentMessages, type OrderFulfilmentMessages } from './order-fulfilment';
import { searchPageMessages, type SearchPageMessages } from './search-page';
import { unitMessages, type UnitMessages } from './units';
import { siteNavMessages, type SiteNavMessages } from './site-nav';
import { priceMessages, type PriceMessages } from './prices';
import { storeWordingMessages, type StoreWordingMessages } from './store-wording';
import { shopperProblemMessages, type ShopperProblemMessages } from './shopper-problems';
import { newsletterMessages, type NewsletterMessages } from './newsletter';
import { formsMessages, type FormsMessages } from './forms';
import { customerAccountMessages, type CustomerAccountMessages } from './customer-accounts';

/** Every shop section's texts, one namespace a section. */
export interface SectionMessages {
  quantity: QuantityMessages;
  cart: CartMessages;
  checkout: CheckoutMessages;
  orders: OrderMessages;
  wishlist: WishlistMessages;
  quickOrder: QuickOrderMessages;
  serviceRequests: ServiceRequestMessages;
  productDetail: ProductDetailMessages;
  fireSafetyGuide: FireSafetyGuideMessages;
  contentPages: ContentPageMessages;
  erpConversion: ErpConversionMessages;
  orderFulfilment: OrderFulfilmentMessages;
  searchPage: SearchPageMessages;
  units: UnitMessages;
  siteNav: SiteNavMessages;
  prices: PriceMessages;
  storeWording: StoreWordingMessages;
  shopperProblems: ShopperProblemMessages;
  newsletter: NewsletterMessages;
  forms: FormsMessages;
  customerAccounts: CustomerAccountMessages;
}

export function sectionMessages(locale: Locale): SectionMessages {
  return {
    quantity: quantityMessages[locale],
    cart: cartMessages[locale],
    checkout: checkoutMessages[locale],
    orders: orderMessages[locale],
    wishlist: wishlistMessages[locale],
    quickOrder: quickOrderMessages[locale],
    serviceRequests: serviceRequestMessages[locale],
    productDetail: productDetailMessages[locale],
    fireSafetyGuide: fireSafetyGuideMessages[locale],
    contentPages: contentPageMessages[locale],
    erpConversion: erpConversionMessages[locale],
    orderFulfilment: orderFulfilmentMessages[locale],
    searchPage: searchPageMessages[locale],
    units: unitMessages[locale],
    siteNav: siteNavMessages[locale],
    prices: priceMessages[locale],
    storeWording: storeWordingMessages[locale],
    shopperProblems: shopperProblemMessages[locale],
    newsletter: newsletterMessages[locale],
    forms: formsMessages[locale],
    customerAccounts: customerAccountMessages[locale],
  };
}
