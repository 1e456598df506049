/** Characters that make a spreadsheet read a cell as a formula (or hide one): never let a cell start with them. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** A plain number such as a credit's `-12.50` cannot be a formula and stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The text with a quote in front when it begins with a formula character, so a spreadsheet shows it as typed. */
export function formulaSafe(value: string): string {
  return FORMULA_TRIGGER.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A cell that a spreadsheet shows as typed: a leading formula character gets a quote in front, then CSV-quoted. */
export function csvCell(value: string): string {
  const safe = formulaSafe(value);
  return /[",\n\r;]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}
