import { LOCALES, UNIT_NAMES } from '@tradeshop/shared';
import { UNITS } from './reference-data';

describe('unit names', () => {
  it('names every seeded unit in every shop language as the catalogue labels it', () => {
    for (const unit of UNITS)
      for (const locale of LOCALES)
        expect([unit.identifier, locale, UNIT_NAMES[unit.identifier]?.[locale]]).toEqual([
          unit.identifier,
          locale,
          unit.labels[locale],
        ]);
  });
});
