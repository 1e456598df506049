import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../../../common/security/permission.decorators';
import { envelopeOf } from '../resource.dto';
import { NotificationRuleDto, SortNotificationRulesDto } from './notification-rule.dto';
import { NotificationRulesService } from './notification-rules.service';
import { AuditedShopConfig } from '../shop-config-audit.interceptor';

const TAG = 'back-office shop configuration: notification_rules';

/** The sort extra of back-office spec §7 at CoreShop's path: the order in which rules are evaluated. */
@ApiTags(TAG)
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('notification-rules')
@Controller('admin/coreshop/notification_rules')
export class NotificationRulesSortCoreShopController {
  constructor(private readonly rules: NotificationRulesService) {}

  @Post('sort')
  @HttpCode(200)
  @ApiOkResponse({ type: envelopeOf(NotificationRuleDto, true) })
  async sort(@Body() body: SortNotificationRulesDto) {
    const data = await this.rules.sort(body.ids);
    return { success: true, data, total: data.length };
  }
}

/** The same for react-admin: POST the new order, answered with the rules in it. */
@ApiTags(TAG)
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('notification-rules')
@Controller('api/admin/shop-config/notification-rules')
export class NotificationRulesSortController {
  constructor(private readonly rules: NotificationRulesService) {}

  @Post('sort')
  @HttpCode(200)
  @ApiOkResponse({ type: [NotificationRuleDto] })
  sort(@Body() body: SortNotificationRulesDto) {
    return this.rules.sort(body.ids);
  }
}
