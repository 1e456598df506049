import { OrderFulfilmentRestController, OrderFulfilmentSpecController } from './fulfilment-admin.controllers';
import { FulfilmentGridActions } from './fulfilment-grid-actions';
import { FulfilmentLines } from './fulfilment-lines';
import { FulfilmentShopController } from './fulfilment-shop.controller';
import { FulfilmentShopView } from './fulfilment-shop.view';
import { FulfilmentSubscribers } from './fulfilment.subscribers';
import { FulfilmentSync } from './fulfilment-sync';
import { OrderCommentsService } from './order-comments.service';
import { OrderInvoicesService } from './order-invoices.service';
import { OrderShipmentsService } from './order-shipments.service';

/** Shipments, invoices, credit notes and comments: the orders module registers these. */
export const FULFILMENT_CONTROLLERS = [
  OrderFulfilmentSpecController,
  OrderFulfilmentRestController,
  FulfilmentShopController,
];

export const FULFILMENT_PROVIDERS = [
  FulfilmentLines,
  FulfilmentSync,
  OrderShipmentsService,
  OrderInvoicesService,
  OrderCommentsService,
  FulfilmentSubscribers,
  FulfilmentGridActions,
  FulfilmentShopView,
];
