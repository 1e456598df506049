import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Min,
  ValidateNested,
} from 'class-validator';
import { ASSET_KINDS, type AssetKind } from '@tradeshop/shared';
import { PRODUCT_MEDIA_MAX_ITEMS, type ProductMedia } from '../product-media-admin.service';

const TITLES = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'Alt text (pictures) or title (documents, videos) per shop language',
} as const;

export class AdminProductMediaItemDto {
  @ApiProperty({ enum: ASSET_KINDS }) kind!: AssetKind;
  @ApiProperty() url!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The media-library file behind the address' })
  assetId!: number | null;
  @ApiProperty(TITLES) titles!: Record<string, string>;
}

export class AdminProductMediaDto {
  @ApiProperty() productId!: number;
  @ApiProperty({ description: 'The main image' }) image!: string;
  @ApiProperty({ type: [AdminProductMediaItemDto] }) items!: AdminProductMediaItemDto[];

  static from(media: ProductMedia): AdminProductMediaDto {
    return Object.assign(new AdminProductMediaDto(), media);
  }
}

export class SetProductMediaItemDto {
  @ApiProperty({ enum: ASSET_KINDS })
  @IsIn(ASSET_KINDS, { message: `kind must be one of ${ASSET_KINDS.join(', ')}` })
  kind!: AssetKind;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A file of the media library' })
  @IsOptional()
  @IsInt({ message: 'assetId must be the id of a file of the media library' })
  @Min(1, { message: 'assetId must be the id of a file of the media library' })
  assetId?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Without assetId: one of the product's addresses",
  })
  @IsOptional()
  @IsString({ message: 'url must be text' })
  url?: string | null;

  @ApiPropertyOptional(TITLES)
  @IsOptional()
  @IsObject({ message: 'titles must map languages to texts' })
  titles?: Record<string, string>;
}

/** The whole media of a product in one save: the list in its order, and the main image. */
export class SetProductMediaDto {
  @ApiProperty({ description: 'The main image: one of the pictures of `items`, or the present main image' })
  @IsString({ message: 'image must be the address of a picture' })
  @IsNotEmpty({ message: 'Choose a main image' })
  image!: string;

  @ApiProperty({ type: [SetProductMediaItemDto] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(PRODUCT_MEDIA_MAX_ITEMS, {
    message: `A product may have at most ${PRODUCT_MEDIA_MAX_ITEMS} pictures, documents and videos`,
  })
  @ValidateNested({ each: true })
  @Type(() => SetProductMediaItemDto)
  items!: SetProductMediaItemDto[];
}
