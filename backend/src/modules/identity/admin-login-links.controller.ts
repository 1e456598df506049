import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { QueryIdPipe } from '../../common/http/id-param.pipe';
import { AnyBackOfficeUser, RequirePermission } from '../../common/security/permission.decorators';
import type { AdminRequest } from './admin-access.guard';
import { AdminAuthService } from './admin-auth.service';
import { AdminPasswordResetService } from './admin-password-reset.service';
import { LoginLinkDto, ResetMyTwoFactorDto, UserIdDto } from './dto/admin-login.dto';
import type { AdminUser } from './entities/admin-user.entity';
import { TwoFactorService } from './two-factor.service';
import { assertCovers } from './role-coverage';
import { CsrfEvenOnRead } from '../../common/security/csrf.decorator';

function clientIp(request: AdminRequest): string {
  return request.ip ?? '';
}

/** The login-security actions on back-office users (back-office spec §7 Users): links and two-factor resets. */
/** Links and second-factor resets take over an account: only for users whose role the actor's covers. */
function assertManages(request: AdminRequest, user: AdminUser, what: string): void {
  assertCovers((request.adminUser as AdminUser).role.getEntity(), user.role.getEntity(), what);
}

@ApiTags('back-office users')
@ApiCookieAuth()
@Controller('admin/user')
export class AdminLoginLinksController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly passwordReset: AdminPasswordResetService,
  ) {}

  /** A single-use link that logs the user in (a second factor is still asked for if they have one). */
  @Get('get-token-login-link')
  @RequirePermission('users.write')
  @CsrfEvenOnRead()
  @ApiQuery({ name: 'id', type: Number })
  @ApiOkResponse({ type: LoginLinkDto })
  async tokenLoginLink(
    @Query('id', QueryIdPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<LoginLinkDto> {
    const user = await this.auth.activeUserById(id);
    assertManages(request, user, 'make a login link for this user');
    return this.auth.createTokenLoginLink(user, request.adminUser as AdminUser, clientIp(request));
  }

  /** Mails the user a link to choose their password and answers it, to pass on another way if needed. */
  @Post('invitationlink')
  @RequirePermission('users.write')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginLinkDto })
  async invitationLink(@Body() body: UserIdDto, @Req() request: AdminRequest): Promise<LoginLinkDto> {
    const user = await this.auth.activeUserById(body.id);
    assertManages(request, user, 'invite this user');
    return this.passwordReset.invite(user, request.adminUser as AdminUser, clientIp(request));
  }

  /** Turns two-factor login off for the user: the password alone is enough until it is set up again. */
  @Delete('disable-2fa')
  @RequirePermission('users.write')
  @HttpCode(204)
  @ApiQuery({ name: 'id', type: Number })
  @ApiNoContentResponse()
  async disableTwoFactor(@Query('id', QueryIdPipe) id: number, @Req() request: AdminRequest): Promise<void> {
    const user = await this.auth.userById(id);
    assertManages(request, user, "turn off this user's two-factor login");
    await this.twoFactor.disableFor(user, request.adminUser as AdminUser, clientIp(request));
  }

  /** Forgets the user's secret; a user who had two-factor login sets it up again at the next login. */
  @Put('reset-2fa-secret')
  @RequirePermission('users.write')
  @HttpCode(204)
  @ApiQuery({ name: 'id', type: Number })
  @ApiNoContentResponse()
  async resetTwoFactor(@Query('id', QueryIdPipe) id: number, @Req() request: AdminRequest): Promise<void> {
    const user = await this.auth.userById(id);
    assertManages(request, user, "reset this user's two-factor login");
    await this.twoFactor.resetFor(user, request.adminUser as AdminUser, clientIp(request));
  }

  /** The current user forgets their own secret (a new phone), proving it is them with the password or a code. */
  @Put('reset-my-2fa-secret')
  @AnyBackOfficeUser()
  @HttpCode(204)
  @ApiNoContentResponse()
  async resetMyTwoFactor(@Body() body: ResetMyTwoFactorDto, @Req() request: AdminRequest): Promise<void> {
    await this.twoFactor.resetOwn(request.adminUser as AdminUser, body, clientIp(request));
  }
}
