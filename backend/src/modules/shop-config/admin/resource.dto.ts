import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LOCALES } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { wholeNumber } from '../../../common/http/paging.decorators';

/** What the spec door's `list` accepts: ExtJS-grid style paging, as CoreShop's own admin sends it. */
export class SpecListQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'First row, counted from 0' })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'start must be a whole number' })
  @Min(0, { message: 'start must be a whole number' })
  start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 25 })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'limit must be a positive whole number' })
  @Min(1, { message: 'limit must be a positive whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: "Sort field, one of the resource's get-config sortFields" })
  @IsOptional()
  @IsString({ message: 'sort must be text' })
  sort?: string;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'] })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(['ASC', 'DESC'], { message: 'dir must be ASC or DESC' })
  dir?: 'ASC' | 'DESC';

  @ApiPropertyOptional({ description: 'Search text (the react-admin door calls it filter.q)' })
  @IsOptional()
  @IsString({ message: 'query must be text' })
  query?: string;
}

/** What get-config tells a screen; resources with more to say extend it. */
export class ResourceConfigDto {
  @ApiProperty({ type: [String] }) sortFields!: string[];
  @ApiProperty({ type: [String], description: 'Filters the list understands besides q and id' })
  filterFields!: string[];
}

export class DeleteResultDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() id!: number;
}

const envelopes = new Map<string, Type>();

/**
 * CoreShop's admin answers `{ success: true, data }` (and `total` for lists); the class is made per data type
 * so the OpenAPI document (and the typed client) knows what `data` holds.
 */
export function envelopeOf(data: Type, list: boolean): Type {
  const name = `${data.name.replace(/Dto$/, '')}${list ? 'List' : ''}EnvelopeDto`;
  const known = envelopes.get(name);
  if (known) return known;
  class Envelope {
    @ApiProperty({ example: true }) success!: true;
    @ApiProperty({ type: list ? [data] : data }) data!: unknown;
  }
  if (list)
    ApiProperty({ type: 'integer', description: 'Rows matching, over all pages' })(
      Envelope.prototype,
      'total',
    );
  Object.defineProperty(Envelope, 'name', { value: name });
  envelopes.set(name, Envelope);
  return Envelope;
}

const MAX_DATABASE_ID = 2_147_483_647;

/** A reference to another row by id (`zoneId`); whether that row exists is the service's check. */
export function ReferenceIdField(name: string, options: { nullable?: boolean } = {}): PropertyDecorator {
  const message = `${name} must be the id of an existing row (a positive whole number)`;
  const decorators = [
    options.nullable
      ? ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1 })
      : ApiProperty({ type: 'integer', minimum: 1 }),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_DATABASE_ID, { message: `${name} is too large to name anything` }),
  ];
  return applyDecorators(...(options.nullable ? [IsOptional()] : []), ...decorators);
}

/** Trimmed, non-blank text of at most `max` characters. */
export function RequiredTextField(name: string, max = 200, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: max, example }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: `${name} must be text` }),
    IsNotEmpty({ message: `${name} must not be blank` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
  );
}

const LABEL_MAX = 200;

/** Texts per shop language (`{ "fi": "Suomi", "en": "Finland" }`): only the seven languages, each text ≤ 200. */
export function LocalisedLabelsField(name: string, options: { required?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    (options.required === false ? ApiPropertyOptional : ApiProperty)({
      type: 'object',
      additionalProperties: { type: 'string', maxLength: LABEL_MAX },
      example: { en: 'Finland', fi: 'Suomi', sv: 'Finland' },
      description: `Per language: ${LOCALES.join(', ')}`,
    }),
    ...(options.required === false ? [IsOptional()] : []),
    IsObject({ message: `${name} must be an object of texts per language` }),
    ValidateBy({
      name: 'localisedLabels',
      validator: {
        validate: (value: Record<string, unknown>) =>
          Object.entries(value).every(
            ([locale, text]) =>
              (LOCALES as readonly string[]).includes(locale) &&
              typeof text === 'string' &&
              text.length <= LABEL_MAX,
          ) &&
          (options.required === false || Object.values(value).some((text) => String(text).trim() !== '')),
        defaultMessage: () =>
          `${name} must give texts of at most ${LABEL_MAX} characters for the languages ${LOCALES.join(', ')}` +
          (options.required === false ? '' : ', at least one of them'),
      },
    }),
  );
}
