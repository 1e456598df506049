import { checkQuantity, convertQuantity, lowestQuantity, quantityRulesInUnit } from './quantities';
import { unitName } from './units';

const pack = { precision: 0, conversionFactor: '40' };
const box = { precision: 0, conversionFactor: '800' };
const piece = { precision: 0, conversionFactor: '1' };
const packRules = { precision: 0, minimumOrderQuantity: '1', minimumOrderOverride: false };

describe('ordering a product in another of its units', () => {
  it('lets a box of 20 packs be ordered one box at a time when the pack has no minimum', () => {
    const rules = quantityRulesInUnit(packRules, box, pack);
    expect(lowestQuantity(rules)).toBe('1');
    expect(checkQuantity('3', rules)).toEqual({ valid: true, quantity: '3' });
  });

  it('restates a minimum of 50 packs as 5 boxes of 20, the first whole boxes holding a multiple of 50', () => {
    const rules = quantityRulesInUnit({ ...packRules, minimumOrderQuantity: '50' }, box, pack);
    expect(lowestQuantity(rules)).toBe('5');
    expect(checkQuantity('10', rules).valid).toBe(true);
    expect(checkQuantity('3', rules)).toMatchObject({
      valid: false,
      problem: { code: 'QUANTITY_NOT_A_MULTIPLE', increment: '5' },
    });
  });

  it('counts pieces of a pack-sold product in whole packs', () => {
    const rules = quantityRulesInUnit(packRules, piece, pack);
    expect(lowestQuantity(rules)).toBe('40');
    expect(checkQuantity('80', rules).valid).toBe(true);
    expect(checkQuantity('60', rules)).toMatchObject({ valid: false, problem: { increment: '40' } });
  });

  it('lets any quantity on the unit step be ordered when the minimum is overridden', () => {
    const rules = quantityRulesInUnit({ ...packRules, minimumOrderOverride: true }, piece, pack);
    expect(checkQuantity('7', rules).valid).toBe(true);
  });

  it('converts quantities between units by their factors', () => {
    expect(convertQuantity('1', box, pack)).toBe('20');
    expect(convertQuantity('3', box, piece)).toBe('2400');
    expect(convertQuantity('30', pack, box)).toBe('1.5');
    expect(convertQuantity('1', pack, { conversionFactor: '3' })).toBe('13.333');
    expect(convertQuantity('x', pack, box)).toBeNull();
  });
});

describe('unit names', () => {
  it('shows the translated name of a unit code, never the code', () => {
    expect(unitName('PK', 'fi')).toBe('pkt');
    expect(unitName('BOX', 'en')).toBe('box');
    expect(unitName('PCE', 'sv', 'PCE')).toBe('st');
  });

  it('prefers the label the catalogue sent, and keeps an unknown code as it is', () => {
    expect(unitName('BOX', 'fi', 'laatikko')).toBe('laatikko');
    expect(unitName('PAL', 'en')).toBe('PAL');
  });
});
