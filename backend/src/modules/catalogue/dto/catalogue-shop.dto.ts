import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ATTRIBUTE_DATA_TYPES,
  LISTING_FILTER_PARAMS,
  LOCALES,
  PRODUCT_MEDIA_KINDS,
  STOCK_STATUSES,
  type AttributeDataType,
  type ListingFilterParam,
  type StockStatus,
} from '@tradeshop/shared';

export class MoneyDto {
  @ApiProperty({ description: 'Integer amount in minor units (cents)' }) amountMinor!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
}

export class LocalisedSlugDto {
  @ApiProperty({ enum: LOCALES }) locale!: string;
  @ApiProperty() slug!: string;
}

export class CategoryNodeDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty() productCount!: number;
  @ApiProperty({ type: () => [CategoryNodeDto] }) children!: CategoryNodeDto[];
}

export class CategoryLinkDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
}

export class CategoryDetailDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: "The page's title for search engines; empty: the name" }) metaTitle!: string;
  @ApiProperty({
    description: "The page's description for search engines; empty: the description's first line",
  })
  metaDescription!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty() productCount!: number;
  @ApiProperty({ type: [CategoryLinkDto], description: 'From the root down to this category' })
  breadcrumbs!: CategoryLinkDto[];
  @ApiProperty({ type: [CategoryNodeDto] }) children!: CategoryNodeDto[];
  @ApiProperty({ type: [LocalisedSlugDto] }) alternates!: LocalisedSlugDto[];
}

export class ProductCardDto {
  @ApiProperty() id!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() image!: string;
  @ApiProperty() brand!: string;
  @ApiProperty({ type: MoneyDto, nullable: true }) price!: MoneyDto | null;
  @ApiProperty({ type: MoneyDto, nullable: true }) recommendedPrice!: MoneyDto | null;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: StockStatus;
  @ApiProperty({ description: 'Decimal as a string' }) minimumOrderQuantity!: string;
  @ApiProperty({ description: 'Decimal as a string' }) quantityIncrement!: string;
  @ApiProperty({ description: 'Unit identifier, e.g. PCE' }) salesUnit!: string;
  @ApiProperty({ description: 'The unit in the shopper\'s language, e.g. "pack"' }) salesUnitLabel!: string;
  @ApiProperty({ description: 'Decimal places a quantity of the sales unit may have (0 to 6)' })
  salesUnitPrecision!: number;
  @ApiProperty({ description: 'Any quantity may be ordered, not just multiples of the minimum order' })
  minimumOrderOverride!: boolean;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductCardDto] }) items!: ProductCardDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() pageCount!: number;
}

export class FacetValueDto {
  @ApiProperty({ description: 'The value as the query writes it, e.g. `7` or `voltage:1.5`' }) value!: string;
  @ApiProperty({
    description:
      "In the shopper's language where the data has a name (category, brand, product line, option); " +
      'otherwise the raw value (a stock status code, a number, `true`/`false`)',
  })
  label!: string;
  @ApiProperty({ description: 'Matching products with every other active filter applied' }) count!: number;
  @ApiProperty() selected!: boolean;
}

export class FacetDto {
  @ApiProperty({ enum: LISTING_FILTER_PARAMS, description: 'The query key this group filters with' })
  param!: ListingFilterParam;
  @ApiProperty({ type: String, nullable: true, description: 'The attribute code of an attribute group' })
  attribute!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The attribute's name in the shopper's language; null for the fixed groups",
  })
  label!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'e.g. V, mAh, lm' }) unit!: string | null;
  @ApiProperty({ enum: ATTRIBUTE_DATA_TYPES, nullable: true }) dataType!: AttributeDataType | null;
  @ApiProperty({ type: [FacetValueDto] }) values!: FacetValueDto[];
}

export class ActiveFilterDto {
  @ApiProperty({ enum: LISTING_FILTER_PARAMS }) param!: ListingFilterParam;
  @ApiProperty() value!: string;
  @ApiProperty({ type: String, nullable: true }) attribute!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The attribute name; null for fixed groups' })
  facetLabel!: string | null;
  @ApiProperty() label!: string;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
  @ApiProperty({ enum: ATTRIBUTE_DATA_TYPES, nullable: true }) dataType!: AttributeDataType | null;
}

export class CategoryListingDto extends ProductListDto {
  @ApiProperty({ description: 'The category listed (its subcategories’ products included)' })
  categoryId!: number;
  @ApiProperty({ type: [FacetDto], description: 'Filter groups with counts; empty groups are left out' })
  facets!: FacetDto[];
  @ApiProperty({ type: [ActiveFilterDto], description: 'The filters applied, in query order' })
  activeFilters!: ActiveFilterDto[];
}

export class NamedRefDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class SalesUnitDto {
  @ApiProperty() identifier!: string;
  @ApiProperty() precision!: number;
  @ApiProperty() label!: string;
}

export class ProductUnitDto extends SalesUnitDto {
  @ApiProperty({ description: 'Decimal as a string' }) conversionFactor!: string;
  @ApiProperty() isDefault!: boolean;
}

export class SurchargeDto {
  @ApiProperty() code!: string;
  @ApiProperty({ type: MoneyDto }) amount!: MoneyDto;
}

export class DimensionsDto {
  @ApiProperty({ type: String, nullable: true, description: 'kg' }) grossWeight!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'kg' }) netWeight!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'dm³ (litres)' }) grossVolume!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'dm³ (litres)' }) netVolume!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'mm' }) height!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'mm' }) length!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'mm' }) width!: string | null;
}

export class AttributeValueDto {
  @ApiProperty() code!: string;
  @ApiProperty() label!: string;
  @ApiProperty() value!: string;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
}

export class VariantOptionDto {
  @ApiProperty({ description: 'The value as text, e.g. 4000' }) value!: string;
  @ApiProperty({ description: "The value's label in the language (an enum option's label, else the value)" })
  label!: string;
  @ApiProperty({ type: String, nullable: true, description: "The sibling's slug; null when unavailable" })
  slug!: string | null;
  @ApiProperty({ description: 'The product shown has this value' }) current!: boolean;
  @ApiProperty({ description: 'A sibling has this value with the same values on the other axes' })
  available!: boolean;
}

export class VariantAxisDto {
  @ApiProperty({ example: 'colour_temperature' }) code!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
  @ApiProperty({ type: [VariantOptionDto] }) options!: VariantOptionDto[];
}

export class ProductMediaDto {
  @ApiProperty({ enum: PRODUCT_MEDIA_KINDS }) kind!: string;
  @ApiProperty() url!: string;
  @ApiProperty() title!: string;
}

/** A list-price break of the store: from `minQuantity` sales units the price is `price`. */
export class ListPriceTierDto {
  @ApiProperty({ example: '20' }) minQuantity!: string;
  @ApiProperty({ type: MoneyDto }) price!: MoneyDto;
}

/** Another maker's number for the same product: the original manufacturer's (OEM) or a competitor's. */
export class PartNumberDto {
  @ApiProperty({ enum: ['oem', 'competitor'] }) kind!: 'oem' | 'competitor';
  @ApiProperty({ example: 'OEM-0012345' }) reference!: string;
  @ApiProperty({ description: 'Whose number it is; empty when the file did not say' }) manufacturer!: string;
}

export class ProductDetailDto {
  @ApiProperty() id!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty() image!: string;
  @ApiProperty({ type: NamedRefDto }) brand!: NamedRefDto;
  @ApiProperty({ type: NamedRefDto, nullable: true }) productLine!: NamedRefDto | null;
  @ApiProperty({ type: CategoryLinkDto }) category!: CategoryLinkDto;
  @ApiProperty({ type: [CategoryLinkDto] }) breadcrumbs!: CategoryLinkDto[];
  @ApiProperty({ type: String, nullable: true }) eanNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) nobbNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) statisticsNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) countryOfOrigin!: string | null;
  @ApiProperty({ type: SalesUnitDto }) salesUnit!: SalesUnitDto;
  @ApiProperty({ type: [ProductUnitDto] }) units!: ProductUnitDto[];
  @ApiProperty({ description: 'Decimal places a quantity of the sales unit may have (0 to 6)' })
  salesUnitPrecision!: number;
  @ApiProperty({ type: SurchargeDto, nullable: true }) surcharge!: SurchargeDto | null;
  @ApiProperty({ type: MoneyDto, nullable: true }) price!: MoneyDto | null;
  @ApiProperty({ type: MoneyDto, nullable: true }) recommendedPrice!: MoneyDto | null;
  @ApiProperty() minimumOrderQuantity!: string;
  @ApiProperty() quantityIncrement!: string;
  @ApiProperty() quantityConversionFactor!: string;
  @ApiProperty() minimumOrderOverride!: boolean;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: StockStatus;
  @ApiProperty() stockQuantity!: number;
  @ApiProperty({ type: DimensionsDto }) dimensions!: DimensionsDto;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Dangerous goods number, e.g. UN3480' })
  unNumber!: string | null;
  @ApiProperty({ type: [AttributeValueDto] }) attributes!: AttributeValueDto[];
  @ApiProperty({ type: [ProductMediaDto] }) media!: ProductMediaDto[];
  @ApiProperty({ type: [ProductCardDto] }) related!: ProductCardDto[];
  @ApiProperty({ type: [ProductCardDto] }) alternatives!: ProductCardDto[];
  @ApiProperty({ type: [ProductCardDto] }) accessories!: ProductCardDto[];
  @ApiProperty({ type: [ListPriceTierDto], description: "The store's list-price breaks above the price" })
  priceTiers!: ListPriceTierDto[];
  @ApiProperty({ type: [PartNumberDto], description: 'OEM and competitor part numbers of the product' })
  partNumbers!: PartNumberDto[];
  @ApiProperty({ type: [LocalisedSlugDto] }) alternates!: LocalisedSlugDto[];
  @ApiProperty({ type: [VariantAxisDto], description: 'The variant picker: empty outside a variant family' })
  variants!: VariantAxisDto[];
}
