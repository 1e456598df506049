import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { IsIn } from 'class-validator';

export class StoreWordingQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;
}

export class StoreWordingDto {
  @ApiProperty() storeId!: number;
  @ApiProperty({ example: 'fi' }) storeCode!: string;
  @ApiProperty({ description: 'Path of the storefront message it replaces', example: 'minicart.button' })
  key!: string;
  @ApiProperty({ example: 'Kundvagn' }) value!: string;
}
