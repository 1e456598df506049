import { normalizedCompanyName } from './customer-company-name';

describe('normalizedCompanyName', () => {
  it.each([
    ['Sähkö-Nieminen Oy', 'sähkönieminen'],
    ['SÄHKÖ NIEMINEN AB', 'sähkönieminen'],
    ['Oy Sähkönieminen Ab', 'sähkönieminen'],
    ['  Sähkö   Nieminen  ', 'sähkönieminen'],
    ['Sähkö Oy', 'sähkö'],
    ['Sahko Oy', 'sahko'],
    ['Åland Trä Ab', 'ålandträ'],
    ['Ørsted A/S', 'ørsted'],
    ['Ørsted AS', 'ørsted'],
    ['Ørsted ASA', 'ørsted'],
    ['Ørsted ApS', 'ørsted'],
    ['Ærø Byg I/S', 'ærøbyg'],
    ['Volvo AB (publ)', 'volvo'],
    ['Nokia Oyj', 'nokia'],
    ['Nokia Oyj Abp', 'nokia'],
    ['Fiskars Oy Ab', 'fiskars'],
    ['Tmi Matti Meikäläinen', 'mattimeikäläinen'],
    ['Rakennus Virtanen Ky', 'rakennusvirtanen'],
    ['Virtanen & Poika Ay', 'virtanenpoika'],
    ['Nordic Tools Ltd.', 'nordictools'],
    ['Nordic Tools Limited', 'nordictools'],
    ['NordicTools GmbH', 'nordictools'],
    ['Café Oy', 'cafe'],
    ['Müller GmbH', 'müller'],
    ['Oy', 'oy'],
    ['AB', 'ab'],
    ['Oy Ab', 'ab'],
    ['Asa Oy', 'asa'],
    ['Ab Oy Tools', 'tools'],
    ['Tools AB Oy', 'tools'],
    ['Abloy Oy', 'abloy'],
    ['', ''],
    ['  ,. ', ''],
  ])('normalises %j to %j', (name, expected) => {
    expect(normalizedCompanyName(name)).toBe(expected);
  });

  it('keeps the Nordic letters apart from their plain neighbours', () => {
    expect(normalizedCompanyName('Sähkö Oy')).not.toBe(normalizedCompanyName('Sahko Oy'));
    expect(normalizedCompanyName('Åkers AB')).not.toBe(normalizedCompanyName('Akers AB'));
  });

  it('treats a precomposed and a decomposed ä alike', () => {
    expect(normalizedCompanyName('Sa\u0308hko\u0308 Oy')).toBe(normalizedCompanyName('Sähkö Oy'));
  });
});
