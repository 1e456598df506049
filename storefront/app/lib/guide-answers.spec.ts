import { guideProblems, type GuideAnswers } from './guide-answers';

const answers = (overrides: Partial<GuideAnswers>): GuideAnswers => ({
  premises: 'office',
  areaM2: '120',
  floors: '1',
  bedrooms: '0',
  risks: [],
  ...overrides,
});

describe('guideProblems', () => {
  it.each<[string, Partial<GuideAnswers>, string[]]>([
    ['accepts answers in range', {}, []],
    ['names premises that are not offered', { premises: 'castle' }, ['premises']],
    ['refuses an area below 10 m²', { areaM2: '9' }, ['area']],
    ['refuses an area above 100 000 m²', { areaM2: '100001' }, ['area']],
    ['refuses an area that is not a whole number', { areaM2: '12.5' }, ['area']],
    ['refuses an empty area', { areaM2: '' }, ['area']],
    ['refuses no floors', { floors: '0' }, ['floors']],
    ['refuses a negative number of bedrooms', { bedrooms: '-1' }, ['bedrooms']],
    [
      'names every problem at once',
      { premises: '', floors: '51', bedrooms: 'x' },
      ['premises', 'floors', 'bedrooms'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(guideProblems(answers(overrides))).toEqual(expected);
  });
});
