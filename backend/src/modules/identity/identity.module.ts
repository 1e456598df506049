import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminAccessGuard } from './admin-access.guard';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminLocalStrategy } from './admin-local.strategy';
import { CsrfGuard } from './csrf.guard';
import { OneTimeTokenService } from './one-time-token.service';
import { SessionService } from './session.service';

@Module({
  imports: [PassportModule],
  controllers: [AdminAuthController],
  providers: [
    SessionService,
    OneTimeTokenService,
    AdminAuthService,
    AdminLocalStrategy,
    // Order matters: the CSRF check runs before anything else looks at a state-changing request.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AdminAccessGuard },
  ],
  exports: [SessionService, OneTimeTokenService, AdminAuthService],
})
export class IdentityModule {}
