import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ASSET_KINDS, ASSET_MIME_TYPES, type AssetKind, type AssetMimeType } from '@tradeshop/shared';
import type { Asset } from '../assets.service';
import type { AssetFolder } from '../asset-folders.service';
import type { AssetUser } from '../asset-usage.registry';

/** `''`, `'null'` and null mean the top level; anything else must be a folder id (multipart sends text). */
const folderIdOrNull = Transform(({ value }) =>
  value === undefined ? undefined : value === null || value === '' || value === 'null' ? null : Number(value),
);

export class AdminAssetDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) folderId!: number | null;
  @ApiProperty({ type: String, nullable: true }) folderName!: string | null;
  @ApiProperty() fileName!: string;
  @ApiProperty({ enum: ASSET_MIME_TYPES }) mimeType!: AssetMimeType;
  @ApiProperty({ enum: ASSET_KINDS }) kind!: AssetKind;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty({ type: Number, nullable: true }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
  @ApiProperty({ description: 'SHA-256 of the bytes, hex; also the ETag of the file' }) checksum!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Alt text per shop language (pictures)',
  })
  altTexts!: Record<string, string>;
  @ApiProperty({ description: 'Goes up by one each time the file is replaced' }) version!: number;
  @ApiProperty({ type: Number, nullable: true }) uploadedBy!: number | null;
  @ApiProperty({ description: 'The public address, the same for the life of the asset' }) url!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(asset: Asset): AdminAssetDto {
    const { storageKey: _storageKey, ...visible } = asset;
    return Object.assign(new AdminAssetDto(), visible);
  }
}

export class AssetUserDto {
  @ApiProperty() assetId!: number;
  @ApiProperty({ example: 'product' }) type!: string;
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'BAT-AA-100 AA battery' }) label!: string;
  @ApiProperty({ example: 'main image' }) role!: string;

  static from(user: AssetUser): AssetUserDto {
    return Object.assign(new AssetUserDto(), user);
  }
}

/** The form fields beside the files of an upload. */
export class UploadAssetsDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The folder; empty: the top level' })
  @IsOptional()
  @folderIdOrNull
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'folderId must be the id of a folder' })
  @Min(1, { message: 'folderId must be the id of a folder' })
  folderId?: number | null;
}

export class UpdateAssetDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'fileName must be text' })
  @IsNotEmpty({ message: 'The file name may not be empty' })
  @MaxLength(200, { message: 'The file name must be at most 200 characters' })
  fileName?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null: the top level' })
  @IsOptional()
  @folderIdOrNull
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'folderId must be the id of a folder' })
  folderId?: number | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject({ message: 'altTexts must map languages to texts' })
  altTexts?: Record<string, string>;
}

export class AdminAssetFolderDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) parentId!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'Products / Batteries' }) path!: string;
  @ApiProperty() folderCount!: number;
  @ApiProperty() assetCount!: number;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(folder: AssetFolder): AdminAssetFolderDto {
    return Object.assign(new AdminAssetFolderDto(), folder);
  }
}

export class CreateAssetFolderDto {
  @ApiProperty({ maxLength: 120 })
  @IsString({ message: 'The folder name must be text' })
  @IsNotEmpty({ message: 'The folder name may not be empty' })
  @MaxLength(120, { message: 'The folder name must be at most 120 characters' })
  name!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null: the top level' })
  @IsOptional()
  @folderIdOrNull
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'parentId must be the id of a folder' })
  parentId?: number | null;
}

export class UpdateAssetFolderDto {
  @ApiPropertyOptional({ maxLength: 120 })
  @IsOptional()
  @IsString({ message: 'The folder name must be text' })
  @IsNotEmpty({ message: 'The folder name may not be empty' })
  @MaxLength(120, { message: 'The folder name must be at most 120 characters' })
  name?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null: the top level' })
  @IsOptional()
  @folderIdOrNull
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'parentId must be the id of a folder' })
  parentId?: number | null;
}
