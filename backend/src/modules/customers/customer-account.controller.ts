import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CSRF_COOKIE } from '../../common/security/csrf-token';
import { DomainError } from '../../common/errors/domain-error';
import { normaliseEmail } from '../../common/security/passwords';
import { SESSION_COOKIE, SessionService } from '../identity/session.service';
import { CustomerAccountService } from './customer-account.service';
import { AccountProfileDto, UpdateAccountProfileDto } from './dto/account-profile.dto';
import {
  ChangePasswordDto,
  NewPasswordDto,
  PasswordForgottenDto,
  PasswordResetTokenDto,
} from './dto/password-reset.dto';
import { RegisterAccountDto } from './dto/register-account.dto';
import { ShopSessionDto } from './dto/shop-session.dto';
import type { Customer } from './entities/customer.entity';
import {
  ClientIp,
  CurrentShopIdentity,
  CustomerRequired,
  type ShopIdentity,
  type ShopRequest,
} from './shop-session';

@ApiTags('shop account')
@Controller('api/shop/account')
export class CustomerAccountController {
  constructor(
    private readonly accounts: CustomerAccountService,
    private readonly sessions: SessionService,
  ) {}

  /** A new company account; the customer is logged in at once and gets a welcome mail. */
  @Post('register')
  @ApiCreatedResponse({ type: ShopSessionDto })
  async register(
    @Body() body: RegisterAccountDto,
    @ClientIp() ip: string,
    @Req() request: ShopRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopSessionDto> {
    const customer = await this.accounts.register(body, ip);
    return this.startSession(customer, request, response);
  }

  /** Mails a reset link; an unknown address answers 404 "E-mail not registered" (storefront spec §5). */
  @Post('password-forgotten')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The reset mail is on its way' })
  async passwordForgotten(@Body() body: PasswordForgottenDto, @ClientIp() ip: string): Promise<void> {
    await this.accounts.requestPasswordReset(body.email, body.locale, ip);
  }

  @Get('password-reset/:token')
  @ApiOkResponse({ type: PasswordResetTokenDto })
  describeResetToken(@Param('token') token: string): Promise<PasswordResetTokenDto> {
    return this.accounts.describeResetToken(token);
  }

  /** Sets the password from a reset or invitation link; every other session of the customer ends. */
  @Post('password-reset/:token')
  @HttpCode(200)
  @ApiOkResponse({ type: ShopSessionDto })
  async resetPassword(
    @Param('token') token: string,
    @Body() body: NewPasswordDto,
    @Req() request: ShopRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopSessionDto> {
    const customer = await this.accounts.resetPassword(token, body);
    await this.sessions.endAllOf('shop', customer.id);
    return this.startSession(customer, request, response);
  }

  @Get('profile')
  @CustomerRequired()
  @ApiOkResponse({ type: AccountProfileDto })
  profile(@CurrentShopIdentity() identity: ShopIdentity): Promise<AccountProfileDto> {
    return this.accounts.profile(identity.customer);
  }

  @Put('profile')
  @CustomerRequired()
  @ApiOkResponse({ type: AccountProfileDto })
  async updateProfile(
    @Body() body: UpdateAccountProfileDto,
    @CurrentShopIdentity() identity: ShopIdentity,
  ): Promise<AccountProfileDto> {
    // A salesrep acting for a customer keeps the customer's contact details current, but the e-mail is the
    // customer's login: only the customer changes it.
    if (
      identity.salesrep &&
      body.email !== undefined &&
      normaliseEmail(body.email) !== identity.customer.email
    ) {
      throw new DomainError('IMPERSONATION_NOT_ALLOWED', 'Only the customer can change their login e-mail');
    }
    const previousEmail = identity.customer.email;
    const profile = await this.accounts.updateProfile(identity.customer, body);
    // A new login e-mail ends the account's other sessions: whoever else was logged in must log in again.
    if (profile.email !== previousEmail) await this.sessions.endAllExcept('shop', identity.session);
    return profile;
  }

  /** The logged-in account's own password; the session is renewed and the account's other sessions end. */
  @Post('change-password')
  @HttpCode(200)
  @CustomerRequired()
  @ApiOkResponse({ type: ShopSessionDto })
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentShopIdentity() identity: ShopIdentity,
    @Req() request: ShopRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopSessionDto> {
    if (identity.salesrep) {
      throw new DomainError(
        'IMPERSONATION_NOT_ALLOWED',
        "A salesrep cannot change a customer's password. Exit the customer's account first.",
      );
    }
    await this.accounts.changePassword(identity.account, body);
    await this.sessions.endAllOf('shop', identity.account.id);
    return this.startSession(identity.account, request, response);
  }

  /** Session rotation: the visitor's old session (if any) ends and a fresh id is set. */
  private async startSession(
    customer: Customer,
    request: ShopRequest,
    response: Response,
  ): Promise<ShopSessionDto> {
    const previous = request.cookies?.[SESSION_COOKIE.shop] as string | undefined;
    const { token, expiresAt } = await this.sessions.rotate('shop', previous, customer.id);
    response.cookie(SESSION_COOKIE.shop, token, this.sessions.cookieOptions(expiresAt));
    return ShopSessionDto.from(request.cookies?.[CSRF_COOKIE] as string, { customer, salesrep: null });
  }
}
