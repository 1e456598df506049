import {
  FIRE_SAFETY_LIMITS,
  PREMISES_TYPES,
  type FireSafetyRisk,
  type GuideProblem,
} from '@tradeshop/shared';

/** The guide's answers as its form writes them: text, as typed, so a refused answer can be shown again. */
export interface GuideAnswers {
  premises: string;
  areaM2: string;
  floors: string;
  bedrooms: string;
  risks: FireSafetyRisk[];
}

const L = FIRE_SAFETY_LIMITS;

/** The allowed range of each numeric answer, for the messages. */
export const GUIDE_RANGES: Record<Exclude<GuideProblem, 'premises'>, { min: number; max: number }> = {
  area: { min: L.areaMin, max: L.areaMax },
  floors: { min: L.floorsMin, max: L.floorsMax },
  bedrooms: { min: L.bedroomsMin, max: L.bedroomsMax },
};

function wholeNumberIn(text: string, range: { min: number; max: number }): boolean {
  if (!/^\d{1,7}$/.test(text)) return false;
  const value = Number(text);
  return value >= range.min && value <= range.max;
}

/** What is wrong with the answers, checked as the API checks them, so the page can say it in any language. */
export function guideProblems(answers: GuideAnswers): GuideProblem[] {
  const problems: GuideProblem[] = [];
  if (!(PREMISES_TYPES as readonly string[]).includes(answers.premises)) problems.push('premises');
  if (!wholeNumberIn(answers.areaM2, GUIDE_RANGES.area)) problems.push('area');
  if (!wholeNumberIn(answers.floors, GUIDE_RANGES.floors)) problems.push('floors');
  if (!wholeNumberIn(answers.bedrooms, GUIDE_RANGES.bedrooms)) problems.push('bedrooms');
  return problems;
}
