import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TAG_ELEMENT_TYPES, TAG_LIMITS, type TagElementType } from '@tradeshop/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { wholeNumber } from '../../../common/http/paging.decorators';
import { QueryIdField } from '../../identity/dto/admin-roles.dto';

const MAX_DATABASE_ID = 2_147_483_647;

/** A tag as the back office shows it: with the names of its ancestors and how much hangs on it. */
export class TagDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: 'integer', nullable: true }) parentId!: number | null;
  @ApiProperty({ example: 'Lithium' }) name!: string;
  @ApiProperty({ example: 'Battery types / Lithium', description: 'The names from the root down to the tag' })
  fullName!: string;
  @ApiProperty({ description: 'Tags directly below this one' }) childCount!: number;
  @ApiProperty({ description: 'Products, categories and assets carrying this tag' }) elementCount!: number;
}

function TagNameField(optional: boolean): PropertyDecorator {
  return applyDecorators(
    optional
      ? ApiPropertyOptional({ example: 'Lithium', maxLength: TAG_LIMITS.nameMaxLength })
      : ApiProperty({ example: 'Lithium', maxLength: TAG_LIMITS.nameMaxLength }),
    ...(optional ? [IsOptional()] : []),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'name must be text' }),
    IsNotEmpty({ message: 'name must not be blank' }),
    MaxLength(TAG_LIMITS.nameMaxLength, {
      message: `name must be at most ${TAG_LIMITS.nameMaxLength} characters`,
    }),
  );
}

/** A tag id in a body: a whole number; `null` (or 0) where it may name the root. */
function BodyIdField(name: string, { nullable = false, optional = false } = {}): PropertyDecorator {
  const message = `${name} must be the id of a ${name.replace(/Id$/, '')}, a whole number`;
  return applyDecorators(
    nullable
      ? ApiPropertyOptional({ type: 'integer', nullable: true, description: 'null or absent: the root' })
      : optional
        ? ApiPropertyOptional({ type: 'integer' })
        : ApiProperty({ type: 'integer' }),
    ...(nullable ? [Transform(({ value }) => (value === 0 ? null : value))] : []),
    ...(nullable || optional ? [ValidateIf((_, value) => value !== null && value !== undefined)] : []),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_DATABASE_ID, { message: `${name} is too large to name anything` }),
  );
}

function ElementTypeField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: TAG_ELEMENT_TYPES }),
    IsIn(TAG_ELEMENT_TYPES, { message: `elementType must be one of ${TAG_ELEMENT_TYPES.join(', ')}` }),
  );
}

export class CreateTagDto {
  @TagNameField(false)
  name!: string;

  @BodyIdField('parentId', { nullable: true })
  parentId?: number | null;
}

/** A rename, a move (`parentId`, null for the root), or both. */
export class UpdateTagDto {
  @TagNameField(true)
  name?: string;

  @BodyIdField('parentId', { nullable: true })
  parentId?: number | null;
}

/** `PUT /admin/tags/update`: the tag's id beside the changes. */
export class UpdateTagByIdDto extends UpdateTagDto {
  @BodyIdField('id')
  id!: number;
}

export class TagIdQueryDto {
  @QueryIdField()
  id!: number;
}

/** A product, category or asset, named in the query. */
export class TagElementQueryDto {
  @ElementTypeField()
  elementType!: TagElementType;

  @QueryIdField('elementId')
  elementId!: number;
}

/** One tag and one element, in the query (`remove-tag-from-element`). */
export class TagAndElementQueryDto extends TagElementQueryDto {
  @QueryIdField('tagId')
  tagId!: number;
}

/** One tag and one element, in the body (`add-tag-to-element`). */
export class TagAndElementDto {
  @BodyIdField('tagId')
  tagId!: number;

  @ElementTypeField()
  elementType!: TagElementType;

  @BodyIdField('elementId')
  elementId!: number;
}

/**
 * A batch assignment: the tag goes to every product of the category (and of the categories below it, by main or
 * further category), or to the listed elements. Exactly one of `categoryId` and `elementIds`.
 */
export class BatchAssignmentInputDto {
  @ApiPropertyOptional({ enum: TAG_ELEMENT_TYPES, default: 'product' })
  @IsOptional()
  @IsIn(TAG_ELEMENT_TYPES, { message: `elementType must be one of ${TAG_ELEMENT_TYPES.join(', ')}` })
  elementType: TagElementType = 'product';

  @BodyIdField('categoryId', { optional: true })
  categoryId?: number;

  @ApiPropertyOptional({ type: [Number], maxItems: TAG_LIMITS.batchMaxElements })
  @IsOptional()
  @IsArray({ message: 'elementIds must be a list of ids' })
  @ArrayMinSize(1, { message: 'elementIds must name at least one element' })
  @ArrayMaxSize(TAG_LIMITS.batchMaxElements, {
    message: `elementIds may name at most ${TAG_LIMITS.batchMaxElements} elements; assign by category instead`,
  })
  @Type(() => Number)
  @IsInt({ each: true, message: 'elementIds must be whole numbers' })
  @Min(1, { each: true, message: 'elementIds must be whole numbers' })
  @Max(MAX_DATABASE_ID, { each: true, message: 'elementIds must be whole numbers' })
  elementIds?: number[];
}

export class BatchAssignmentDto extends BatchAssignmentInputDto {
  @BodyIdField('tagId')
  tagId!: number;
}

export class BatchJobsQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Only the jobs of this tag' })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'tagId must be a whole number written with digits only' })
  @Min(1, { message: 'tagId must be a whole number written with digits only' })
  @Max(MAX_DATABASE_ID, { message: 'tagId is too large to name anything' })
  tagId?: number;
}

export class TagDeletedDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The tags deleted with it (those below it)' }) deletedTags!: number;
}
