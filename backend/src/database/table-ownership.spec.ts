import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findOwnershipViolations } from './table-ownership-check';
import { readModels, tableOwners } from './table-owners';

const sourceRoot = join(__dirname, '..');

function sourceFiles(directory: string): { path: string; text: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts')
      ? [{ path: relative(sourceRoot, path), text: readFileSync(path, 'utf8') }]
      : [];
  });
}

describe('table ownership', () => {
  it('has every module name only the tables it owns, outside the listed read models', () => {
    const violations = findOwnershipViolations(sourceFiles(sourceRoot), {
      tableOwners,
      readModels,
    });
    expect(violations.map(({ path, line, message }) => `${path}:${line} ${message}`)).toEqual([]);
  });
});
