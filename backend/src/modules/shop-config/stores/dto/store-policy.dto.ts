import { ApiProperty } from '@nestjs/swagger';

/** What a visitor's store allows before they log in: the store of the page's language. */
export class StorePolicyDto {
  @ApiProperty({ example: 'fi' }) storeCode!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO 3166-1 alpha-2; null for the international store',
  })
  country!: string | null;
  @ApiProperty({ description: 'Whether a visitor may check out without an account' })
  guestCheckout!: boolean;
}
