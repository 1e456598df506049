import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CompanyUsersService } from './company-users.service';
import { CompanyUserInviteDto, CompanyUsersDto } from './dto/company-users.dto';
import { ClientIp, CurrentShopIdentity, CustomerRequired, type ShopIdentity } from './shop-session';

/** The people of the shopping customer's company; a company administrator invites colleagues here. */
@ApiTags('shop account')
@CustomerRequired()
@Controller('api/shop/account/company/users')
export class CompanyUsersController {
  constructor(private readonly users: CompanyUsersService) {}

  @Get()
  @ApiOkResponse({ type: CompanyUsersDto })
  list(@CurrentShopIdentity() identity: ShopIdentity): Promise<CompanyUsersDto> {
    return this.users.list(identity);
  }

  /** Creates the colleague's account and mails them an invitation link to set their password. */
  @Post()
  @ApiCreatedResponse({ type: CompanyUsersDto })
  invite(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Body() body: CompanyUserInviteDto,
    @ClientIp() ip: string,
  ): Promise<CompanyUsersDto> {
    return this.users.invite(identity, body, ip);
  }
}
