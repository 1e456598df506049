import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { AdminLocalizedListQueryDto } from '../../../common/http/admin-locale-query';
import { wholeNumber } from '../../../common/http/paging.decorators';
import { STOCK_STATUSES, type StockStatus } from '@tradeshop/shared';
import { AttributeValueDto, MoneyDto } from './catalogue-shop.dto';

export class TranslationDto {
  @ApiProperty() locale!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
}

const LOCALISED_NAMES = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'By language code; a language without a name is absent',
} as const;

export class AdminProductRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() brand!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: StockStatus;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: MoneyDto, nullable: true, description: 'In the international store' })
  price!: MoneyDto | null;
  @ApiProperty() updatedAt!: string;
  @ApiProperty() categoryId!: number;
  @ApiProperty() brandId!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Set when deleted while in use' })
  archivedAt!: string | null;
  @ApiProperty(LOCALISED_NAMES) names!: Record<string, string>;
  @ApiProperty(LOCALISED_NAMES) categoryNames!: Record<string, string>;
  @ApiProperty({ type: [String], description: 'The shop languages the product has no name in' })
  missingLocales!: string[];
}

export class AdminProductPriceDto {
  @ApiProperty() store!: string;
  @ApiProperty() currency!: string;
  @ApiProperty() priceMinor!: number;
  @ApiProperty({ type: Number, nullable: true }) recommendedPriceMinor!: number | null;
  @ApiProperty() surchargeMinor!: number;
  @ApiProperty() storeId!: number;
  @ApiProperty({ type: () => [AdminPriceTierDto] }) tiers!: AdminPriceTierDto[];
}

export class AdminPriceTierDto {
  @ApiProperty({ description: 'From this many sales units' }) minQuantity!: string;
  @ApiProperty() priceMinor!: number;
}

export class AdminProductUnitRowDto {
  @ApiProperty() unitId!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() conversionFactor!: string;
  @ApiProperty() precision!: number;
  @ApiProperty() isDefault!: boolean;
}

export class AdminProductRelationDto {
  @ApiProperty({ enum: ['related', 'alternative', 'accessory'] }) kind!:
    'related' | 'alternative' | 'accessory';
  @ApiProperty() relatedId!: number;
  @ApiProperty() sku!: string;
  @ApiProperty(LOCALISED_NAMES) names!: Record<string, string>;
}

/** A price agreed with a company or a customer group (read-only here; edited with the customers). */
export class AdminAgreedPriceDto {
  @ApiProperty() store!: string;
  @ApiProperty() currency!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) groupName!: string | null;
  @ApiProperty() priceMinor!: number;
  @ApiProperty() minQuantity!: string;
  @ApiProperty({ type: String, nullable: true }) validFrom!: string | null;
  @ApiProperty({ type: String, nullable: true }) validTo!: string | null;
}

/** An active product price rule whose product and category conditions admit the product. */
export class AdminAppliedPriceRuleDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() priority!: number;
}

export class AdminProductDto {
  @ApiProperty() id!: number;
  @ApiProperty() sku!: string;
  @ApiProperty({ type: String, nullable: true }) eanNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) nobbNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) statisticsNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) countryOfOrigin!: string | null;
  @ApiProperty() brand!: string;
  @ApiProperty({ type: String, nullable: true }) productLine!: string | null;
  @ApiProperty() category!: string;
  @ApiProperty() family!: string;
  @ApiProperty() salesUnit!: string;
  @ApiProperty() image!: string;
  @ApiProperty({ type: String, nullable: true }) surchargeCode!: string | null;
  @ApiProperty() minimumOrderQuantity!: string;
  @ApiProperty() quantityIncrement!: string;
  @ApiProperty() quantityConversionFactor!: string;
  @ApiProperty() minimumOrderOverride!: boolean;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: StockStatus;
  @ApiProperty() stockQuantity!: number;
  @ApiProperty({ type: String, nullable: true }) grossWeight!: string | null;
  @ApiProperty({ type: String, nullable: true }) netWeight!: string | null;
  @ApiProperty({ type: String, nullable: true }) grossVolume!: string | null;
  @ApiProperty({ type: String, nullable: true }) netVolume!: string | null;
  @ApiProperty({ type: String, nullable: true }) height!: string | null;
  @ApiProperty({ type: String, nullable: true }) length!: string | null;
  @ApiProperty({ type: String, nullable: true }) width!: string | null;
  @ApiProperty({ type: String, nullable: true }) unNumber!: string | null;
  @ApiProperty({ type: [AttributeValueDto] }) attributes!: AttributeValueDto[];
  @ApiProperty() active!: boolean;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ type: [TranslationDto] }) translations!: TranslationDto[];
  @ApiProperty({ type: [AdminProductPriceDto] }) prices!: AdminProductPriceDto[];
  @ApiProperty() brandId!: number;
  @ApiProperty() categoryId!: number;
  @ApiProperty({ type: [Number], description: 'Further categories, beside the main one' })
  additionalCategoryIds!: number[];
  @ApiProperty({ type: Number, nullable: true }) productLineId!: number | null;
  @ApiProperty() familyId!: number;
  @ApiProperty() salesUnitId!: number;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) preliminaryDeliveryDate!:
    string | null;
  @ApiProperty({ type: String, nullable: true }) archivedAt!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    description: 'The technical attributes by code, as the editor sends them back',
  })
  attributeValues!: Record<string, string | number | boolean>;
  @ApiProperty(LOCALISED_NAMES) names!: Record<string, string>;
  @ApiProperty(LOCALISED_NAMES) categoryNames!: Record<string, string>;
  @ApiProperty({ type: [String] }) missingLocales!: string[];
  @ApiProperty({ type: [AdminProductUnitRowDto] }) units!: AdminProductUnitRowDto[];
  @ApiProperty({ type: [AdminProductRelationDto] }) relations!: AdminProductRelationDto[];
  @ApiProperty({ type: [AdminAgreedPriceDto] }) agreedPrices!: AdminAgreedPriceDto[];
  @ApiProperty({ type: [AdminAppliedPriceRuleDto] }) priceRules!: AdminAppliedPriceRuleDto[];
}

export class AdminCategoryRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true }) parentId!: number | null;
  @ApiProperty({ type: String, nullable: true }) parentName!: string | null;
  @ApiProperty() position!: number;
  @ApiProperty() productCount!: number;
}

export class AdminCategoryChildDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
}

export class AdminCategoryDto extends AdminCategoryRowDto {
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: [TranslationDto] }) translations!: TranslationDto[];
  @ApiProperty({ type: [AdminCategoryChildDto] }) children!: AdminCategoryChildDto[];
}

export class EditorBrandDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class EditorProductLineDto extends EditorBrandDto {
  @ApiProperty() brandId!: number;
}

export class EditorAttributeDto {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: ['integer', 'decimal', 'text', 'enum', 'boolean'] })
  dataType!: 'integer' | 'decimal' | 'text' | 'enum' | 'boolean';
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
  @ApiProperty({ type: [String], nullable: true }) options!: string[] | null;
  @ApiProperty(LOCALISED_NAMES) labels!: Record<string, string>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    description: 'Option code → language → label',
  })
  optionLabels!: Record<string, Record<string, string>>;
}

export class EditorFamilyDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty(LOCALISED_NAMES) labels!: Record<string, string>;
  @ApiProperty({ type: [EditorAttributeDto] }) attributes!: EditorAttributeDto[];
}

export class EditorUnitDto {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() precision!: number;
  @ApiProperty(LOCALISED_NAMES) labels!: Record<string, string>;
}

export class EditorStoreDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() currency!: string;
}

/** The choices of the product editor's selects. */
export class ProductEditorOptionsDto {
  @ApiProperty({ type: [EditorBrandDto] }) brands!: EditorBrandDto[];
  @ApiProperty({ type: [EditorProductLineDto] }) productLines!: EditorProductLineDto[];
  @ApiProperty({ type: [EditorFamilyDto] }) families!: EditorFamilyDto[];
  @ApiProperty({ type: [EditorUnitDto] }) units!: EditorUnitDto[];
  @ApiProperty({ type: [EditorStoreDto] }) stores!: EditorStoreDto[];
}

/** The product list's query: react-admin's list parameters and, besides `filter={"tag":ID}`, `tag=ID`. */
export class AdminProductListQueryDto extends AdminLocalizedListQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Only products with this tag or a tag below it' })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'tag must be a tag id, a whole number written with digits only' })
  @Min(1, { message: 'tag must be a tag id, a whole number written with digits only' })
  @Max(2_147_483_647, { message: 'tag is too large to name anything' })
  tag?: number;
}
