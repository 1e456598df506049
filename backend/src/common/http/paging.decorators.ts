import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const WHOLE_NUMBER = /^\d+$/;
/** Turns a query value into a number only when it is written as a whole number, so 'abc' or '1.5' fail validation. */
export const wholeNumber = (value: unknown) =>
  typeof value === 'string' && WHOLE_NUMBER.test(value) ? Number(value) : value;

/** Far beyond any listing's last page, and small enough that the page's offset fits PostgreSQL's bigint. */
const MAX_PAGE = 1_000_000;
const PAGE_MESSAGE = 'page must be a positive whole number';
const PER_PAGE_MESSAGE = 'perPage must be a positive whole number';

/** The `page` query parameter: a positive whole number, 1 when absent. */
export function PageParam(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
    IsOptional(),
    Transform(({ value }) => wholeNumber(value)),
    // Checked in this order, the first refusal named: not a whole number, then too large.
    Min(1, { message: PAGE_MESSAGE }),
    IsInt({ message: PAGE_MESSAGE }),
    Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` }),
  );
}

/** The `perPage` query parameter: a positive whole number up to `max`. */
export function PerPageParam(max: number, defaultSize: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: defaultSize }),
    IsOptional(),
    Transform(({ value }) => wholeNumber(value)),
    Max(max, { message: `perPage must be at most ${max}` }),
    Min(1, { message: PER_PAGE_MESSAGE }),
    IsInt({ message: PER_PAGE_MESSAGE }),
  );
}
