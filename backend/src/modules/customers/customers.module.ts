import { CompanyMasterDataService } from './company-master-data.service';
import { CompanySalesrepsController, CustomerAdminController } from './customer-admin.controller';
import { CustomerAdminService } from './customer-admin.service';
import { CustomerGroupAdminController } from './customer-group-admin.controller';
import { CustomerGroupAdminService } from './customer-group-admin.service';
import { CustomerInvitations } from './customer-invitations';
import { CompanyUsersController } from './company-users.controller';
import { CompanyUsersService } from './company-users.service';
import { CustomerDirectoryService } from './customer-directory.service';
import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { IdentityModule } from '../identity/identity.module';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { CustomerConfigUsage } from './customer-config-usage';
import { AddressShopController } from './address-shop.controller';
import { AddressService } from './address.service';
import { CustomerApplicationAdminController } from './customer-application-admin.controller';
import { CustomerApplicationShopController } from './customer-application-shop.controller';
import { CustomerApplicationService } from './customer-application.service';
import { CustomerCompanyAdminController } from './customer-company-admin.controller';
import { CustomerCompanyAdminService } from './customer-company-admin.service';
import {
  CustomerCompanyModifierController,
  CustomerCompanyModifierRestController,
} from './customer-company-modifier.controller';
import { CustomerRecordsRegistry } from './customer-company-modifier.registry';
import { CustomerCompanyModifierService } from './customer-company-modifier.service';
import { ShopLocalStrategy } from './auth/shop-local.strategy';
import { CustomerAccountController } from './customer-account.controller';
import { CustomerAccountService } from './customer-account.service';
import { CustomerMailsSubscriber } from './customer-mails.subscriber';
import { ImpersonationAuditInterceptor } from './impersonation-audit.interceptor';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationService } from './impersonation.service';
import { ShopAuthController } from './shop-auth.controller';
import { CustomerReadsService } from './customer-reads.service';
import { ShopAuthService } from './shop-auth.service';
import { ShopSessionController } from './shop-session.controller';
import { ShopContextService } from './shop-context.service';
import { ShopSessionGuard } from './shop-session.guard';
import { ShopIdentityReadModel } from './shop-identity.read-model';

/**
 * Storefront accounts: customers, their companies and groups, addresses, applications, impersonation; and the
 * shop context (who shops in which store, in which language) that the shop's routes resolve once per request.
 */
@Module({
  imports: [IdentityModule, StoresModule, PassportModule, ConfigUsageModule],
  controllers: [
    ShopSessionController,
    ShopAuthController,
    ImpersonationController,
    CustomerAccountController,
    AddressShopController,
    CustomerApplicationShopController,
    CustomerApplicationAdminController,
    CustomerCompanyAdminController,
    CustomerCompanyModifierController,
    CustomerCompanyModifierRestController,
    CustomerAdminController,
    CompanySalesrepsController,
    CustomerGroupAdminController,
    CompanyUsersController,
  ],
  providers: [
    ImpersonationService,
    { provide: APP_INTERCEPTOR, useClass: ImpersonationAuditInterceptor },
    ShopAuthService,
    CustomerAccountService,
    AddressService,
    CustomerApplicationService,
    CustomerCompanyAdminService,
    CustomerCompanyModifierService,
    CustomerRecordsRegistry,
    CustomerMailsSubscriber,
    ShopLocalStrategy,
    { provide: APP_GUARD, useClass: ShopSessionGuard },
    ShopIdentityReadModel,
    ShopContextService,
    CustomerReadsService,
    CustomerDirectoryService,
    CustomerAdminService,
    CustomerGroupAdminService,
    CustomerInvitations,
    CompanyUsersService,
    CustomerConfigUsage,
    CompanyMasterDataService,
  ],
  exports: [ShopContextService, CustomerReadsService, CustomerRecordsRegistry, CompanyMasterDataService],
})
export class CustomersModule {}
