import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CSRF_COOKIE } from '../../common/security/csrf-token';
import { SESSION_COOKIE, SessionService } from '../identity/session.service';
import { ShopLoginGuard } from './auth/shop-login.guard';
import { ShopLoginDto } from './dto/shop-login.dto';
import { ShopSessionDto } from './dto/shop-session.dto';
import type { Customer } from './entities/customer.entity';
import type { ShopRequest } from './shop-session';

@ApiTags('shop account')
@Controller('api/shop/account')
export class ShopAuthController {
  constructor(private readonly sessions: SessionService) {}

  /** Customers and salesreps log in with their e-mail. Every login gets a fresh session id. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(ShopLoginGuard)
  @ApiOkResponse({ type: ShopSessionDto })
  async login(
    @Body() _credentials: ShopLoginDto,
    @Req() request: ShopRequest & { user: Customer },
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopSessionDto> {
    const previous = request.cookies?.[SESSION_COOKIE.shop] as string | undefined;
    const { token, expiresAt } = await this.sessions.rotate('shop', previous, request.user.id);
    response.cookie(SESSION_COOKIE.shop, token, this.sessions.cookieOptions(expiresAt));
    const csrfToken = request.cookies?.[CSRF_COOKIE] as string;
    return ShopSessionDto.from(csrfToken, { customer: request.user, salesrep: null });
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: ShopRequest, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.end(request.cookies?.[SESSION_COOKIE.shop]);
    response.clearCookie(SESSION_COOKIE.shop, this.sessions.cookieOptions());
  }
}
