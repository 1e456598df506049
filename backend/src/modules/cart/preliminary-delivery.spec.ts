import { preliminaryDeliveryDate, RESTOCK_LEAD_DAYS } from './preliminary-delivery';

describe('preliminaryDeliveryDate', () => {
  // Monday 2026-11-23: the lead time ends on Monday 2026-12-07.
  const monday = new Date('2026-11-23T10:00:00Z');

  it('is the first delivery day after the restock lead time', () => {
    expect(preliminaryDeliveryDate('se', monday)).toBe('2026-12-07');
  });

  it('only falls on a Tuesday or a Friday in the Finnish store', () => {
    expect(preliminaryDeliveryDate('fi', monday)).toBe('2026-12-08');
  });

  it('skips the weekend', () => {
    // Saturday 2026-11-21 + 14 days is Saturday 2026-12-05.
    expect(preliminaryDeliveryDate('no', new Date('2026-11-21T08:00:00Z'))).toBe('2026-12-07');
  });

  it('is never sooner than the lead time', () => {
    const date = new Date(`${preliminaryDeliveryDate('dk', monday)}T00:00:00Z`);
    expect(date.getTime() - Date.UTC(2026, 10, 23)).toBeGreaterThanOrEqual(RESTOCK_LEAD_DAYS * 86_400_000);
  });
});
