import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CSRF_COOKIE, issueCsrfToken } from '../../common/security/csrf-token';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SessionService } from '../identity/session.service';
import { ShopSessionDto } from './dto/shop-session.dto';
import type { ShopRequest } from './shop-session';

@ApiTags('shop account')
@Controller('api/shop')
export class ShopSessionController {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Who is at the storefront, and the CSRF token its forms carry. The storefront asks once per page; the
   * CSRF cookie is set when the browser has none yet.
   */
  @Get('session')
  @ApiOkResponse({ type: ShopSessionDto })
  session(@Req() request: ShopRequest, @Res({ passthrough: true }) response: Response): ShopSessionDto {
    let token = request.cookies?.[CSRF_COOKIE] as string | undefined;
    if (!token) {
      token = issueCsrfToken(this.config.sessionSecret);
      response.cookie(CSRF_COOKIE, token, this.sessions.cookieOptions());
    }
    response.setHeader('Cache-Control', 'no-store');
    return ShopSessionDto.from(token, request.shop);
  }
}
