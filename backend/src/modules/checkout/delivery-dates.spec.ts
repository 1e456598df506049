import { deliveryDates, firstDeliveryDateAfter, isDeliveryDate, isHoliday } from './delivery-dates';

const NOV_30_2026 = new Date('2026-11-30T10:00:00Z');

describe('delivery dates', () => {
  it('accepts Tuesdays and Fridays in the Finnish store', () => {
    expect(isDeliveryDate('fi', 'FI', '2026-12-01', NOV_30_2026)).toBe(true); // Tuesday
    expect(isDeliveryDate('fi', 'FI', '2026-12-04', NOV_30_2026)).toBe(true); // Friday
  });

  it('refuses other weekdays in the Finnish store', () => {
    expect(isDeliveryDate('fi', 'FI', '2026-12-02', NOV_30_2026)).toBe(false); // Wednesday
    expect(isDeliveryDate('fi', 'FI', '2026-12-03', NOV_30_2026)).toBe(false); // Thursday
  });

  it('refuses weekends everywhere', () => {
    expect(isDeliveryDate('se', 'SE', '2026-12-05', NOV_30_2026)).toBe(false);
    expect(isDeliveryDate('se', 'SE', '2026-12-06', NOV_30_2026)).toBe(false);
  });

  it('refuses today and past dates', () => {
    expect(isDeliveryDate('se', 'SE', '2026-11-30', NOV_30_2026)).toBe(false);
    expect(isDeliveryDate('se', 'SE', '2026-11-27', NOV_30_2026)).toBe(false);
  });

  it('refuses Christmas Eve and Christmas Day in Finland', () => {
    expect(isHoliday('FI', '2026-12-24')).toBe(true);
    expect(isDeliveryDate('fi', 'FI', '2026-12-25', NOV_30_2026)).toBe(false); // a Friday, but Christmas Day
  });

  it("knows Finland's independence day", () => {
    expect(isHoliday('FI', '2026-12-06')).toBe(true);
    expect(isHoliday('SE', '2026-12-06')).toBe(false);
  });

  it('follows the holidays of the store country, not another', () => {
    // Sweden's national day, a Saturday in 2026, so 2025's: a Friday.
    expect(isDeliveryDate('se', 'SE', '2025-06-06', new Date('2025-06-01T00:00:00Z'))).toBe(false);
    expect(isDeliveryDate('dk', 'DK', '2025-06-06', new Date('2025-06-01T00:00:00Z'))).toBe(true);
  });

  it('lists only acceptable dates for the picker', () => {
    const dates = deliveryDates('fi', 'FI', 60, NOV_30_2026);
    expect(dates.slice(0, 4)).toEqual(['2026-12-01', '2026-12-04', '2026-12-08', '2026-12-11']);
    expect(dates).not.toContain('2026-12-25');
    expect(dates.every((date) => isDeliveryDate('fi', 'FI', date, NOV_30_2026))).toBe(true);
  });

  it("starts the picker from the store's tomorrow, after midnight there but not yet in UTC", () => {
    // 00:30 on Friday 2026-11-27 in Helsinki: Friday is today, so Tuesday is the first date offered.
    expect(deliveryDates('fi', 'FI', 7, new Date('2026-11-26T22:30:00Z'))[0]).toBe('2026-12-01');
  });

  it('finds the first delivery date after a lead time, skipping holidays', () => {
    // 14 days after 2026-12-11 is Friday Christmas Day; Boxing Day is a Saturday; next is Tuesday 29th.
    expect(firstDeliveryDateAfter('fi', 'FI', 14, new Date('2026-12-11T08:00:00Z'))).toBe('2026-12-29');
  });
});
