import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { LISTING_FILTER_PARAMS, type ListingFilterParam } from '@tradeshop/shared';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import type { FilterFacet, ProductFilter } from '../../entities/catalogue-config.entity';
import { ReferenceIdField, RequiredTextField } from '../resource.dto';
import { ConfigCodeField } from '../indices/index.dto';

export const FILTER_SORTS = ['id', 'code', 'name'] as const;

export class FilterFacetDto {
  @ApiProperty({ enum: LISTING_FILTER_PARAMS, description: 'The facet group: a fixed one, or attributeIds' })
  param!: ListingFilterParam;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "With attributeIds: the attribute's code, which the filter's index must index; else null",
  })
  attribute!: string | null;
}

export class FilterDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'batteries' }) code!: string;
  @ApiProperty({ example: 'Battery facets' }) name!: string;
  @ApiProperty() indexId!: number;
  @ApiProperty({
    type: [FilterFacetDto],
    description: 'The facet groups a category page shows, in this order',
  })
  facets!: FilterFacetDto[];
  @ApiProperty({
    type: [Number],
    description: 'Categories showing this filter (their subcategories too, unless they have their own)',
  })
  categoryIds!: number[];

  static from(filter: ProductFilter, categoryIds: number[]): FilterDto {
    return {
      id: filter.id,
      code: filter.code,
      name: filter.name,
      indexId: filter.index.id,
      facets: filter.facets.map((facet) => ({ param: facet.param, attribute: facet.attribute })),
      categoryIds,
    };
  }
}

const FACETS_MESSAGE =
  `facets must be a list of {param, attribute}: param one of ${LISTING_FILTER_PARAMS.join(', ')}; ` +
  'attribute the attribute code with attributeIds, else left out';

/** The facet groups in their wire form: param from the list, an attribute only (and always) with attributeIds. */
export function normaliseFacets(value: unknown): FilterFacet[] | null {
  if (!Array.isArray(value)) return null;
  const facets: FilterFacet[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { param, attribute } = item as Record<string, unknown>;
    if (!(LISTING_FILTER_PARAMS as readonly unknown[]).includes(param)) return null;
    if (param === 'attributeIds') {
      if (typeof attribute !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(attribute)) return null;
      facets.push({ param, attribute });
    } else {
      if (attribute !== undefined && attribute !== null) return null;
      facets.push({ param: param as ListingFilterParam, attribute: null });
    }
  }
  return facets;
}

const categoryMessage = 'categoryIds must be a list of category ids (positive whole numbers)';

export class CreateFilterDto {
  @ConfigCodeField()
  code!: string;

  @RequiredTextField('name', 200, 'Battery facets')
  name!: string;

  @ReferenceIdField('indexId')
  indexId!: number;

  @ApiProperty({ type: [FilterFacetDto] })
  @IsArray({ message: FACETS_MESSAGE })
  @ArrayMaxSize(50, { message: 'facets may list at most 50 groups' })
  @ValidateBy({
    name: 'filterFacets',
    validator: {
      validate: (value: unknown) => normaliseFacets(value) !== null,
      defaultMessage: () => FACETS_MESSAGE,
    },
  })
  facets!: FilterFacetDto[];

  @ApiPropertyOptional({ type: [Number], default: [] })
  @IsOptional()
  @IsArray({ message: categoryMessage })
  @IsInt({ each: true, message: categoryMessage })
  @Min(1, { each: true, message: categoryMessage })
  @Max(2_147_483_647, { each: true, message: categoryMessage })
  categoryIds?: number[];
}

export class UpdateFilterDto extends PartialType(CreateFilterDto) {}
