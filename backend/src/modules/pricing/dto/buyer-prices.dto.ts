import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, Min } from 'class-validator';
import type { BuyerPrice } from '../engine/buyer-prices';
import type { BuyerPriceList } from '../pricing.port';

/** The most products one page asks prices for: a listing's largest page with its related products. */
export const MAX_PRICED_PRODUCTS = 200;

/** `1,2,3` (or the key repeated) as a list of numbers; anything else stays as given, for the validators to refuse. */
const idList = ({ value }: { value: unknown }): unknown => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '')
    .map((part) => (typeof part === 'string' && /^\d{1,9}$/.test(part) ? Number(part) : part));
};

export class BuyerPricesQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @ApiProperty({
    type: String,
    example: '12,57,301',
    description: `Product ids separated by commas, at most ${MAX_PRICED_PRODUCTS}`,
  })
  @Transform(idList)
  @IsArray({ message: 'products must be product ids separated by commas' })
  @ArrayMinSize(1, { message: 'products must name at least one product' })
  @ArrayMaxSize(MAX_PRICED_PRODUCTS, { message: `products may name at most ${MAX_PRICED_PRODUCTS} products` })
  @IsInt({ each: true, message: 'products must be product ids separated by commas' })
  @Min(1, { each: true, message: 'products must be product ids separated by commas' })
  products!: number[];
}

export class PriceTierDto {
  @ApiProperty({ description: 'From this quantity in sales units, a decimal string' }) minQuantity!: string;
  @ApiProperty() unitPriceNetMinor!: number;
  @ApiProperty() unitPriceGrossMinor!: number;
}

export class BuyerPriceDto {
  @ApiProperty() productId!: number;
  @ApiProperty({ description: 'Per sales unit at the minimum order quantity, as the cart charges it' })
  unitPriceNetMinor!: number;
  @ApiProperty() unitPriceGrossMinor!: number;
  @ApiProperty({ description: "The store's price before agreed prices and product price rules" })
  listUnitPriceNetMinor!: number;
  @ApiProperty() listUnitPriceGrossMinor!: number;
  @ApiProperty({ type: 'integer', nullable: true }) recommendedPriceNetMinor!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) recommendedPriceGrossMinor!: number | null;
  @ApiProperty({ description: 'The recycling surcharge per sales unit, net; 0 when none' })
  surchargeNetMinor!: number;
  @ApiProperty({ example: '25.500' }) taxRate!: string;
  @ApiProperty({ type: [PriceTierDto], description: 'The unit price from each quantity where it changes' })
  tiers!: PriceTierDto[];

  static from(price: BuyerPrice): BuyerPriceDto {
    return { ...price, tiers: price.tiers.map((tier) => ({ ...tier })) };
  }
}

export class BuyerPricesDto {
  @ApiProperty({ description: 'The shopper is a logged-in customer: these are their own prices' })
  customer!: boolean;
  @ApiProperty({
    description: "The store the shopper buys in: the company's for a customer, else the language's",
  })
  store!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ description: 'The store shows prices with VAT ("incl. VAT"), else without ("VAT 0 %")' })
  pricesIncludeTax!: boolean;
  @ApiProperty({ type: [BuyerPriceDto], description: 'Products without a price are left out' })
  prices!: BuyerPriceDto[];

  static from(list: BuyerPriceList, customer: boolean): BuyerPricesDto {
    return {
      customer,
      store: list.storeCode,
      currency: list.currency,
      pricesIncludeTax: list.pricesIncludeTax,
      prices: list.prices.map((price) => BuyerPriceDto.from(price)),
    };
  }
}
