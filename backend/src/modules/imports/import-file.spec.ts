import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readImportFile, type FileRow } from './import-file';

async function rowsOf(path: string): Promise<Pick<FileRow, 'line' | 'cells' | 'content'>[]> {
  const rows: Pick<FileRow, 'line' | 'cells' | 'content'>[] = [];
  for await (const batch of readImportFile(path)) {
    for (const { line, cells, content } of batch) rows.push({ line, cells, content });
  }
  return rows;
}

describe('reading a CSV import file', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'import-file-'));
  });

  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('gives a file without quotes the same lines and cells as one the CSV parser reads', async () => {
    const lines = [
      'type;sku;store;price',
      'list; SKU-1 ;fi;12.50',
      '',
      'tier;SKU-2;se;9,90;;',
      'list;SKU-3;no;1',
    ];
    const plain = join(folder, 'plain.csv');
    const quoted = join(folder, 'quoted.csv');
    await writeFile(plain, `\uFEFF${lines.join('\r\n')}\r\n`);
    await writeFile(quoted, `\uFEFF${lines.join('\r\n').replace('SKU-3', '"SKU-3"')}\r\n`);

    const rows = await rowsOf(plain);

    expect(rows).toEqual(await rowsOf(quoted));
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4, 5]);
    expect(rows[1]).toEqual({
      line: 2,
      cells: ['list', 'SKU-1', 'fi', '12.50'],
      content: 'list;SKU-1;fi;12.50',
    });
  });

  it('reads a line break inside a quoted cell as part of the cell', async () => {
    const path = join(folder, 'multiline.csv');
    await writeFile(path, 'sku,reference\nSKU-1,"two\nlines"\nSKU-2,plain\n');

    const rows = await rowsOf(path);

    expect(rows.map((row) => [row.line, row.cells])).toEqual([
      [1, ['sku', 'reference']],
      [2, ['SKU-1', 'two\nlines']],
      [3, ['SKU-2', 'plain']],
    ]);
  });
});
