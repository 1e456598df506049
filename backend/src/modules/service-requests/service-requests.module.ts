import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { ContactMessageService } from './contact-message.service';
import {
  ContactMessageAdminController,
  TrackingRequestAdminController,
  WarrantyRegistrationAdminController,
} from './service-requests-admin.controller';
import { ServiceRequestMailsSubscriber } from './service-request-mails.subscriber';
import { ServiceRequestsShopController } from './service-requests-shop.controller';
import { ShipmentTrackingService } from './shipment-tracking.service';
import { WarrantyRegistrationService } from './warranty-registration.service';

/** The storefront's service forms (contact, warranty registration, shipment tracking) and their back office. */
@Module({
  imports: [StoresModule, OrdersModule, CatalogueModule],
  controllers: [
    ServiceRequestsShopController,
    ContactMessageAdminController,
    WarrantyRegistrationAdminController,
    TrackingRequestAdminController,
  ],
  providers: [
    ContactMessageService,
    WarrantyRegistrationService,
    ShipmentTrackingService,
    ServiceRequestMailsSubscriber,
  ],
  exports: [WarrantyRegistrationService],
})
export class ServiceRequestsModule {}
