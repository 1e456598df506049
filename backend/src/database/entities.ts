import { Job } from '../jobs/job.entity';
import { Brand, ProductLine } from '../modules/catalogue/entities/brand.entity';
import { Category, CategoryTranslation } from '../modules/catalogue/entities/category.entity';
import { FamilyAttribute, ProductFamily } from '../modules/catalogue/entities/product-family.entity';
import { Product, ProductTranslation } from '../modules/catalogue/entities/product.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { Customer } from '../modules/customers/entities/customer.entity';
import { CustomerCompany } from '../modules/customers/entities/customer-company.entity';
import { CustomerGroup } from '../modules/customers/entities/customer-group.entity';
import { Address } from '../modules/customers/entities/address.entity';
import { CustomerApplication } from '../modules/customers/entities/customer-application.entity';
import { AdminRole } from '../modules/identity/entities/admin-role.entity';
import { AdminUser } from '../modules/identity/entities/admin-user.entity';
import { OutgoingMail } from '../modules/mail/outgoing-mail.entity';
import { OutboxEvent } from '../modules/events/outbox-event.entity';
import { OneTimeToken } from '../modules/identity/entities/one-time-token.entity';
import { Session } from '../modules/identity/entities/session.entity';
import { Store } from '../modules/shop-config/stores/store.entity';
import { Cart, CartItem, CartVoucher } from '../modules/cart/entities/cart.entity';
import { WishlistItem } from '../modules/wishlist/wishlist-item.entity';
import { OrderPayment } from '../modules/orders/entities/order-payment.entity';
import { OrderShipment } from '../modules/orders/entities/order-shipment.entity';
import { OrderShipmentItem } from '../modules/orders/entities/order-shipment-item.entity';
import { OrderInvoice } from '../modules/orders/entities/order-invoice.entity';
import { OrderInvoiceItem } from '../modules/orders/entities/order-invoice-item.entity';
import { OrderComment } from '../modules/orders/entities/order-comment.entity';
import { OrderStateChange } from '../modules/orders/entities/order-state-change.entity';
import { OrderItemChange } from '../modules/orders/creation/order-item-change.entity';
import { SalesOrderItem } from '../modules/orders/entities/sales-order-item.entity';
import { SalesOrder } from '../modules/orders/entities/sales-order.entity';
import { AddressIdentifier } from '../modules/shop-config/entities/address-identifier.entity';
import {
  ProductFilter,
  ProductIndex,
  ProductUnitDefinition,
  UnitDefinition,
} from '../modules/shop-config/entities/catalogue-config.entity';
import { CartPriceRule, VoucherCode } from '../modules/shop-config/entities/cart-price-rule.entity';
import { Carrier, CarrierShippingRule, ShippingRule } from '../modules/shop-config/entities/carrier.entity';
import { Configuration } from '../modules/shop-config/entities/configuration.entity';
import { StoreWording } from '../modules/shop-config/entities/store-wording.entity';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity';
import { Country, State, Zone } from '../modules/shop-config/entities/country.entity';
import { Currency, ExchangeRate } from '../modules/shop-config/entities/currency.entity';
import { CustomerPrice } from '../modules/shop-config/entities/customer-price.entity';
import {
  PaymentProvider,
  PaymentProviderRule,
  PaymentProviderRuleAssignment,
} from '../modules/shop-config/entities/payment-provider.entity';
import { ProductPriceRule } from '../modules/shop-config/entities/product-price-rule.entity';
import { NotificationRule } from '../modules/shop-config/entities/notification-rule.entity';
import { TaxRate, TaxRule, TaxRuleGroup } from '../modules/shop-config/entities/tax.entity';
import { ContactMessage } from '../modules/service-requests/entities/contact-message.entity';
import { TrackingRequest } from '../modules/service-requests/entities/tracking-request.entity';
import {
  WarrantyReceipt,
  WarrantyRegistration,
} from '../modules/service-requests/entities/warranty-registration.entity';

export const ENTITIES = [
  ProductUnitDefinition,
  ProductIndex,
  ProductFilter,
  Cart,
  CartItem,
  CartVoucher,
  Store,
  Category,
  CategoryTranslation,
  Brand,
  ProductLine,
  ProductFamily,
  FamilyAttribute,
  UnitDefinition,
  Product,
  ProductTranslation,
  AdminRole,
  AdminUser,
  CustomerCompany,
  CustomerGroup,
  Customer,
  Address,
  CustomerApplication,
  Session,
  OneTimeToken,
  AuditEntry,
  OutgoingMail,
  Job,
  ContactMessage,
  WarrantyRegistration,
  WarrantyReceipt,
  TrackingRequest,
  Currency,
  ExchangeRate,
  Zone,
  Country,
  State,
  TaxRate,
  TaxRuleGroup,
  TaxRule,
  AddressIdentifier,
  Configuration,
  StoreWording,
  NewsletterSubscription,
  Carrier,
  ShippingRule,
  CarrierShippingRule,
  PaymentProvider,
  PaymentProviderRule,
  PaymentProviderRuleAssignment,
  CartPriceRule,
  VoucherCode,
  ProductPriceRule,
  NotificationRule,
  CustomerPrice,
  SalesOrder,
  SalesOrderItem,
  OrderPayment,
  OutboxEvent,
  OrderShipment,
  OrderShipmentItem,
  OrderInvoice,
  OrderInvoiceItem,
  OrderComment,
  OrderStateChange,
  OrderItemChange,
  WishlistItem,
];
