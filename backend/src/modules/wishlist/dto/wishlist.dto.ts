import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { wholeNumber } from '../../../common/http/paging.decorators';
import { ProductCardDto } from '../../catalogue/dto/catalogue-shop.dto';

/** The most product ids one page asks about at once (a listing shows at most 96). */
export const WISHLIST_STATES_MAX_IDS = 200;

const asList = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : String(value).split(',');

export class WishlistEntryDto {
  @ApiProperty({ type: ProductCardDto }) product!: ProductCardDto;
  @ApiProperty({ description: "The token the product's wishlist button sends with a toggle" }) token!: string;
}

export class WishlistDto {
  @ApiProperty({ type: [WishlistEntryDto], description: 'Newest first' }) items!: WishlistEntryDto[];
}

export class WishlistCountDto {
  @ApiProperty() count!: number;
}

/** One wishlist button's state (storefront spec §3): `add` true means the product can be added. */
export class WishlistStateDto {
  @ApiProperty({ description: 'Product id' }) id!: number;
  @ApiProperty({ description: 'True: the product can be added; false: it can be removed' }) add!: boolean;
  @ApiProperty({ description: 'The token a toggle of this product must carry' }) token!: string;
}

export class WishlistStatesQueryDto {
  @ApiProperty({
    type: [Number],
    description: `Product ids, repeated or comma-separated, at most ${WISHLIST_STATES_MAX_IDS}`,
  })
  @Transform(({ value }) => asList(value).map(wholeNumber))
  @ArrayMaxSize(WISHLIST_STATES_MAX_IDS, {
    message: `productIds takes at most ${WISHLIST_STATES_MAX_IDS} values`,
  })
  @Min(1, { each: true, message: 'productIds must be positive whole numbers' })
  @IsInt({ each: true, message: 'productIds must be positive whole numbers' })
  productIds: number[] = [];
}

export class WishlistToggleInputDto {
  @ApiProperty({ description: "The token of the product's wishlist button" })
  @IsString({ message: 'token must be a string' })
  @MaxLength(200, { message: 'token is too long' })
  token!: string;
}
