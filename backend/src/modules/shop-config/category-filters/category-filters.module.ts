import { Module } from '@nestjs/common';
import { CategoryFiltersService } from './category-filters.service';

/** A category's filter, in a module of its own so the catalogue imports it without the rest of shop-config. */
@Module({ providers: [CategoryFiltersService], exports: [CategoryFiltersService] })
export class CategoryFiltersModule {}
