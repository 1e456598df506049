import { defineShopConfigResource } from '../resource';
import {
  CreateNotificationRuleDto,
  NOTIFICATION_RULE_SORTS,
  NotificationRuleConfigDto,
  NotificationRuleDto,
  UpdateNotificationRuleDto,
} from './notification-rule.dto';
import { NotificationRulesService } from './notification-rules.service';

export const NOTIFICATION_RULES = defineShopConfigResource({
  specName: 'notification_rules',
  restName: 'notification-rules',
  className: 'NotificationRules',
  sorts: NOTIFICATION_RULE_SORTS,
  defaultSort: 'position',
  service: NotificationRulesService,
  response: NotificationRuleDto,
  create: CreateNotificationRuleDto,
  update: UpdateNotificationRuleDto,
  config: NotificationRuleConfigDto,
});
