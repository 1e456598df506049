import { ApiProperty, PartialType } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { IsIn } from 'class-validator';
import type { StoreWording } from '../../entities/store-wording.entity';
import { ReferenceIdField, RequiredTextField, ResourceConfigDto } from '../resource.dto';

export const STORE_WORDING_SORTS = ['id', 'storeId', 'locale', 'key'] as const;

export class StoreWordingAdminDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: 'integer' }) storeId!: number;
  @ApiProperty({ enum: LOCALES }) locale!: Locale;
  @ApiProperty({ example: 'storeWording.deliveryNote', description: 'A text message of the storefront' })
  key!: string;
  @ApiProperty({ example: 'Toimitamme tiistaisin ja perjantaisin.' }) value!: string;

  static from(row: StoreWording): StoreWordingAdminDto {
    return { id: row.id, storeId: row.storeId, locale: row.locale as Locale, key: row.key, value: row.value };
  }
}

export class CreateStoreWordingDto {
  @ReferenceIdField('storeId')
  storeId!: number;

  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @RequiredTextField('key', 200, 'storeWording.deliveryNote')
  key!: string;

  @RequiredTextField('value', 1000, 'Toimitamme tiistaisin ja perjantaisin.')
  value!: string;
}

export class UpdateStoreWordingDto extends PartialType(CreateStoreWordingDto) {}

export class StoreWordingConfigDto extends ResourceConfigDto {
  @ApiProperty({
    type: [String],
    description: 'The storefront texts a store may word its own way (the keys an override may name)',
  })
  keys!: string[];
}
