import { describe, expect, it } from '@jest/globals';
import type { Locale } from '@tradeshop/shared';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from './formats';

// 28 November 2026, 14:05 in Helsinki (12:05 UTC); the zone is fixed so that the test reads the same anywhere.
const MOMENT = '2026-11-28T12:05:00Z';
const zone = { timeZone: 'Europe/Helsinki' };

// Intl writes some separators as no-break or narrow no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the back office formats, one per language', () => {
  it.each<[Locale, string, string]>([
    ['fi', '28.11.2026', '28.11.2026 klo 14.05'],
    ['sv', '2026-11-28', '2026-11-28 14:05'],
    ['en', '28 Nov 2026', '28 Nov 2026, 14:05'],
    ['nb', '28.11.2026', '28.11.2026, 14:05'],
    ['da', '28.11.2026', '28.11.2026, 14.05'],
    ['fr', '28/11/2026', '28/11/2026 14:05'],
    ['it', '28/11/2026', '28/11/2026, 14:05'],
  ])('writes dates and times in %s as %s and %s', (locale, date, dateTime) => {
    expect(plain(formatDate(MOMENT, locale, zone))).toBe(date);
    expect(plain(formatDateTime(MOMENT, locale, zone))).toBe(dateTime);
  });

  it('pads days and months where the language does (1 February)', () => {
    const february = '2026-02-01T10:00:00Z';
    expect(formatDate(february, 'fi', zone)).toBe('1.2.2026');
    expect(formatDate(february, 'sv', zone)).toBe('2026-02-01');
    expect(formatDate(february, 'nb', zone)).toBe('01.02.2026');
    expect(formatDate(february, 'fr', zone)).toBe('01/02/2026');
  });

  it.each<[Locale, string, string]>([
    ['fi', '1 234,56', '1 234,56 €'],
    ['sv', '1 234,56', '1 234,56 €'],
    ['en', '1,234.56', '€1,234.56'],
    ['nb', '1 234,56', '1 234,56 €'],
    ['da', '1.234,56', '1.234,56 €'],
    ['fr', '1 234,56', '1 234,56 €'],
    ['it', '1234,56', '1234,56 €'],
  ])('writes numbers and money in %s as %s and %s', (locale, number, money) => {
    expect(plain(formatNumber(1234.56, locale))).toBe(number);
    expect(plain(formatMoney(123456, 'EUR', locale))).toBe(money);
  });

  it('keeps money exact in minor units, negative and in currencies without decimals', () => {
    expect(plain(formatMoney(-5, 'EUR', 'fi'))).toBe('−0,05 €');
    expect(plain(formatMoney(1999, 'JPY', 'en'))).toBe('JP¥1,999');
    expect(plain(formatMoney(900719925474099, 'EUR', 'en'))).toBe('€9,007,199,254,740.99');
  });

  it('accepts the Intl tag in place of the language, and falls back to English for an unknown one', () => {
    expect(plain(formatDateTime(MOMENT, 'fi-FI', zone))).toBe('28.11.2026 klo 14.05');
    expect(plain(formatDateTime(MOMENT, 'xx', zone))).toBe('28 Nov 2026, 14:05');
  });

  it('writes shares in percent', () => {
    expect(plain(formatPercent(42.5, 'fi'))).toBe('42,5 %');
    expect(formatPercent(42.5, 'en')).toBe('42.5%');
  });
});
