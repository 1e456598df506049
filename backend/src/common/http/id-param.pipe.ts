import { type ArgumentMetadata, type PipeTransform, Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

/** Route ids are digits only; anything else names no resource, so it answers 404 (back-office spec §9). */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value)) throw new DomainError('NOT_FOUND', `Nothing has the id '${value}'`);
    return Number(value);
  }
}

/**
 * An id sent in the query string (`?id=`, the spec door's style): missing is bad input (400, naming the
 * parameter), present it is read like a route id.
 */
@Injectable()
export class QueryIdPipe implements PipeTransform<unknown, number> {
  private readonly digits = new IdParamPipe();

  transform(value: unknown, metadata?: ArgumentMetadata): number {
    if (value === undefined || value === '') {
      const name = metadata?.data ?? 'id';
      throw new DomainError('VALIDATION_FAILED', `${name} is required`, [
        { field: name, reason: 'required' },
      ]);
    }
    return this.digits.transform(String(value));
  }
}
