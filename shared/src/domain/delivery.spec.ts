import { isAllowedDeliveryDate } from './delivery';

// Wednesday 2026-11-25; the next Tuesday is 2026-12-01 and the next Friday 2026-11-27.
const today = new Date('2026-11-25T10:00:00Z');

describe('preferred delivery date', () => {
  it('must be in the future', () => {
    expect(isAllowedDeliveryDate('se', '2026-11-25', today)).toBe(false);
    expect(isAllowedDeliveryDate('se', '2026-11-24', today)).toBe(false);
    expect(isAllowedDeliveryDate('se', '2026-11-26', today)).toBe(true);
  });

  it('is never on a weekend', () => {
    expect(isAllowedDeliveryDate('no', '2026-11-28', today)).toBe(false);
    expect(isAllowedDeliveryDate('no', '2026-11-29', today)).toBe(false);
    expect(isAllowedDeliveryDate('no', '2026-11-30', today)).toBe(true);
  });

  it('is only a Tuesday or a Friday in the Finnish store', () => {
    expect(isAllowedDeliveryDate('fi', '2026-11-26', today)).toBe(false);
    expect(isAllowedDeliveryDate('fi', '2026-11-27', today)).toBe(true);
    expect(isAllowedDeliveryDate('fi', '2026-11-30', today)).toBe(false);
    expect(isAllowedDeliveryDate('fi', '2026-12-01', today)).toBe(true);
  });

  it('refuses text that is not a date', () => {
    expect(isAllowedDeliveryDate('se', 'next tuesday', today)).toBe(false);
  });
});
