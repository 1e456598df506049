import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminAccessGuard } from './admin-access.guard';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminLocalStrategy } from './admin-local.strategy';
import { AdminRolesService } from './admin-roles.service';
import { AdminUsersRestController } from './admin-users-rest.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { UserImageStore } from './user-images';
import { AdminLoginLinksController } from './admin-login-links.controller';
import { AdminPasswordResetService } from './admin-password-reset.service';
import { CsrfGuard } from './csrf.guard';
import { OneTimeTokenService } from './one-time-token.service';
import { SessionService } from './session.service';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [PassportModule],
  controllers: [
    AdminAuthController,
    AdminLoginLinksController,
    AdminUsersController,
    AdminUsersRestController,
  ],
  providers: [
    SessionService,
    OneTimeTokenService,
    AdminAuthService,
    AdminLocalStrategy,
    AdminUsersService,
    AdminRolesService,
    UserImageStore,
    TwoFactorService,
    AdminPasswordResetService,
    // Order matters: the CSRF check runs before anything else looks at a state-changing request.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AdminAccessGuard },
  ],
  exports: [SessionService, OneTimeTokenService, AdminAuthService],
})
export class IdentityModule {}
