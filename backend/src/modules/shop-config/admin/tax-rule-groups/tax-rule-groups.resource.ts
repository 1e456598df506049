import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  CreateTaxRuleGroupDto,
  TAX_RULE_GROUP_SORTS,
  TaxRuleGroupDto,
  UpdateTaxRuleGroupDto,
} from './tax-rule-group.dto';
import { TaxRuleGroupsService } from './tax-rule-groups.service';

export const TAX_RULE_GROUPS = defineShopConfigResource({
  specName: 'tax_rule_groups',
  restName: 'tax-rule-groups',
  className: 'TaxRuleGroups',
  sorts: TAX_RULE_GROUP_SORTS,
  defaultSort: 'name',
  service: TaxRuleGroupsService,
  response: TaxRuleGroupDto,
  create: CreateTaxRuleGroupDto,
  update: UpdateTaxRuleGroupDto,
  config: ResourceConfigDto,
});
