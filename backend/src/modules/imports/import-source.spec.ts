import { mkdtemp, mkdir, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DropFolderImportSource, ImportSourceError, isSafeFileName } from './import-source';

describe('the drop folder of full imports', () => {
  let root: string;
  let folder: string;
  let target: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'drop-folder-'));
    folder = join(root, 'drop');
    target = join(root, 'run');
    await mkdir(folder);
    await mkdir(target);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it.each([
    ['prices-2026-11-29.csv', true],
    ['prices.XLSX', true],
    ['../prices.csv', false],
    ['..prices.csv', false],
    ['prices/../../etc.csv', false],
    ['prices.csv.exe', false],
    ['.prices.csv', false],
    ['prices\\..\\x.csv', false],
  ])('takes %s as a file name: %s', (name, safe) => {
    expect(isSafeFileName(name)).toBe(safe);
  });

  it('copies the newest prices file, never a symbolic link out of the folder', async () => {
    await writeFile(join(root, 'secret.csv'), 'not for import');
    await writeFile(join(folder, 'prices-old.csv'), 'old');
    await writeFile(join(folder, 'prices-new.csv'), 'new');
    await writeFile(join(folder, 'cross-references.csv'), 'refs');
    await utimes(join(folder, 'prices-old.csv'), new Date(2026, 0, 1), new Date(2026, 0, 1));
    await utimes(join(folder, 'prices-new.csv'), new Date(2026, 0, 2), new Date(2026, 0, 2));
    await symlink(join(root, 'secret.csv'), join(folder, 'prices-zz-link.csv'));
    const future = new Date(2027, 0, 1);
    await utimes(join(root, 'secret.csv'), future, future);

    const name = await new DropFolderImportSource(folder).fetch('prices', target);
    expect(name).toBe('prices-new.csv');
    expect(await readdir(target)).toEqual(['prices-new.csv']);
  });

  it('says so when the folder holds no file of the kind', async () => {
    await writeFile(join(folder, 'prices.csv'), 'prices');
    await expect(new DropFolderImportSource(folder).fetch('cross_references', target)).rejects.toThrow(
      ImportSourceError,
    );
  });
});
