import { ApiProperty } from '@nestjs/swagger';
import { STOCK_STATUSES, type StockStatus } from '@tradeshop/shared';
import { AttributeValueDto, MoneyDto } from './catalogue-shop.dto';

export class TranslationDto {
  @ApiProperty() locale!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
}

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
}

export class AdminProductPriceDto {
  @ApiProperty() store!: string;
  @ApiProperty() currency!: string;
  @ApiProperty() priceMinor!: number;
  @ApiProperty({ type: Number, nullable: true }) recommendedPriceMinor!: number | null;
  @ApiProperty() surchargeMinor!: number;
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
