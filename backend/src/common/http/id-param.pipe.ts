import { type PipeTransform, Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

/** Route ids are digits only; anything else names no resource, so it answers 404 (back-office spec §9). */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value)) throw new DomainError('NOT_FOUND', `Nothing has the id '${value}'`);
    return Number(value);
  }
}
