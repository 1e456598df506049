import { isCalendarDate, isNotAfterToday, latestShopToday } from './purchase-date';

describe('purchase date', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31'])('accepts the calendar date %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2026-02-30', '2025-02-29', '30.10.2026', '2026-1-5', '', 20261030])(
    'refuses %p as a calendar date',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it('counts a Finnish purchase just after midnight as today, though it is still yesterday in UTC', () => {
    const justAfterMidnightInHelsinki = new Date('2026-11-21T22:30:00Z');
    expect(latestShopToday(justAfterMidnightInHelsinki)).toBe('2026-11-22');
    expect(isNotAfterToday('2026-11-22', justAfterMidnightInHelsinki)).toBe(true);
  });

  it('refuses tomorrow', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isNotAfterToday('2026-11-23', now)).toBe(false);
    expect(isNotAfterToday('2026-11-22', now)).toBe(true);
  });
});
