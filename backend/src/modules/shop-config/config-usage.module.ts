import { Module } from '@nestjs/common';
import { ConfigUsageRegistry } from './config-usage.registry';

/**
 * The registry of who uses configuration rows, in a module of its own so that the modules registering counters
 * (cart, orders, customers, catalogue) import it without importing the rest of shop-config.
 */
@Module({ providers: [ConfigUsageRegistry], exports: [ConfigUsageRegistry] })
export class ConfigUsageModule {}
