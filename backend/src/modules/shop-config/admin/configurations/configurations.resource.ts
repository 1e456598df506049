import { defineShopConfigResource } from '../resource';
import {
  ConfigurationConfigDto,
  ConfigurationDto,
  CONFIGURATION_SORTS,
  CreateConfigurationDto,
  UpdateConfigurationDto,
} from './configuration.dto';
import { ConfigurationsService } from './configurations.service';

export const CONFIGURATIONS = defineShopConfigResource({
  specName: 'configurations',
  restName: 'configurations',
  className: 'Configurations',
  sorts: CONFIGURATION_SORTS,
  defaultSort: 'key',
  service: ConfigurationsService,
  response: ConfigurationDto,
  create: CreateConfigurationDto,
  update: UpdateConfigurationDto,
  config: ConfigurationConfigDto,
});
