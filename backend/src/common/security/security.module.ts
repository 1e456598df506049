import { Global, Module } from '@nestjs/common';
import { RATE_LIMITER_PROVIDERS, RateLimiter } from './rate-limiter';

@Global()
@Module({ providers: RATE_LIMITER_PROVIDERS, exports: [RateLimiter] })
export class SecurityModule {}
