import type { Locale } from '../../../domain';
import type { PluralMessage } from '../../message-format';

/** Quick order by SKU, pasted lines and spreadsheet upload, with its preview (storefront spec §2, §5). */
export interface QuickOrderMessages {
  title: string;
  intro: string;
  linesHeading: string;
  sku: string;
  quantity: string;
  skuOfRow: string;
  quantityOfRow: string;
  addRow: string;
  removeRow: string;
  remove: string;
  pasteLabel: string;
  pasteHint: string;
  check: string;
  uploadHeading: string;
  uploadHint: string;
  fileLabel: string;
  upload: string;
  sampleXlsx: string;
  sampleCsv: string;
  previewHeading: string;
  previewSummary: string;
  product: string;
  status: string;
  ready: string;
  notFound: string;
  inactive: string;
  mergedRows: string;
  /** The unit column and select of a row; the conversion to the sales unit; a unit the product lacks. */
  unit: string;
  unitOfRow: string;
  inSalesUnits: string;
  unknownUnit: string;
  pasteUnitHint: string;
  roundUp: string;
  useQuantity: string;
  addAll: string;
  added: PluralMessage;
  nothingToAdd: string;
  linesEmpty: string;
  tooManyLines: string;
  failed: string;
  fileProblems: {
    FILE_MISSING: string;
    FILE_TOO_LARGE: string;
    FILE_TYPE: string;
    FILE_UNREADABLE: string;
    FILE_TOO_MANY_ROWS: string;
    FILE_EMPTY: string;
  };
}

export const quickOrderMessages: Record<Locale, QuickOrderMessages> = {
  fi: {
    title: 'Pikatilaus',
    intro: 'Tilaa tuotekoodilla, EAN- tai NOBB-numerolla, liitä rivejä tai lataa taulukko.',
    linesHeading: 'Tilausrivit',
    sku: 'Tuotekoodi, EAN tai NOBB',
    quantity: 'Määrä',
    skuOfRow: 'Rivin {row} tuotekoodi',
    quantityOfRow: 'Rivin {row} määrä',
    addRow: 'Lisää rivi',
    removeRow: 'Poista rivi {row}',
    remove: 'Poista',
    pasteLabel: 'Liitä rivejä',
    pasteHint:
      'Yksi tuote riviä kohden: tuotekoodi ja määrä sarkaimella, välilyönnillä, puolipisteellä tai pilkulla erotettuina. Voit liittää sarakkeet suoraan Excelistä.',
    check: 'Tarkista rivit',
    uploadHeading: 'Lataa taulukko',
    uploadHint:
      'Excel (.xlsx) tai CSV (.csv): tuotekoodi ensimmäisessä ja määrä toisessa sarakkeessa, enintään {rows} riviä ja {size} Mt.',
    fileLabel: 'Taulukkotiedosto',
    upload: 'Lataa ja tarkista',
    sampleXlsx: 'Lataa esimerkkitiedosto (.xlsx)',
    sampleCsv: 'Lataa esimerkkitiedosto (.csv)',
    previewHeading: 'Tarkista ennen lisäämistä',
    previewSummary: '{valid}/{total} riviä voidaan lisätä ostoskoriin.',
    product: 'Tuote',
    status: 'Tila',
    ready: 'Valmis lisättäväksi',
    notFound: 'Tuotekoodilla {sku} ei löytynyt tuotetta',
    inactive: '{sku} ei ole enää saatavilla',
    mergedRows: 'Rivit {rows} yhdistetty',
    unit: 'Yksikkö',
    unitOfRow: 'Rivin {row} yksikkö',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: 'Tuotetta {sku} ei myydä yksikössä ”{unit}”. Valitse yksikkö.',
    pasteUnitHint:
      'Yksikön voi kirjoittaa määrän perään, esim. ”AAA-40 2 ltk”; ilman yksikköä määrä on myyntiyksiköissä.',
    roundUp: 'Pyöristä ylöspäin: {quantity}',
    useQuantity: 'Käytä määrää {quantity}',
    addAll: 'Lisää kaikki kelvolliset rivit ostoskoriin',
    added: { one: '{count} rivi lisätty ostoskoriin.', other: '{count} riviä lisätty ostoskoriin.' },
    nothingToAdd: 'Yhtään riviä ei voi lisätä sellaisenaan. Korjaa rivit ja yritä uudelleen.',
    linesEmpty: 'Anna vähintään yksi tuotekoodi.',
    tooManyLines: 'Pikatilauksessa voi olla enintään {rows} riviä.',
    failed: 'Tapahtui virhe. Yritä uudelleen.',
    fileProblems: {
      FILE_MISSING: 'Valitse ladattava taulukko.',
      FILE_TOO_LARGE: 'Tiedoston koko voi olla enintään {size} Mt.',
      FILE_TYPE: 'Tiedosto ei ole taulukko. Lataa Excel-työkirja (.xlsx) tai CSV-tiedosto (.csv).',
      FILE_UNREADABLE: 'Tiedostoa ei voitu lukea. Tarkista, että se on kelvollinen .xlsx- tai .csv-tiedosto.',
      FILE_TOO_MANY_ROWS: 'Tiedostossa voi olla enintään {rows} riviä.',
      FILE_EMPTY: 'Tiedostossa ei ole yhtään riviä, jolla on tuotekoodi.',
    },
  },
  nb: {
    title: 'Hurtigbestilling',
    intro: 'Bestill med varenummer, EAN- eller NOBB-nummer, lim inn linjer eller last opp et regneark.',
    linesHeading: 'Ordrelinjer',
    sku: 'Varenummer, EAN eller NOBB',
    quantity: 'Antall',
    skuOfRow: 'Varenummer på linje {row}',
    quantityOfRow: 'Antall på linje {row}',
    addRow: 'Legg til linje',
    removeRow: 'Fjern linje {row}',
    remove: 'Fjern',
    pasteLabel: 'Lim inn linjer',
    pasteHint:
      'Én linje per produkt: varenummer og antall, skilt med tabulator, mellomrom, semikolon eller komma. Du kan lime inn kolonner rett fra Excel.',
    check: 'Kontroller linjene',
    uploadHeading: 'Last opp et regneark',
    uploadHint:
      'Excel (.xlsx) eller CSV (.csv): varenummer i første kolonne og antall i andre, maks {rows} rader og {size} MB.',
    fileLabel: 'Regnearkfil',
    upload: 'Last opp og kontroller',
    sampleXlsx: 'Last ned eksempelfil (.xlsx)',
    sampleCsv: 'Last ned eksempelfil (.csv)',
    previewHeading: 'Kontroller før du legger til',
    previewSummary: '{valid} av {total} linjer kan legges i handlekurven.',
    product: 'Produkt',
    status: 'Status',
    ready: 'Klar til å legges til',
    notFound: 'Fant ikke noe produkt for {sku}',
    inactive: '{sku} er ikke lenger tilgjengelig',
    mergedRows: 'Linjene {rows} er slått sammen',
    unit: 'Enhet',
    unitOfRow: 'Enhet på linje {row}',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: '{sku} selges ikke i enheten «{unit}». Velg en enhet.',
    pasteUnitHint:
      'Du kan skrive enheten etter antallet, f.eks. «AAA-40 2 eske»; uten enhet gjelder salgsenheten.',
    roundUp: 'Rund opp til {quantity}',
    useQuantity: 'Bruk {quantity}',
    addAll: 'Legg alle gyldige linjer i handlekurven',
    added: { one: '{count} linje lagt i handlekurven.', other: '{count} linjer lagt i handlekurven.' },
    nothingToAdd: 'Ingen linjer kan legges til slik de er. Rett linjene og prøv igjen.',
    linesEmpty: 'Skriv inn minst ett varenummer.',
    tooManyLines: 'En hurtigbestilling kan ha maks {rows} linjer.',
    failed: 'Det oppstod en feil. Prøv igjen.',
    fileProblems: {
      FILE_MISSING: 'Velg et regneark å laste opp.',
      FILE_TOO_LARGE: 'Filen kan være maks {size} MB.',
      FILE_TYPE: 'Filen er ikke et regneark. Last opp en Excel-arbeidsbok (.xlsx) eller en CSV-fil (.csv).',
      FILE_UNREADABLE: 'Filen kunne ikke leses. Kontroller at den er en gyldig .xlsx- eller .csv-fil.',
      FILE_TOO_MANY_ROWS: 'Filen kan ha maks {rows} rader.',
      FILE_EMPTY: 'Filen har ingen rader med varenummer.',
    },
  },
  sv: {
    title: 'Snabborder',
    intro:
      'Beställ med artikelnummer, EAN- eller NOBB-nummer, klistra in rader eller ladda upp ett kalkylark.',
    linesHeading: 'Orderrader',
    sku: 'Artikelnummer, EAN eller NOBB',
    quantity: 'Antal',
    skuOfRow: 'Artikelnummer på rad {row}',
    quantityOfRow: 'Antal på rad {row}',
    addRow: 'Lägg till rad',
    removeRow: 'Ta bort rad {row}',
    remove: 'Ta bort',
    pasteLabel: 'Klistra in rader',
    pasteHint:
      'En rad per produkt: artikelnummer och antal, åtskilda med tabb, mellanslag, semikolon eller komma. Du kan klistra in kolumner direkt från Excel.',
    check: 'Kontrollera raderna',
    uploadHeading: 'Ladda upp ett kalkylark',
    uploadHint:
      'Excel (.xlsx) eller CSV (.csv): artikelnummer i första kolumnen och antal i andra, högst {rows} rader och {size} MB.',
    fileLabel: 'Kalkylarksfil',
    upload: 'Ladda upp och kontrollera',
    sampleXlsx: 'Ladda ner exempelfil (.xlsx)',
    sampleCsv: 'Ladda ner exempelfil (.csv)',
    previewHeading: 'Kontrollera innan du lägger till',
    previewSummary: '{valid} av {total} rader kan läggas i varukorgen.',
    product: 'Produkt',
    status: 'Status',
    ready: 'Klar att läggas till',
    notFound: 'Ingen produkt hittades för {sku}',
    inactive: '{sku} finns inte längre',
    mergedRows: 'Raderna {rows} har slagits ihop',
    unit: 'Enhet',
    unitOfRow: 'Enhet på rad {row}',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: '{sku} säljs inte i enheten ”{unit}”. Välj en enhet.',
    pasteUnitHint:
      'Du kan skriva enheten efter antalet, t.ex. ”AAA-40 2 krt”; utan enhet gäller försäljningsenheten.',
    roundUp: 'Avrunda uppåt till {quantity}',
    useQuantity: 'Använd {quantity}',
    addAll: 'Lägg alla giltiga rader i varukorgen',
    added: { one: '{count} rad lades i varukorgen.', other: '{count} rader lades i varukorgen.' },
    nothingToAdd: 'Ingen rad kan läggas till som den är. Rätta raderna och försök igen.',
    linesEmpty: 'Ange minst ett artikelnummer.',
    tooManyLines: 'En snabborder kan ha högst {rows} rader.',
    failed: 'Ett fel uppstod. Försök igen.',
    fileProblems: {
      FILE_MISSING: 'Välj ett kalkylark att ladda upp.',
      FILE_TOO_LARGE: 'Filen får vara högst {size} MB.',
      FILE_TYPE: 'Filen är inget kalkylark. Ladda upp en Excel-arbetsbok (.xlsx) eller en CSV-fil (.csv).',
      FILE_UNREADABLE: 'Filen kunde inte läsas. Kontrollera att den är en giltig .xlsx- eller .csv-fil.',
      FILE_TOO_MANY_ROWS: 'Filen får ha högst {rows} rader.',
      FILE_EMPTY: 'Filen har inga rader med artikelnummer.',
    },
  },
  en: {
    title: 'Quick order',
    intro: 'Order by SKU, EAN or NOBB number, paste lines or upload a spreadsheet.',
    linesHeading: 'Order lines',
    sku: 'SKU, EAN or NOBB',
    quantity: 'Quantity',
    skuOfRow: 'SKU of line {row}',
    quantityOfRow: 'Quantity of line {row}',
    addRow: 'Add line',
    removeRow: 'Remove line {row}',
    remove: 'Remove',
    pasteLabel: 'Paste lines',
    pasteHint:
      'One line per product: SKU and quantity, separated by a tab, a space, a semicolon or a comma. You can paste columns straight from Excel.',
    check: 'Check lines',
    uploadHeading: 'Upload a spreadsheet',
    uploadHint:
      'Excel (.xlsx) or CSV (.csv): SKU in the first column and quantity in the second, at most {rows} rows and {size} MB.',
    fileLabel: 'Spreadsheet file',
    upload: 'Upload and check',
    sampleXlsx: 'Download sample file (.xlsx)',
    sampleCsv: 'Download sample file (.csv)',
    previewHeading: 'Check before adding',
    previewSummary: '{valid} of {total} lines can be added to the cart.',
    product: 'Product',
    status: 'Status',
    ready: 'Ready to add',
    notFound: 'No product found for {sku}',
    inactive: '{sku} is no longer available',
    mergedRows: 'Lines {rows} merged',
    unit: 'Unit',
    unitOfRow: 'Unit of line {row}',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: '{sku} is not sold by “{unit}”. Choose a unit.',
    pasteUnitHint:
      'You may write the unit after the quantity, e.g. “AAA-40 2 box”; without one, the quantity is in the sales unit.',
    roundUp: 'Round up to {quantity}',
    useQuantity: 'Use {quantity}',
    addAll: 'Add all valid lines to cart',
    added: { one: '{count} line added to the cart.', other: '{count} lines added to the cart.' },
    nothingToAdd: 'No line can be added as it is. Correct the lines and try again.',
    linesEmpty: 'Enter at least one SKU.',
    tooManyLines: 'A quick order can have at most {rows} lines.',
    failed: 'An error occurred, try again.',
    fileProblems: {
      FILE_MISSING: 'Choose a spreadsheet to upload.',
      FILE_TOO_LARGE: 'The file can be at most {size} MB.',
      FILE_TYPE: 'This file is not a spreadsheet. Upload an Excel workbook (.xlsx) or a CSV file (.csv).',
      FILE_UNREADABLE: 'The file could not be read. Check that it is a valid .xlsx or .csv file.',
      FILE_TOO_MANY_ROWS: 'The file can have at most {rows} rows.',
      FILE_EMPTY: 'The file has no rows with a SKU.',
    },
  },
  fr: {
    title: 'Commande rapide',
    intro: 'Commandez par référence, code EAN ou numéro NOBB, collez des lignes ou importez un tableur.',
    linesHeading: 'Lignes de commande',
    sku: 'Référence, EAN ou NOBB',
    quantity: 'Quantité',
    skuOfRow: 'Référence de la ligne {row}',
    quantityOfRow: 'Quantité de la ligne {row}',
    addRow: 'Ajouter une ligne',
    removeRow: 'Supprimer la ligne {row}',
    remove: 'Supprimer',
    pasteLabel: 'Coller des lignes',
    pasteHint:
      'Une ligne par produit : référence et quantité, séparées par une tabulation, un espace, un point-virgule ou une virgule. Vous pouvez coller des colonnes directement depuis Excel.',
    check: 'Vérifier les lignes',
    uploadHeading: 'Importer un tableur',
    uploadHint:
      'Excel (.xlsx) ou CSV (.csv) : référence dans la première colonne et quantité dans la deuxième, {rows} lignes et {size} Mo au maximum.',
    fileLabel: 'Fichier tableur',
    upload: 'Importer et vérifier',
    sampleXlsx: 'Télécharger un fichier d’exemple (.xlsx)',
    sampleCsv: 'Télécharger un fichier d’exemple (.csv)',
    previewHeading: 'Vérifier avant d’ajouter',
    previewSummary: '{valid} lignes sur {total} peuvent être ajoutées au panier.',
    product: 'Produit',
    status: 'État',
    ready: 'Prête à être ajoutée',
    notFound: 'Aucun produit trouvé pour {sku}',
    inactive: '{sku} n’est plus disponible',
    mergedRows: 'Lignes {rows} regroupées',
    unit: 'Unité',
    unitOfRow: 'Unité de la ligne {row}',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: '{sku} n’est pas vendu à l’unité « {unit} ». Choisissez une unité.',
    pasteUnitHint:
      'Vous pouvez indiquer l’unité après la quantité, p. ex. « AAA-40 2 carton » ; sans unité, la quantité est dans l’unité de vente.',
    roundUp: 'Arrondir à {quantity}',
    useQuantity: 'Utiliser {quantity}',
    addAll: 'Ajouter toutes les lignes valides au panier',
    added: { one: '{count} ligne ajoutée au panier.', other: '{count} lignes ajoutées au panier.' },
    nothingToAdd: 'Aucune ligne ne peut être ajoutée telle quelle. Corrigez les lignes et réessayez.',
    linesEmpty: 'Saisissez au moins une référence.',
    tooManyLines: 'Une commande rapide comporte au maximum {rows} lignes.',
    failed: 'Une erreur s’est produite, veuillez réessayer.',
    fileProblems: {
      FILE_MISSING: 'Choisissez un tableur à importer.',
      FILE_TOO_LARGE: 'Le fichier ne doit pas dépasser {size} Mo.',
      FILE_TYPE:
        'Ce fichier n’est pas un tableur. Importez un classeur Excel (.xlsx) ou un fichier CSV (.csv).',
      FILE_UNREADABLE:
        'Le fichier n’a pas pu être lu. Vérifiez qu’il s’agit d’un fichier .xlsx ou .csv valide.',
      FILE_TOO_MANY_ROWS: 'Le fichier ne doit pas dépasser {rows} lignes.',
      FILE_EMPTY: 'Le fichier ne contient aucune ligne avec une référence.',
    },
  },
  it: {
    title: 'Ordine rapido',
    intro: 'Ordina per codice articolo, EAN o numero NOBB, incolla righe o carica un foglio di calcolo.',
    linesHeading: 'Righe d’ordine',
    sku: 'Codice articolo, EAN o NOBB',
    quantity: 'Quantità',
    skuOfRow: 'Codice articolo della riga {row}',
    quantityOfRow: 'Quantità della riga {row}',
    addRow: 'Aggiungi riga',
    removeRow: 'Rimuovi la riga {row}',
    remove: 'Rimuovi',
    pasteLabel: 'Incolla righe',
    pasteHint:
      'Una riga per prodotto: codice e quantità, separati da tabulazione, spazio, punto e virgola o virgola. Puoi incollare le colonne direttamente da Excel.',
    check: 'Verifica le righe',
    uploadHeading: 'Carica un foglio di calcolo',
    uploadHint:
      'Excel (.xlsx) o CSV (.csv): codice articolo nella prima colonna e quantità nella seconda, al massimo {rows} righe e {size} MB.',
    fileLabel: 'File del foglio di calcolo',
    upload: 'Carica e verifica',
    sampleXlsx: 'Scarica il file di esempio (.xlsx)',
    sampleCsv: 'Scarica il file di esempio (.csv)',
    previewHeading: 'Verifica prima di aggiungere',
    previewSummary: '{valid} righe su {total} possono essere aggiunte al carrello.',
    product: 'Prodotto',
    status: 'Stato',
    ready: 'Pronta per l’aggiunta',
    notFound: 'Nessun prodotto trovato per {sku}',
    inactive: '{sku} non è più disponibile',
    mergedRows: 'Righe {rows} unite',
    unit: 'Unità',
    unitOfRow: 'Unità della riga {row}',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: '{sku} non è venduto in “{unit}”. Scegli un’unità.',
    pasteUnitHint:
      'Puoi scrivere l’unità dopo la quantità, ad es. “AAA-40 2 scatola”; senza unità vale l’unità di vendita.',
    roundUp: 'Arrotonda a {quantity}',
    useQuantity: 'Usa {quantity}',
    addAll: 'Aggiungi al carrello tutte le righe valide',
    added: { one: '{count} riga aggiunta al carrello.', other: '{count} righe aggiunte al carrello.' },
    nothingToAdd: 'Nessuna riga può essere aggiunta così com’è. Correggi le righe e riprova.',
    linesEmpty: 'Inserisci almeno un codice articolo.',
    tooManyLines: 'Un ordine rapido può avere al massimo {rows} righe.',
    failed: 'Si è verificato un errore, riprova.',
    fileProblems: {
      FILE_MISSING: 'Scegli un foglio di calcolo da caricare.',
      FILE_TOO_LARGE: 'Il file può essere al massimo di {size} MB.',
      FILE_TYPE:
        'Questo file non è un foglio di calcolo. Carica una cartella di lavoro Excel (.xlsx) o un file CSV (.csv).',
      FILE_UNREADABLE: 'Impossibile leggere il file. Verifica che sia un file .xlsx o .csv valido.',
      FILE_TOO_MANY_ROWS: 'Il file può avere al massimo {rows} righe.',
      FILE_EMPTY: 'Il file non contiene righe con un codice articolo.',
    },
  },
  da: {
    title: 'Hurtigordre',
    intro: 'Bestil med varenummer, EAN- eller NOBB-nummer, indsæt linjer eller upload et regneark.',
    linesHeading: 'Ordrelinjer',
    sku: 'Varenummer, EAN eller NOBB',
    quantity: 'Antal',
    skuOfRow: 'Varenummer på linje {row}',
    quantityOfRow: 'Antal på linje {row}',
    addRow: 'Tilføj linje',
    removeRow: 'Fjern linje {row}',
    remove: 'Fjern',
    pasteLabel: 'Indsæt linjer',
    pasteHint:
      'Én linje pr. produkt: varenummer og antal, adskilt af tabulator, mellemrum, semikolon eller komma. Du kan indsætte kolonner direkte fra Excel.',
    check: 'Kontrollér linjerne',
    uploadHeading: 'Upload et regneark',
    uploadHint:
      'Excel (.xlsx) eller CSV (.csv): varenummer i første kolonne og antal i anden, højst {rows} rækker og {size} MB.',
    fileLabel: 'Regnearksfil',
    upload: 'Upload og kontrollér',
    sampleXlsx: 'Hent eksempelfil (.xlsx)',
    sampleCsv: 'Hent eksempelfil (.csv)',
    previewHeading: 'Kontrollér, før du tilføjer',
    previewSummary: '{valid} af {total} linjer kan lægges i kurven.',
    product: 'Produkt',
    status: 'Status',
    ready: 'Klar til at blive tilføjet',
    notFound: 'Der blev ikke fundet noget produkt for {sku}',
    inactive: '{sku} fås ikke længere',
    mergedRows: 'Linjerne {rows} er lagt sammen',
    unit: 'Enhed',
    unitOfRow: 'Enhed på linje {row}',
    inSalesUnits: '= {quantity} {unit}',
    unknownUnit: '{sku} sælges ikke i enheden »{unit}«. Vælg en enhed.',
    pasteUnitHint:
      'Du kan skrive enheden efter antallet, f.eks. »AAA-40 2 æske«; uden enhed gælder salgsenheden.',
    roundUp: 'Rund op til {quantity}',
    useQuantity: 'Brug {quantity}',
    addAll: 'Læg alle gyldige linjer i kurven',
    added: { one: '{count} linje lagt i kurven.', other: '{count} linjer lagt i kurven.' },
    nothingToAdd: 'Ingen linjer kan tilføjes, som de er. Ret linjerne, og prøv igen.',
    linesEmpty: 'Angiv mindst ét varenummer.',
    tooManyLines: 'En hurtigordre kan have højst {rows} linjer.',
    failed: 'Der opstod en fejl. Prøv igen.',
    fileProblems: {
      FILE_MISSING: 'Vælg et regneark, der skal uploades.',
      FILE_TOO_LARGE: 'Filen må højst være på {size} MB.',
      FILE_TYPE: 'Filen er ikke et regneark. Upload en Excel-projektmappe (.xlsx) eller en CSV-fil (.csv).',
      FILE_UNREADABLE: 'Filen kunne ikke læses. Kontrollér, at det er en gyldig .xlsx- eller .csv-fil.',
      FILE_TOO_MANY_ROWS: 'Filen må højst have {rows} rækker.',
      FILE_EMPTY: 'Filen har ingen rækker med et varenummer.',
    },
  },
};
