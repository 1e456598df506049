import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCookieAuth,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import { CSRF_COOKIE, issueCsrfToken } from '../../common/security/csrf-token';
import { Public } from '../../common/security/public.decorator';
import { AnyBackOfficeUser, TwoFactorStep } from '../../common/security/permission.decorators';
import type { AdminRequest } from './admin-access.guard';
import { AdminAuthService, type StartedAdminSession } from './admin-auth.service';
import { AdminLoginGuard } from './admin-login.guard';
import { AdminPasswordResetService } from './admin-password-reset.service';
import { deeplinkTarget } from './deeplink-target';
import {
  AdminLoginResultDto,
  LostPasswordAnswerDto,
  LostPasswordDto,
  ResetPasswordDto,
  SetPasswordLinkInfoDto,
  TwoFactorCodeDto,
  TwoFactorSetupDto,
} from './dto/admin-login.dto';
import { AdminLoginDto, AdminUserDto, CsrfTokenDto } from './dto/admin-user.dto';
import type { AdminUser } from './entities/admin-user.entity';
import { SESSION_COOKIE, SessionService } from './session.service';
import { TwoFactorService } from './two-factor.service';
import { CsrfEvenOnRead } from '../../common/security/csrf.decorator';

/** The back-office app's own screens (react-admin, hash routes). */
const ADMIN_SCREEN = {
  home: '/admin/',
  login: '/admin/#/login',
  twoFactor: '/admin/#/login?step=two-factor-required',
  lostPassword: '/admin/#/lost-password',
  invalidLink: '/admin/#/login?error=link-invalid',
};

const LOST_PASSWORD_ANSWER =
  'If this address belongs to a back-office account, a link to reset the password is on its way.';

function clientIp(request: Request): string {
  return request.ip ?? '';
}

function sessionToken(request: Request): string | undefined {
  return request.cookies?.[SESSION_COOKIE.admin] as string | undefined;
}

/** Back-office login routes (back-office spec §2): password, second factor, lost password, links. */
@ApiTags('back-office login')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly sessions: SessionService,
    private readonly auth: AdminAuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly passwordReset: AdminPasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('login/csrf-token')
  @ApiOkResponse({ type: CsrfTokenDto })
  csrfToken(@Req() request: Request, @Res({ passthrough: true }) response: Response): CsrfTokenDto {
    const existing = request.cookies?.[CSRF_COOKIE] as string | undefined;
    const token = existing ?? issueCsrfToken(this.config.sessionSecret);
    response.cookie(CSRF_COOKIE, token, this.sessions.cookieOptions());
    return { token };
  }

  /** The login screen itself is the react-admin app. */
  @Public()
  @Get('login')
  @ApiFoundResponse({ description: 'To the login screen of the back-office app' })
  loginScreen(@Res() response: Response): void {
    response.redirect(302, ADMIN_SCREEN.login);
  }

  /**
   * The first factor. Every login gets a fresh session id; while a second factor is owed the session is
   * pending and reaches only the two-factor routes.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(AdminLoginGuard)
  @ApiOkResponse({ type: AdminLoginResultDto })
  async login(
    @Body() _credentials: AdminLoginDto,
    @Req() request: Request & { user: AdminUser },
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResultDto> {
    const started = await this.auth.startSession(
      request.user,
      sessionToken(request),
      clientIp(request),
      'password',
    );
    return this.answerLogin(started, request.user, response);
  }

  @Public()
  @Get('login/2fa')
  @ApiFoundResponse({ description: 'To the two-factor code screen of the back-office app' })
  twoFactorScreen(@Res() response: Response): void {
    response.redirect(302, ADMIN_SCREEN.twoFactor);
  }

  /** The second factor: a code of the user's authenticator app turns the pending session into a full one. */
  @Post('login/2fa')
  @TwoFactorStep()
  @AnyBackOfficeUser()
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOkResponse({ type: AdminLoginResultDto })
  async twoFactorLogin(
    @Body() body: TwoFactorCodeDto,
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResultDto> {
    const user = request.adminUser as AdminUser;
    await this.twoFactor.checkCode(user, body.code, clientIp(request));
    const started = await this.auth.startSession(
      user,
      sessionToken(request),
      clientIp(request),
      'two_factor',
    );
    return this.answerLogin(started, user, response);
  }

  /** A new secret for the authenticator app, pending until confirmed with a code (2fa-verify). */
  @Get('login/2fa-setup')
  @CsrfEvenOnRead()
  @TwoFactorStep()
  @AnyBackOfficeUser()
  @ApiCookieAuth()
  @ApiOkResponse({ type: TwoFactorSetupDto })
  twoFactorSetup(@Req() request: AdminRequest): Promise<TwoFactorSetupDto> {
    return this.twoFactor.startSetup(request.adminUser as AdminUser);
  }

  /** Confirms the new secret with a code; a login waiting for this setup is complete afterwards. */
  @Post('login/2fa-verify')
  @TwoFactorStep()
  @AnyBackOfficeUser()
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOkResponse({ type: AdminLoginResultDto })
  async twoFactorVerify(
    @Body() body: TwoFactorCodeDto,
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResultDto> {
    const user = request.adminUser as AdminUser;
    await this.twoFactor.confirmSetup(user, body.code, clientIp(request));
    if (!request.adminSession?.pendingTwoFactor)
      return { status: 'logged-in', user: AdminUserDto.from(user) };
    const started = await this.auth.startSession(
      user,
      sessionToken(request),
      clientIp(request),
      'two_factor',
    );
    return this.answerLogin(started, user, response);
  }

  @Public()
  @Get('login/lostpassword')
  @ApiFoundResponse({ description: 'To the lost-password screen of the back-office app' })
  lostPasswordScreen(@Res() response: Response): void {
    response.redirect(302, ADMIN_SCREEN.lostPassword);
  }

  /** Mails a reset link. The answer is the same whether or not the address has an account. */
  @Public()
  @Post('login/lostpassword')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: LostPasswordAnswerDto })
  async lostPassword(@Body() body: LostPasswordDto, @Req() request: Request): Promise<LostPasswordAnswerDto> {
    await this.passwordReset.requestReset(body.email, clientIp(request));
    return { message: LOST_PASSWORD_ANSWER };
  }

  /** Whom a reset or invitation link is for, so that the form can greet them; does not use the link up. */
  @Public()
  @Get('login/reset-password')
  @ApiQuery({ name: 'token', type: String })
  @ApiOkResponse({ type: SetPasswordLinkInfoDto })
  resetPasswordLink(@Query('token') token: string, @Req() request: Request): Promise<SetPasswordLinkInfoDto> {
    return this.passwordReset.describe(String(token ?? ''), clientIp(request));
  }

  /** Sets the password through a reset or invitation link and ends the user's sessions; it does not log in. */
  @Public()
  @Post('login/reset-password')
  @HttpCode(204)
  @ApiNoContentResponse()
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: Request): Promise<void> {
    await this.passwordReset.setPassword(body.token, body.password, body.passwordRepeat, clientIp(request));
  }

  /** A link to a back-office screen: straight there when logged in, through the login otherwise. */
  @Public()
  @Get('login/deeplink')
  @ApiQuery({ name: 'target', type: String, example: 'products/12/show' })
  @ApiFoundResponse({ description: 'To the screen, or to the login that leads there' })
  async deeplink(@Query('target') target: unknown, @Req() request: Request, @Res() response: Response) {
    const path = deeplinkTarget(target);
    if (!path) return response.redirect(302, ADMIN_SCREEN.home);
    const user = await this.auth.signedInUser(sessionToken(request));
    const location = user
      ? `${ADMIN_SCREEN.home}#/${path}`
      : `${ADMIN_SCREEN.login}?redirect=${encodeURIComponent(path)}`;
    return response.redirect(302, location);
  }

  /** A token login link made by an administrator: works once, then the login goes on as after a password. */
  @Public()
  @Get('login/token')
  @ApiQuery({ name: 'token', type: String })
  @ApiFoundResponse({ description: 'To the back office, its second-factor step, or the login with a notice' })
  async tokenLogin(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response) {
    let started: StartedAdminSession;
    try {
      started = await this.auth.loginWithToken(String(token ?? ''), sessionToken(request), clientIp(request));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'TOKEN_INVALID') {
        return response.redirect(302, ADMIN_SCREEN.invalidLink);
      }
      throw error;
    }
    response.cookie(SESSION_COOKIE.admin, started.token, this.sessions.cookieOptions(started.expiresAt));
    const location =
      started.status === 'logged-in' ? ADMIN_SCREEN.home : `${ADMIN_SCREEN.login}?step=${started.status}`;
    return response.redirect(302, location);
  }

  @Post('logout')
  @AnyBackOfficeUser()
  @TwoFactorStep()
  @HttpCode(204)
  @ApiCookieAuth()
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.end(sessionToken(request));
    response.clearCookie(SESSION_COOKIE.admin, this.sessions.cookieOptions());
  }

  @Get('user/get-current-user')
  @AnyBackOfficeUser()
  @ApiCookieAuth()
  @ApiOkResponse({ type: AdminUserDto })
  currentUser(@Req() request: AdminRequest): AdminUserDto {
    return AdminUserDto.from(request.adminUser as AdminUser);
  }

  private answerLogin(
    started: StartedAdminSession,
    user: AdminUser,
    response: Response,
  ): AdminLoginResultDto {
    response.cookie(SESSION_COOKIE.admin, started.token, this.sessions.cookieOptions(started.expiresAt));
    if (started.status !== 'logged-in') return { status: started.status };
    return { status: started.status, user: AdminUserDto.from(user) };
  }
}
