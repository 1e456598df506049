import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FIRE_SAFETY_LIMITS,
  FIRE_SAFETY_RISKS,
  LOCALES,
  PREMISES_TYPES,
  type FireSafetyRisk,
  type Locale,
  type PremisesType,
} from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ProductCardDto } from '../../catalogue/dto/catalogue-shop.dto';

/** A number typed into a form arrives as text; anything else is left for the validators to refuse. */
const asNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
/** A checkbox list: one value arrives as a string, several as an array. */
const asList = ({ value }: { value: unknown }): unknown =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

const L = FIRE_SAFETY_LIMITS;

/** The guide's answers, as its GET form writes them (storefront) or as JSON. */
export class FireSafetyAnswersDto {
  @ApiProperty({ enum: PREMISES_TYPES })
  @IsIn(PREMISES_TYPES, { message: 'Choose the type of premises' })
  premises!: PremisesType;

  @ApiProperty({ minimum: L.areaMin, maximum: L.areaMax, description: 'Total floor area in m²' })
  @Transform(asNumber)
  @IsInt({ message: 'The floor area must be a whole number of square metres' })
  @Min(L.areaMin, { message: `The floor area must be at least ${L.areaMin} m²` })
  @Max(L.areaMax, { message: `The floor area must be at most ${L.areaMax} m²` })
  areaM2!: number;

  @ApiProperty({ minimum: L.floorsMin, maximum: L.floorsMax })
  @Transform(asNumber)
  @IsInt({ message: 'The number of floors must be a whole number' })
  @Min(L.floorsMin, { message: `The number of floors must be at least ${L.floorsMin}` })
  @Max(L.floorsMax, { message: `The number of floors must be at most ${L.floorsMax}` })
  floors!: number;

  @ApiPropertyOptional({ minimum: L.bedroomsMin, maximum: L.bedroomsMax, default: 0 })
  @IsOptional()
  @Transform(asNumber)
  @IsInt({ message: 'The number of bedrooms must be a whole number' })
  @Min(L.bedroomsMin, { message: `The number of bedrooms must be at least ${L.bedroomsMin}` })
  @Max(L.bedroomsMax, { message: `The number of bedrooms must be at most ${L.bedroomsMax}` })
  bedrooms: number = 0;

  @ApiPropertyOptional({ enum: FIRE_SAFETY_RISKS, isArray: true })
  @Transform(asList)
  @ArrayMaxSize(FIRE_SAFETY_RISKS.length)
  @IsIn(FIRE_SAFETY_RISKS, { each: true, message: 'Unknown risk' })
  risks: FireSafetyRisk[] = [];
}

export class FireSafetyQueryDto extends FireSafetyAnswersDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;
}

export class GuideReasonDto {
  @ApiProperty({ description: "What the storefront words in the shopper's language, e.g. smokePerFloorArea" })
  code!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } })
  values!: Record<string, number>;
}

export class RecommendedLineDto {
  @ApiProperty({
    enum: [
      'smoke_alarm',
      'heat_alarm',
      'co_alarm',
      'extinguisher',
      'kitchen_extinguisher',
      'electrical_extinguisher',
      'fire_blanket',
    ],
  })
  role!: string;
  @ApiProperty({ type: ProductCardDto }) product!: ProductCardDto;
  @ApiProperty({ description: 'What the rules ask for' }) needed!: number;
  @ApiProperty({ description: "Decimal as a string, on the product's quantity rules" }) quantity!: string;
  @ApiProperty({ description: 'quantity × unit price, before the set discount' }) totalNetMinor!: number;
  @ApiProperty({ type: [GuideReasonDto] }) reasons!: GuideReasonDto[];
}

export class FireSafetyRecommendationDto {
  @ApiProperty({ type: [RecommendedLineDto] }) lines!: RecommendedLineDto[];
  @ApiProperty({ type: [String], description: 'Roles no product in stock fills' }) unavailable!: string[];
  @ApiProperty() currency!: string;
  @ApiProperty({ description: 'Σ line totals, net' }) itemsNetMinor!: number;
  @ApiProperty({ description: 'The set discount, net' }) discountNetMinor!: number;
  @ApiProperty() discountPercent!: number;
}
