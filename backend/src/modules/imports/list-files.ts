import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { csvCell, formulaSafe } from '../../common/text/csv-cell';

export type ListLanguage = 'en' | 'fi' | 'sv' | 'nb' | 'da' | 'fr' | 'it';
const LANGUAGES: readonly ListLanguage[] = ['en', 'fi', 'sv', 'nb', 'da', 'fr', 'it'];

export function listLanguage(locale: string): ListLanguage {
  return LANGUAGES.find((language) => language === locale) ?? 'en';
}

/** Column headings of the produced lists, in the company's language. */
export const NET_PRICE_HEADINGS: Record<ListLanguage, string[]> = {
  en: ['SKU', 'Product', 'From quantity', 'Net price', 'List price', 'Currency', 'Valid from', 'Valid to'],
  fi: [
    'Tuotenumero',
    'Tuote',
    'Alkaen kpl',
    'Nettohinta',
    'Listahinta',
    'Valuutta',
    'Voimassa alkaen',
    'Voimassa asti',
  ],
  sv: [
    'Artikelnummer',
    'Produkt',
    'Från antal',
    'Nettopris',
    'Listpris',
    'Valuta',
    'Giltig från',
    'Giltig till',
  ],
  nb: ['Varenummer', 'Produkt', 'Fra antall', 'Nettopris', 'Listepris', 'Valuta', 'Gyldig fra', 'Gyldig til'],
  da: ['Varenummer', 'Produkt', 'Fra antal', 'Nettopris', 'Listepris', 'Valuta', 'Gyldig fra', 'Gyldig til'],
  fr: [
    'Référence',
    'Produit',
    'À partir de',
    'Prix net',
    'Prix catalogue',
    'Devise',
    'Valable du',
    "Valable jusqu'au",
  ],
  it: [
    'Codice',
    'Prodotto',
    'Da quantità',
    'Prezzo netto',
    'Prezzo di listino',
    'Valuta',
    'Valido dal',
    'Valido fino al',
  ],
};

export const CROSS_REFERENCE_HEADINGS: Record<ListLanguage, string[]> = {
  en: ['SKU', 'Type', 'Reference', 'Manufacturer'],
  fi: ['Tuotenumero', 'Tyyppi', 'Viite', 'Valmistaja'],
  sv: ['Artikelnummer', 'Typ', 'Referens', 'Tillverkare'],
  nb: ['Varenummer', 'Type', 'Referanse', 'Produsent'],
  da: ['Varenummer', 'Type', 'Reference', 'Producent'],
  fr: ['Référence', 'Type', 'Référence croisée', 'Fabricant'],
  it: ['Codice', 'Tipo', 'Riferimento', 'Produttore'],
};

/** Decimal comma where the language writes one, and the delimiter its spreadsheets expect with it. */
const DECIMAL_COMMA: Record<ListLanguage, boolean> = {
  en: false,
  fi: true,
  sv: true,
  nb: true,
  da: true,
  fr: true,
  it: true,
};

export type ListCell = string | { amountMinor: string } | null;

export function amountText(minor: string, language: ListLanguage): string {
  const value = BigInt(minor);
  const whole = value / 100n;
  const cents = String(value % 100n).padStart(2, '0');
  return `${whole}${DECIMAL_COMMA[language] ? ',' : '.'}${cents}`;
}

/**
 * Writes the rows as `<name>.csv` (UTF-8 with BOM, `;` where the language writes decimal commas) and
 * `<name>.xlsx` (amounts as numbers), every text cell formula-escaped. Answers the two file names.
 */
export async function writeListFiles(
  directory: string,
  name: string,
  language: ListLanguage,
  headings: string[],
  rows: ListCell[][],
): Promise<string[]> {
  const delimiter = DECIMAL_COMMA[language] ? ';' : ',';
  const csvName = `${name}.csv`;
  const csv = createWriteStream(join(directory, csvName));
  const write = async (text: string) => {
    if (!csv.write(text)) await once(csv, 'drain');
  };
  await write(`\uFEFF${headings.map(csvCell).join(delimiter)}\r\n`);
  for (const row of rows) {
    const cells = row.map((cell) =>
      cell === null
        ? ''
        : typeof cell === 'string'
          ? csvCell(cell)
          : csvCell(amountText(cell.amountMinor, language)),
    );
    await write(`${cells.join(delimiter)}\r\n`);
  }
  csv.end();
  await once(csv, 'finish');

  const xlsxName = `${name}.xlsx`;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(directory, xlsxName) });
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.addRow(headings.map(formulaSafe)).commit();
  for (const row of rows) {
    sheet
      .addRow(
        row.map((cell) =>
          cell === null
            ? null
            : typeof cell === 'string'
              ? formulaSafe(cell)
              : Number(cell.amountMinor) / 100,
        ),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return [xlsxName, csvName];
}
