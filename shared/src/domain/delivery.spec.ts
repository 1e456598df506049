import { addCalendarDays, isAllowedDeliveryDate, isCalendarDate, storeToday } from './delivery';

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

  it('refuses days that do not exist in the calendar', () => {
    // JavaScript reads 2026-02-30 as Monday 2026-03-02, an otherwise acceptable day.
    expect(isAllowedDeliveryDate('se', '2026-02-30', new Date('2026-01-10T10:00:00Z'))).toBe(false);
    expect(isAllowedDeliveryDate('se', '2026-11-31', today)).toBe(false);
    expect(isAllowedDeliveryDate('se', '2026-13-01', today)).toBe(false);
  });

  it("counts today in the store's time zone, not in UTC", () => {
    // 00:30 on Friday 2026-11-27 in Helsinki is still Thursday in UTC.
    const justAfterMidnightInHelsinki = new Date('2026-11-26T22:30:00Z');
    expect(isAllowedDeliveryDate('fi', '2026-11-27', justAfterMidnightInHelsinki)).toBe(false);
    expect(isAllowedDeliveryDate('fi', '2026-12-01', justAfterMidnightInHelsinki)).toBe(true);
    // 23:30 on Thursday in Paris: Friday is still tomorrow there.
    expect(isAllowedDeliveryDate('fr', '2026-11-27', new Date('2026-11-26T22:30:00Z'))).toBe(true);
  });
});

describe('store today', () => {
  it('is the date on the store’s clocks', () => {
    const instant = new Date('2026-11-26T22:30:00Z');
    expect(storeToday('fi', instant)).toBe('2026-11-27');
    expect(storeToday('fr', instant)).toBe('2026-11-26');
  });
});

describe('calendar dates', () => {
  it('are real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('2026-02-03T00:00:00Z')).toBe(false);
  });

  it('add up across months and years', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
