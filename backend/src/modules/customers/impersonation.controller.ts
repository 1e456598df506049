import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CSRF_COOKIE } from '../../common/security/csrf-token';
import { SESSION_COOKIE, SessionService } from '../identity/session.service';
import {
  ImpersonationCandidateDto,
  ImpersonationSearchQueryDto,
  StartImpersonationDto,
} from './dto/impersonation.dto';
import { ShopSessionDto } from './dto/shop-session.dto';
import { ImpersonationService, type ImpersonationResult } from './impersonation.service';
import {
  ClientIp,
  CurrentShopIdentity,
  CustomerRequired,
  type ShopIdentity,
  type ShopRequest,
} from './shop-session';

@ApiTags('shop account')
@Controller('api/shop/impersonation')
@CustomerRequired()
export class ImpersonationController {
  constructor(
    private readonly impersonation: ImpersonationService,
    private readonly sessions: SessionService,
  ) {}

  /** A salesrep starts acting as the customer with this e-mail; the answer is the new storefront session. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ShopSessionDto })
  async start(
    @Body() body: StartImpersonationDto,
    @CurrentShopIdentity() identity: ShopIdentity,
    @ClientIp() ip: string,
    @Req() request: ShopRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopSessionDto> {
    const token = request.cookies?.[SESSION_COOKIE.shop] as string | undefined;
    return this.answer(await this.impersonation.start(identity, body.email, ip, token), request, response);
  }

  /** The customers this salesrep may act for whose name, e-mail or company contains `q` (at most 20). */
  @Get('customers')
  @ApiOkResponse({ type: [ImpersonationCandidateDto] })
  async search(
    @Query() query: ImpersonationSearchQueryDto,
    @CurrentShopIdentity() identity: ShopIdentity,
  ): Promise<ImpersonationCandidateDto[]> {
    return this.impersonation.search(identity, query.q);
  }

  /** The salesrep stops acting and is back in their own session. */
  @Post('exit')
  @HttpCode(200)
  @ApiOkResponse({ type: ShopSessionDto })
  async exit(
    @CurrentShopIdentity() identity: ShopIdentity,
    @ClientIp() ip: string,
    @Req() request: ShopRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopSessionDto> {
    const token = request.cookies?.[SESSION_COOKIE.shop] as string | undefined;
    return this.answer(await this.impersonation.exit(identity, ip, token), request, response);
  }

  private answer(result: ImpersonationResult, request: ShopRequest, response: Response): ShopSessionDto {
    response.cookie(SESSION_COOKIE.shop, result.token, this.sessions.cookieOptions(result.expiresAt));
    return ShopSessionDto.from(request.cookies?.[CSRF_COOKIE] as string, result.identity);
  }
}
