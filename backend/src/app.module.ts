import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { buildOrmOptions } from './database/mikro-orm.config';
import { JobsModule } from './jobs/jobs.module';
import { ReadCacheModule } from './read-cache/read-cache.module';
import { buildLoggerOptions } from './logger';
import { CartModule } from './modules/cart/cart.module';
import { FireSafetyGuideModule } from './modules/fire-safety-guide/fire-safety-guide.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { CatalogueEditingModule } from './modules/catalogue/catalogue-editing.module';
import { CheckoutModule } from './modules/checkout/checkout.module';
import { FilesModule } from './modules/files/files.module';
import { AssetsModule } from './modules/assets/assets.module';
import { TagsModule } from './modules/tags/tags.module';
import { ImporterModule } from './modules/importer/importer.module';
import { HealthController } from './modules/health/health.controller';
import { SecurityModule } from './common/security/security.module';
import { AuditModule } from './modules/audit/audit.module';
import { CustomersModule } from './modules/customers/customers.module';
import { IdentityModule } from './modules/identity/identity.module';
import { EventsModule } from './modules/events/events.module';
import { MailModule } from './modules/mail/mail.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { SearchModule } from './modules/search/search.module';
import { SeoModule } from './modules/seo/seo.module';
import { ContentModule } from './modules/content/content.module';
import { OrdersModule } from './modules/orders/orders.module';
import { OrderCreationModule } from './modules/orders/creation/order-creation.module';
import { WishlistModule } from './modules/wishlist/wishlist.module';
import { QuickOrderModule } from './modules/quick-order/quick-order.module';
import { ShopConfigModule } from './modules/shop-config/shop-config.module';
import { ServiceRequestsModule } from './modules/service-requests/service-requests.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { ImportsModule } from './modules/imports/imports.module';

/** Everything the shop runs on, for one database URL (the embedded one or a server's). */
@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        LoggerModule.forRoot(buildLoggerOptions(config)),
        MikroOrmModule.forRoot(buildOrmOptions(databaseUrl, config.database.poolSize)),
        JobsModule.register(config),
        ReadCacheModule.register(config, databaseUrl),
        SecurityModule,
        AuditModule,
        EventsModule,
        MailModule,
        NotificationsModule,
        IdentityModule,
        CustomersModule,
        CatalogueModule,
        SearchModule,
        CatalogueEditingModule,
        TagsModule,
        ImporterModule,
        SeoModule,
        ContentModule,
        CartModule,
        FireSafetyGuideModule,
        OrdersModule,
        OrderCreationModule,
        CheckoutModule,
        WishlistModule,
        QuickOrderModule,
        ShopConfigModule,
        FilesModule,
        AssetsModule,
        ServiceRequestsModule,
        NewsletterModule,
        ImportsModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
