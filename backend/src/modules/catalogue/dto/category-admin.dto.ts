import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { AdminCategoryDto, TranslationDto } from './catalogue-admin.dto';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

/** One path segment of a category address: lowercase letters, digits and single hyphens. */
export const CATEGORY_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class CategoryTranslationInputDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({
    description:
      "The category's own segment of its address (`alkaline-batteries`); its parent's path goes before it. Made from the name when left out.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  @Matches(CATEGORY_SEGMENT, {
    message: 'slug may hold only lowercase letters a–z, digits and single hyphens (no slashes)',
  })
  slug?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20000) description?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) metaTitle?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) metaDescription?: string;
}

export class UpdateCategoryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
    message: 'code may hold only lowercase letters, digits, hyphens and underscores (at most 64)',
  })
  code?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An image URL or an asset path' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @Matches(/^(https?:\/\/|\/)\S*$/, { message: 'image must be an http(s) URL or a path starting with /' })
  image?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() published?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "The filter (shop configuration) naming the facets the category's page shows, in order",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  filterId?: number | null;

  @ApiPropertyOptional({ type: [CategoryTranslationInputDto] })
  @IsOptional()
  @ArrayMaxSize(LOCALES.length)
  @ValidateNested({ each: true })
  @Type(() => CategoryTranslationInputDto)
  translations?: CategoryTranslationInputDto[];
}

export class CreateCategoryDto extends UpdateCategoryDto {
  @ApiProperty()
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
    message: 'code may hold only lowercase letters, digits, hyphens and underscores (at most 64)',
  })
  declare code: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  parentId?: number | null;

  @ApiProperty({ type: [CategoryTranslationInputDto], description: 'A name in every language of the shop' })
  @ArrayMaxSize(LOCALES.length)
  @ValidateNested({ each: true })
  @Type(() => CategoryTranslationInputDto)
  declare translations: CategoryTranslationInputDto[];
}

export class MoveCategoryDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The new parent; null for a top-level category' })
  @IsOptional()
  @IsInt()
  @Min(1)
  parentId!: number | null;

  @ApiProperty({ description: 'The place among its new siblings, from 0' })
  @IsInt()
  @Min(0)
  position!: number;
}

export class AdminCategoryTreeNodeDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty({ type: Number, nullable: true }) parentId!: number | null;
  @ApiProperty() position!: number;
  @ApiProperty() published!: boolean;
  @ApiProperty() productCount!: number;
  @ApiProperty({ description: 'locale → name', type: 'object', additionalProperties: { type: 'string' } })
  names!: Record<string, string>;
  @ApiProperty({
    description: 'locale → address path',
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  slugs!: Record<string, string>;
}

export class CategoryTranslationDto extends TranslationDto {
  @ApiProperty() metaTitle!: string;
  @ApiProperty() metaDescription!: string;
}

export class CategoryFilterFacetDto {
  @ApiProperty({ description: 'The listing query parameter of the facet group' }) param!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The attribute of an attribute facet' })
  attribute!: string | null;
}

/** A category as its edit form shows it. */
export class AdminCategoryDetailDto extends AdminCategoryDto {
  @ApiProperty() published!: boolean;
  @ApiProperty({ type: [CategoryTranslationDto] }) declare translations: CategoryTranslationDto[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The category's own filter (shop configuration); null: its parent's, or every facet group",
  })
  filterId!: number | null;
  @ApiProperty({
    type: [CategoryFilterFacetDto],
    description: 'The facet groups of its own filter, in order',
  })
  facets!: CategoryFilterFacetDto[];
}

export class CategoryFilterOptionDto {
  @ApiProperty() filterId!: number;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [CategoryFilterFacetDto], description: 'The facet groups it shows, in order' })
  facets!: CategoryFilterFacetDto[];
}
