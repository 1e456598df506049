import { PrimaryKey, Property } from '@mikro-orm/core';
import type { RuleAction, RuleCondition } from '@tradeshop/shared';
import type { LocalisedLabels } from '../../../common/text/localised-labels';

/** A row known by a unique name that the back office can switch off. */
export abstract class NamedBase {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  name!: string;

  @Property({ type: 'boolean' })
  active = true;
}

/** What every kind of rule has: typed conditions and actions. */
export abstract class RuleBase extends NamedBase {
  @Property({ type: 'json' })
  conditions: RuleCondition[] = [];

  @Property({ type: 'json' })
  actions: RuleAction[] = [];
}

/** Price rules (cart and product) also run in priority order and tell the shopper what they gave. */
export abstract class PriceRuleBase extends RuleBase {
  @Property({ type: 'json' })
  labels: LocalisedLabels = {};

  @Property({ type: 'integer' })
  priority = 0;

  @Property({ type: 'boolean' })
  stopPropagation = false;
}

/** Carriers and payment providers: what the shopper picks from, in the back office's order. */
export abstract class CheckoutOptionBase {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  identifier!: string;

  @Property({ type: 'json' })
  labels!: LocalisedLabels;

  @Property({ type: 'json' })
  descriptions: LocalisedLabels = {};

  @Property({ type: 'integer' })
  position = 0;

  @Property({ type: 'boolean' })
  active = true;
}
