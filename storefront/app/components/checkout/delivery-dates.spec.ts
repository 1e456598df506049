import { deliveryWeekdays, formatDeliveryDate } from './delivery-dates';

describe('deliveryWeekdays', () => {
  it('names the Finnish store’s Tuesdays and Fridays once each, in the week’s order', () => {
    const dates = ['2026-12-04', '2026-12-08', '2026-12-11', '2026-12-01'];
    expect(deliveryWeekdays('en', dates)).toBe('Tuesday and Friday');
    expect(deliveryWeekdays('fi', dates)).toBe('tiistai ja perjantai');
  });

  it('lists every working day of a store that delivers Monday to Friday', () => {
    const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
    expect(deliveryWeekdays('en', week)).toBe('Monday, Tuesday, Wednesday, Thursday, and Friday');
  });
});

describe('formatDeliveryDate', () => {
  it('writes the date with its weekday in the page language', () => {
    expect(formatDeliveryDate('en', '2026-12-04')).toBe('Friday, December 4, 2026');
    expect(formatDeliveryDate('fi', '2026-12-04')).toBe('perjantaina 4. joulukuuta 2026');
  });
});
