import { Injectable } from '@nestjs/common';
import { CatalogueReadsService } from '../../catalogue/catalogue-reads.service';
import { ProductLookupService } from '../../catalogue/product-lookup.service';
import { ConfigUsageRegistry } from '../config-usage.registry';

/**
 * What a resource's own rules ask of other modules, handed to them by `entityResourceService`: who still uses a
 * row (their in-use checks), and the catalogue's products, categories and attributes a row refers to.
 */
@Injectable()
export class ResourceLookups {
  constructor(
    readonly usage: ConfigUsageRegistry,
    readonly products: ProductLookupService,
    readonly catalogue: CatalogueReadsService,
  ) {}
}
