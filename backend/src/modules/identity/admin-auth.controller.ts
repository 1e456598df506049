import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CSRF_COOKIE, issueCsrfToken } from '../../common/security/csrf-token';
import { Public } from '../../common/security/public.decorator';
import { AnyBackOfficeUser, TwoFactorStep } from '../../common/security/permission.decorators';
import type { AdminRequest } from './admin-access.guard';
import { AdminLoginGuard } from './admin-login.guard';
import { AdminLoginDto, AdminUserDto, CsrfTokenDto } from './dto/admin-user.dto';
import type { AdminUser } from './entities/admin-user.entity';
import { SESSION_COOKIE, SessionService } from './session.service';

/** Back-office login routes (back-office spec §2). */
@ApiTags('back-office login')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly sessions: SessionService,
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
  loginScreen(@Res() response: Response): void {
    response.redirect(302, '/admin/#/login');
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(AdminLoginGuard)
  @ApiOkResponse({ type: AdminUserDto })
  async login(
    @Body() _credentials: AdminLoginDto,
    @Req() request: Request & { user: AdminUser },
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserDto> {
    // A fresh session id on every login: a session fixed before login is never promoted.
    await this.sessions.end(request.cookies?.[SESSION_COOKIE.admin]);
    const { token, expiresAt } = await this.sessions.start('admin', request.user.id);
    response.cookie(SESSION_COOKIE.admin, token, this.sessions.cookieOptions(expiresAt));
    return AdminUserDto.from(request.user);
  }

  @Post('logout')
  @AnyBackOfficeUser()
  @TwoFactorStep()
  @HttpCode(204)
  @ApiCookieAuth()
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.end(request.cookies?.[SESSION_COOKIE.admin]);
    response.clearCookie(SESSION_COOKIE.admin, this.sessions.cookieOptions());
  }

  @Get('user/get-current-user')
  @AnyBackOfficeUser()
  @ApiCookieAuth()
  @ApiOkResponse({ type: AdminUserDto })
  currentUser(@Req() request: AdminRequest): AdminUserDto {
    return AdminUserDto.from(request.adminUser as AdminUser);
  }
}
