import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { IdentityModule } from '../identity/identity.module';
import { ShopLocalStrategy } from './auth/shop-local.strategy';
import { ShopAuthController } from './shop-auth.controller';
import { ShopAuthService } from './shop-auth.service';
import { ShopSessionController } from './shop-session.controller';
import { ShopSessionGuard } from './shop-session.guard';

/** Storefront accounts: customers, their companies and groups, addresses, applications, impersonation. */
@Module({
  imports: [IdentityModule, PassportModule],
  controllers: [ShopSessionController, ShopAuthController],
  providers: [ShopAuthService, ShopLocalStrategy, { provide: APP_GUARD, useClass: ShopSessionGuard }],
})
export class CustomersModule {}
