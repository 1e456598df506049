import type { Locale } from '@tradeshop/shared';
import { formatNumber as n, type LocalisedText } from './localised-text';
import type { Archetype, AttributeValue } from './product-archetypes';
import { ATTRIBUTE_OPTION_LABELS, type FamilyCode } from './reference-data';

/** What the name and description templates of a product may use. */
export interface TextContext {
  brandName: string;
  lineName: string;
  categoryCode: string;
  archetype: Archetype;
  attributes: Readonly<Record<string, AttributeValue>>;
}

interface FamilyTexts {
  name(locale: Locale, context: TextContext): string;
  description(locale: Locale, context: TextContext): string;
}

type Phrase = LocalisedText;
type PhraseOf<T extends string> = Record<T, Phrase>;

/** French and Italian put the brand after the product noun; the others lead with it. */
function withBrand(locale: Locale, brand: string, noun: string, rest: string): string {
  return locale === 'fr' || locale === 'it' ? `${noun} ${brand}${rest}` : `${brand} ${noun}${rest}`;
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

function optionLabel(attribute: string, value: AttributeValue, locale: Locale): string {
  return ATTRIBUTE_OPTION_LABELS[attribute]?.[String(value)]?.[locale] ?? String(value);
}

const num = (context: TextContext, code: string): number => Number(context.attributes[code]);

// ---------------------------------------------------------------------------------------------- batteries

type BatteryForm =
  | 'alkaline'
  | 'alkaline-bulk'
  | 'lithium'
  | 'li-ion'
  | 'nimh'
  | 'lithium-coin'
  | 'alkaline-button'
  | 'silver-oxide'
  | 'zinc-carbon'
  | 'lead-acid';

const BATTERY_NOUN: Record<BatteryForm, Record<Locale, (size: string) => string>> = {
  alkaline: {
    fi: (s) => `${s}-alkaliparisto`,
    nb: (s) => `${s} alkalisk batteri`,
    sv: (s) => `${s} alkaliskt batteri`,
    en: (s) => `${s} Alkaline Battery`,
    fr: (s) => `Pile alcaline ${s}`,
    it: (s) => `Pila alcalina ${s}`,
    da: (s) => `${s} alkalisk batteri`,
  },
  'alkaline-bulk': {
    fi: (s) => `${s}-alkaliparisto, teollisuuspakkaus`,
    nb: (s) => `${s} alkalisk batteri, industripakning`,
    sv: (s) => `${s} alkaliskt batteri, industriförpackning`,
    en: (s) => `${s} Alkaline Battery, Industrial Pack`,
    fr: (s) => `Pile alcaline ${s} industrielle`,
    it: (s) => `Pila alcalina ${s} industriale`,
    da: (s) => `${s} alkalisk batteri, industripakning`,
  },
  lithium: {
    fi: (s) => `${s}-litiumparisto`,
    nb: (s) => `${s} litiumbatteri`,
    sv: (s) => `${s} litiumbatteri`,
    en: (s) => `${s} Lithium Battery`,
    fr: (s) => `Pile lithium ${s}`,
    it: (s) => `Pila al litio ${s}`,
    da: (s) => `${s} lithiumbatteri`,
  },
  'li-ion': {
    fi: (s) => `${s}-litiumioniakku`,
    nb: (s) => `${s} litium-ion-celle`,
    sv: (s) => `${s} litiumjoncell`,
    en: (s) => `${s} Li-ion Cell`,
    fr: (s) => `Accu Li-ion ${s}`,
    it: (s) => `Batteria Li-ion ${s}`,
    da: (s) => `${s} lithium-ion-celle`,
  },
  nimh: {
    fi: (s) => `Ladattava ${s}-NiMH-akku`,
    nb: (s) => `${s} oppladbart NiMH-batteri`,
    sv: (s) => `${s} laddningsbart NiMH-batteri`,
    en: (s) => `${s} Rechargeable NiMH Battery`,
    fr: (s) => `Accu rechargeable NiMH ${s}`,
    it: (s) => `Batteria ricaricabile NiMH ${s}`,
    da: (s) => `${s} genopladeligt NiMH-batteri`,
  },
  'lithium-coin': {
    fi: (s) => `${s}-litiumnappiparisto`,
    nb: (s) => `${s} litium-knappcelle`,
    sv: (s) => `${s} litium-knappcell`,
    en: (s) => `${s} Lithium Coin Cell`,
    fr: (s) => `Pile bouton lithium ${s}`,
    it: (s) => `Pila a bottone al litio ${s}`,
    da: (s) => `${s} lithium-knapcelle`,
  },
  'alkaline-button': {
    fi: (s) => `${s}-alkalinappiparisto`,
    nb: (s) => `${s} alkalisk knappcelle`,
    sv: (s) => `${s} alkalisk knappcell`,
    en: (s) => `${s} Alkaline Button Cell`,
    fr: (s) => `Pile bouton alcaline ${s}`,
    it: (s) => `Pila a bottone alcalina ${s}`,
    da: (s) => `${s} alkalisk knapcelle`,
  },
  'silver-oxide': {
    fi: (s) => `${s}-hopeaoksidinappiparisto`,
    nb: (s) => `${s} sølvoksid-knappcelle`,
    sv: (s) => `${s} silveroxid-knappcell`,
    en: (s) => `${s} Silver Oxide Button Cell`,
    fr: (s) => `Pile bouton oxyde d'argent ${s}`,
    it: (s) => `Pila a bottone all'ossido d'argento ${s}`,
    da: (s) => `${s} sølvoxid-knapcelle`,
  },
  'zinc-carbon': {
    fi: (s) => `${s}-hiili-sinkkiparisto`,
    nb: (s) => `${s} sink-karbon-batteri`,
    sv: (s) => `${s} kol-zinkbatteri`,
    en: (s) => `${s} Zinc-Carbon Battery`,
    fr: (s) => `Pile saline ${s}`,
    it: (s) => `Pila zinco-carbone ${s}`,
    da: (s) => `${s} zink-kul-batteri`,
  },
  'lead-acid': {
    fi: () => 'Suljettu lyijyakku',
    nb: () => 'Forseglet blybatteri',
    sv: () => 'Slutet blybatteri',
    en: () => 'Sealed Lead-Acid Battery',
    fr: () => 'Batterie plomb étanche',
    it: () => 'Batteria al piombo ermetica',
    da: () => 'Lukket blybatteri',
  },
};

function packPhrase(locale: Locale, count: number): string {
  if (count === 1) {
    return { fi: '1 kpl', nb: '1 stk', sv: '1 st', en: '1 pc', fr: "à l'unité", it: '1 pezzo', da: '1 stk' }[
      locale
    ];
  }
  return {
    fi: `${count} kpl`,
    nb: `${count}-pakning`,
    sv: `${count}-pack`,
    en: `${count}-pack`,
    fr: `lot de ${count}`,
    it: `confezione da ${count}`,
    da: `${count}-pak`,
  }[locale];
}

function capacityText(locale: Locale, milliampHours: number, chemistry: AttributeValue): string {
  return chemistry === 'lead-acid' ? `${n(locale, milliampHours / 1000)} Ah` : `${milliampHours} mAh`;
}

type BatteryUse =
  | 'alkaline'
  | 'lithium'
  | 'li-ion'
  | 'nimh'
  | 'coin'
  | 'button'
  | 'ninevolt'
  | 'lantern'
  | 'remote'
  | 'panel'
  | 'bulk';

const BATTERY_USES: PhraseOf<BatteryUse> = {
  alkaline: {
    fi: 'kaukosäätimiin, leluihin, kelloihin ja langattomiin näppäimistöihin',
    nb: 'fjernkontroller, leker, klokker og trådløse tastaturer',
    sv: 'fjärrkontroller, leksaker, klockor och trådlösa tangentbord',
    en: 'remote controls, toys, clocks and wireless keyboards',
    fr: 'télécommandes, jouets, horloges et claviers sans fil',
    it: 'telecomandi, giocattoli, orologi e tastiere wireless',
    da: 'fjernbetjeninger, legetøj, ure og trådløse tastaturer',
  },
  lithium: {
    fi: 'kameroihin, GPS-laitteisiin, ovilukkoihin ja hälytysantureihin',
    nb: 'kameraer, GPS-enheter, dørlåser og alarmsensorer',
    sv: 'kameror, GPS-enheter, dörrlås och larmsensorer',
    en: 'cameras, GPS devices, door locks and alarm sensors',
    fr: "appareils photo, GPS, serrures connectées et capteurs d'alarme",
    it: 'fotocamere, dispositivi GPS, serrature elettroniche e sensori di allarme',
    da: 'kameraer, GPS-enheder, dørlåse og alarmsensorer',
  },
  'li-ion': {
    fi: 'akkupaketteihin, tehokkaisiin taskulamppuihin ja mittalaitteisiin',
    nb: 'batteripakker, kraftige lommelykter og måleinstrumenter',
    sv: 'batteripaket, kraftfulla ficklampor och mätinstrument',
    en: 'battery packs, high-drain torches and measuring instruments',
    fr: 'packs de batteries, lampes torches puissantes et instruments de mesure',
    it: 'pacchi batteria, torce ad alto assorbimento e strumenti di misura',
    da: 'batteripakker, kraftige lommelygter og måleinstrumenter',
  },
  nimh: {
    fi: 'peliohjaimiin, langattomiin puhelimiin, kameran salamoihin ja leluihin',
    nb: 'spillkontroller, trådløse telefoner, kamerablitser og leker',
    sv: 'handkontroller, trådlösa telefoner, kamerablixtar och leksaker',
    en: 'game controllers, cordless phones, camera flashes and toys',
    fr: 'manettes de jeu, téléphones sans fil, flashs et jouets',
    it: 'controller di gioco, telefoni cordless, flash e giocattoli',
    da: 'spilcontrollere, trådløse telefoner, kamerablitz og legetøj',
  },
  coin: {
    fi: 'autonavaimiin, keittiövaakoihin, laskimiin ja tietokoneiden emolevyihin',
    nb: 'bilnøkler, kjøkkenvekter, kalkulatorer og hovedkort',
    sv: 'bilnycklar, köksvågar, miniräknare och moderkort',
    en: 'car keys, kitchen scales, calculators and computer motherboards',
    fr: 'clés de voiture, balances de cuisine, calculatrices et cartes mères',
    it: 'chiavi auto, bilance da cucina, calcolatrici e schede madri',
    da: 'bilnøgler, køkkenvægte, lommeregnere og bundkort',
  },
  button: {
    fi: 'rannekelloihin, kuulokojeisiin, kuumemittareihin ja pieniin leluihin',
    nb: 'armbåndsur, høreapparater, termometre og små leker',
    sv: 'armbandsur, hörapparater, termometrar och små leksaker',
    en: 'watches, hearing aids, thermometers and small toys',
    fr: 'montres, appareils auditifs, thermomètres et petits jouets',
    it: 'orologi, apparecchi acustici, termometri e piccoli giocattoli',
    da: 'armbåndsure, høreapparater, termometre og småt legetøj',
  },
  ninevolt: {
    fi: 'palovaroittimiin, yleismittareihin ja langattomiin mikrofoneihin',
    nb: 'røykvarslere, multimetre og trådløse mikrofoner',
    sv: 'brandvarnare, multimetrar och trådlösa mikrofoner',
    en: 'smoke alarms, multimeters and wireless microphones',
    fr: 'détecteurs de fumée, multimètres et micros sans fil',
    it: 'rilevatori di fumo, multimetri e microfoni wireless',
    da: 'røgalarmer, multimetre og trådløse mikrofoner',
  },
  lantern: {
    fi: 'lyhtyihin, litteäparistotaskulamppuihin ja koulujen kokeisiin',
    nb: 'lykter, lommelykter for flatbatteri og skoleforsøk',
    sv: 'lyktor, ficklampor för flatbatteri och skolexperiment',
    en: 'lanterns, flat-battery torches and school experiments',
    fr: 'lanternes, lampes à pile plate et expériences scolaires',
    it: 'lanterne, torce a pila piatta ed esperimenti scolastici',
    da: 'lygter, lommelygter til fladbatteri og skoleforsøg',
  },
  remote: {
    fi: 'autotallin ovien avaajiin, autohälyttimiin ja ovikelloihin',
    nb: 'garasjeportåpnere, billalarmer og dørklokker',
    sv: 'garageportsöppnare, billarm och dörrklockor',
    en: 'garage door openers, car alarms and doorbells',
    fr: 'ouvre-portes de garage, alarmes auto et sonnettes',
    it: 'apricancello, allarmi auto e campanelli',
    da: 'garageportåbnere, bilalarmer og dørklokker',
  },
  panel: {
    fi: 'hälytyskeskuksiin, UPS-laitteisiin, turvavalaistukseen ja kulunvalvontaan',
    nb: 'alarmsentraler, UPS-enheter, nødlys og adgangskontroll',
    sv: 'larmcentraler, UPS-enheter, nödbelysning och passersystem',
    en: 'alarm panels, UPS units, emergency lighting and access control',
    fr: "centrales d'alarme, onduleurs, éclairage de secours et contrôle d'accès",
    it: 'centrali di allarme, gruppi di continuità, illuminazione di emergenza e controllo accessi',
    da: 'alarmcentraler, UPS-enheder, nødbelysning og adgangskontrol',
  },
  bulk: {
    fi: 'laitevalmistajille, huolto-osastoille ja suurkuluttajille',
    nb: 'utstyrsprodusenter, serviceavdelinger og storforbrukere',
    sv: 'utrustningstillverkare, serviceavdelningar och storförbrukare',
    en: 'equipment makers, service departments and high-volume users',
    fr: "fabricants d'équipements, services de maintenance et grands consommateurs",
    it: 'costruttori di apparecchiature, reparti di assistenza e grandi utilizzatori',
    da: 'udstyrsproducenter, serviceafdelinger og storforbrugere',
  },
};

function batteryUse(form: BatteryForm, size: string): BatteryUse {
  if (size === '9V') return 'ninevolt';
  if (size === '3LR12' || size === '4R25') return 'lantern';
  if (size === '23A') return 'remote';
  switch (form) {
    case 'lead-acid':
      return 'panel';
    case 'alkaline-bulk':
      return 'bulk';
    case 'lithium-coin':
      return 'coin';
    case 'alkaline-button':
    case 'silver-oxide':
      return 'button';
    case 'zinc-carbon':
      return 'lantern';
    case 'lithium':
    case 'li-ion':
    case 'nimh':
    case 'alkaline':
      return form;
  }
}

const BATTERY_FEATURE: Record<BatteryForm, Record<Locale, (shelfLife: number) => string>> = {
  alkaline: {
    fi: (y) => `Vuotosuojattu rakenne ja jopa ${y} vuoden säilyvyys.`,
    nb: (y) => `Lekkasjesikker konstruksjon og opptil ${y} års lagringstid.`,
    sv: (y) => `Läckageskyddad konstruktion och upp till ${y} års lagringstid.`,
    en: (y) => `Leak-protected construction and a shelf life of up to ${y} years.`,
    fr: (y) => `Protection anti-fuite et durée de conservation jusqu'à ${y} ans.`,
    it: (y) => `Struttura a prova di perdite e conservazione fino a ${y} anni.`,
    da: (y) => `Lækagesikker konstruktion og op til ${y} års holdbarhed.`,
  },
  'alkaline-bulk': {
    fi: (y) => `Pakattu ilman läpipainopakkauksia, säilyvyys jopa ${y} vuotta.`,
    nb: (y) => `Pakket uten blister, med opptil ${y} års lagringstid.`,
    sv: (y) => `Förpackade utan blister, med upp till ${y} års lagringstid.`,
    en: (y) => `Packed without blisters, with a shelf life of up to ${y} years.`,
    fr: (y) => `Conditionnées sans blister, conservation jusqu'à ${y} ans.`,
    it: (y) => `Confezionate senza blister, con conservazione fino a ${y} anni.`,
    da: (y) => `Pakket uden blister og med op til ${y} års holdbarhed.`,
  },
  lithium: {
    fi: () => 'Toimii −40 °C:sta +60 °C:seen ja painaa kolmanneksen vähemmän kuin alkaliparisto.',
    nb: () => 'Fungerer fra −40 °C til +60 °C og veier en tredjedel mindre enn et alkalisk batteri.',
    sv: () => 'Fungerar från −40 °C till +60 °C och väger en tredjedel mindre än ett alkaliskt batteri.',
    en: () => 'Works from −40 °C to +60 °C and weighs a third less than an alkaline cell.',
    fr: () => "Fonctionne de −40 °C à +60 °C et pèse un tiers de moins qu'une pile alcaline.",
    it: () => 'Funziona da −40 °C a +60 °C e pesa un terzo in meno di una pila alcalina.',
    da: () => 'Virker fra −40 °C til +60 °C og vejer en tredjedel mindre end et alkalisk batteri.',
  },
  'li-ion': {
    fi: () => 'Suojapiirillä varustettu kenno kestää 500 latauskertaa.',
    nb: () => 'Beskyttet celle beregnet for 500 ladesykluser.',
    sv: () => 'Skyddad cell som klarar 500 laddningscykler.',
    en: () => 'Protected cell rated for 500 charge cycles.',
    fr: () => 'Cellule protégée prévue pour 500 cycles de charge.',
    it: () => 'Cella protetta progettata per 500 cicli di ricarica.',
    da: () => 'Beskyttet celle beregnet til 500 opladninger.',
  },
  nimh: {
    fi: () =>
      'Valmiiksi ladattu ja heti käyttövalmis; säilyttää 70 % varauksestaan vuoden varastoinnin jälkeen.',
    nb: () => 'Forhåndsladet og klar til bruk; beholder 70 % av ladningen etter ett års lagring.',
    sv: () => 'Förladdat och klart att använda; behåller 70 % av laddningen efter ett års förvaring.',
    en: () => 'Pre-charged and ready to use; keeps 70% of its charge after a year in storage.',
    fr: () => "Préchargé et prêt à l'emploi ; conserve 70 % de sa charge après un an de stockage.",
    it: () => "Precaricata e pronta all'uso; mantiene il 70% della carica dopo un anno di stoccaggio.",
    da: () => 'Forudopladet og klar til brug; bevarer 70 % af ladningen efter et års opbevaring.',
  },
  'lithium-coin': {
    fi: () => 'Lapsiturvallinen pakkaus ja karvas pinnoite, joka ehkäisee nielemistä.',
    nb: () => 'Barnesikker emballasje og bitter overflate som motvirker svelging.',
    sv: () => 'Barnsäker förpackning och bitter beläggning som motverkar att cellen sväljs.',
    en: () => 'Child-resistant packaging and a bitter coating that discourages swallowing.',
    fr: () => "Emballage de sécurité enfant et revêtement amer qui dissuade l'ingestion.",
    it: () => "Confezione a prova di bambino e rivestimento amaro che scoraggia l'ingestione.",
    da: () => 'Børnesikker emballage og bitter belægning, der modvirker slugning.',
  },
  'alkaline-button': {
    fi: () => 'Elohopeaton paristo, jonka jännite pysyy vakaana loppuun asti.',
    nb: () => 'Kvikksølvfri celle med stabil spenning helt til den er brukt opp.',
    sv: () => 'Kvicksilverfri cell med stabil spänning ända tills den är förbrukad.',
    en: () => 'Mercury-free cell with a stable voltage until the end of its life.',
    fr: () => "Pile sans mercure à tension stable jusqu'en fin de vie.",
    it: () => 'Pila senza mercurio con tensione stabile fino a fine vita.',
    da: () => 'Kviksølvfri celle med stabil spænding, indtil den er brugt op.',
  },
  'silver-oxide': {
    fi: () => 'Elohopeaton hopeaoksidiparisto, jonka jännite pysyy vakaana loppuun asti.',
    nb: () => 'Kvikksølvfri sølvoksidcelle med stabil spenning helt til den er brukt opp.',
    sv: () => 'Kvicksilverfri silveroxidcell med stabil spänning ända tills den är förbrukad.',
    en: () => 'Mercury-free silver oxide cell with a stable voltage until the end of its life.',
    fr: () => "Pile à l'oxyde d'argent sans mercure, à tension stable jusqu'en fin de vie.",
    it: () => "Pila all'ossido d'argento senza mercurio con tensione stabile fino a fine vita.",
    da: () => 'Kviksølvfri sølvoxidcelle med stabil spænding, indtil den er brugt op.',
  },
  'zinc-carbon': {
    fi: () => 'Edullinen valinta vähän virtaa kuluttaviin laitteisiin.',
    nb: () => 'Et rimelig valg for apparater med lavt strømforbruk.',
    sv: () => 'Ett prisvärt val för apparater med låg strömförbrukning.',
    en: () => 'An economical choice for low-drain devices.',
    fr: () => 'Un choix économique pour les appareils à faible consommation.',
    it: () => 'Una scelta economica per dispositivi a basso consumo.',
    da: () => 'Et økonomisk valg til apparater med lavt strømforbrug.',
  },
  'lead-acid': {
    fi: () => 'Huoltovapaa AGM-rakenne, jonka voi asentaa missä asennossa tahansa.',
    nb: () => 'Vedlikeholdsfri AGM-konstruksjon som kan monteres i alle stillinger.',
    sv: () => 'Underhållsfri AGM-konstruktion som kan monteras i valfritt läge.',
    en: () => 'Maintenance-free AGM design that can be installed in any position.',
    fr: () => 'Technologie AGM sans entretien, installable dans toutes les positions.',
    it: () => 'Tecnologia AGM senza manutenzione, installabile in qualsiasi posizione.',
    da: () => 'Vedligeholdelsesfri AGM-konstruktion, der kan monteres i enhver position.',
  },
};

const BATTERIES: FamilyTexts = {
  name(locale, context) {
    const form = context.archetype.kind as BatteryForm;
    const size = String(context.attributes.size);
    const noun = BATTERY_NOUN[form][locale](size);
    const capacity = capacityText(locale, num(context, 'capacity'), context.attributes.chemistry);
    const rest = ` ${n(locale, num(context, 'voltage'))} V ${capacity}, ${packPhrase(locale, num(context, 'pack_size'))}`;
    return withBrand(locale, context.brandName, noun, rest);
  },
  description(locale, context) {
    const form = context.archetype.kind as BatteryForm;
    const uses = BATTERY_USES[batteryUse(form, String(context.attributes.size))][locale];
    const line = context.lineName;
    const first = {
      fi: `${line} tuo luotettavaa virtaa ${uses}.`,
      nb: `Pålitelig strøm fra ${line} til ${uses}.`,
      sv: `Pålitlig ström från ${line} för ${uses}.`,
      en: `Reliable power from ${line} for ${uses}.`,
      fr: `Une alimentation fiable signée ${line} pour ${uses}.`,
      it: `Alimentazione affidabile firmata ${line} per ${uses}.`,
      da: `Pålidelig strøm fra ${line} til ${uses}.`,
    }[locale];
    const second = BATTERY_FEATURE[form][locale](num(context, 'shelf_life'));
    const capacity = capacityText(locale, num(context, 'capacity'), context.attributes.chemistry);
    const pack = num(context, 'pack_size');
    const third =
      pack > 1
        ? {
            fi: `Toimitetaan ${pack} kappaleen pakkauksessa; nimelliskapasiteetti ${capacity}.`,
            nb: `Leveres i ${pack}-pakning; nominell kapasitet ${capacity}.`,
            sv: `Levereras i ${pack}-pack; nominell kapacitet ${capacity}.`,
            en: `Supplied as a ${pack}-pack; nominal capacity ${capacity}.`,
            fr: `Livré par lot de ${pack} ; capacité nominale ${capacity}.`,
            it: `Confezione da ${pack} pezzi; capacità nominale ${capacity}.`,
            da: `Leveres i ${pack}-pak; nominel kapacitet ${capacity}.`,
          }[locale]
        : {
            fi: `Nimelliskapasiteetti ${capacity}.`,
            nb: `Nominell kapasitet ${capacity}.`,
            sv: `Nominell kapacitet ${capacity}.`,
            en: `Nominal capacity ${capacity}.`,
            fr: `Capacité nominale ${capacity}.`,
            it: `Capacità nominale ${capacity}.`,
            da: `Nominel kapacitet ${capacity}.`,
          }[locale];
    return `${first} ${second} ${third}`;
  },
};

// ----------------------------------------------------------------------------------------------- chargers

const SAFETY_SENTENCE: Phrase = {
  fi: 'Suojattu ylilataukselta, oikosululta ja ylikuumenemiselta.',
  nb: 'Beskyttet mot overlading, kortslutning og overoppheting.',
  sv: 'Skyddad mot överladdning, kortslutning och överhettning.',
  en: 'Protected against overcharging, short circuits and overheating.',
  fr: 'Protégé contre la surcharge, les courts-circuits et la surchauffe.',
  it: 'Protetto da sovraccarica, cortocircuito e surriscaldamento.',
  da: 'Beskyttet mod overopladning, kortslutning og overophedning.',
};

function portsPhrase(locale: Locale, ports: number): string {
  const one = ports === 1;
  return {
    fi: `${ports} ${one ? 'portti' : 'porttia'}`,
    nb: `${ports} ${one ? 'port' : 'porter'}`,
    sv: `${ports} ${one ? 'port' : 'portar'}`,
    en: `${ports} ${one ? 'port' : 'ports'}`,
    fr: `${ports} ${one ? 'port' : 'ports'}`,
    it: `${ports} ${one ? 'porta' : 'porte'}`,
    da: `${ports} ${one ? 'port' : 'porte'}`,
  }[locale];
}

const CHARGERS: FamilyTexts = {
  name(locale, context) {
    const noun = context.archetype.noun![locale];
    const current = `${n(locale, num(context, 'output_current'))} A`;
    const watts = `${n(locale, num(context, 'output_power'))} W`;
    let rest: string;
    switch (context.archetype.kind) {
      case 'battery-charger': {
        const slots = num(context, 'slots');
        const word = {
          fi: 'paikkaa',
          nb: 'plasser',
          sv: 'platser',
          en: 'slots',
          fr: 'emplacements',
          it: 'alloggiamenti',
          da: 'pladser',
        };
        rest = `, ${slots} ${word[locale]}, ${current}`;
        break;
      }
      case 'maintainer':
        rest = ` ${context.archetype.designation}, ${current}`;
        break;
      default:
        rest = ` ${watts}, ${portsPhrase(locale, num(context, 'ports'))}${context.attributes.usb_pd ? ', USB-C PD' : ''}`;
    }
    return withBrand(locale, context.brandName, noun, rest);
  },
  description(locale, context) {
    const line = context.lineName;
    const watts = n(locale, num(context, 'output_power'));
    const ports = num(context, 'ports');
    let first: string;
    switch (context.archetype.kind) {
      case 'battery-charger':
        first = {
          fi: `${line} lataa NiMH-akut yksitellen ja katkaisee latauksen automaattisesti, kun akut ovat täynnä.`,
          nb: `${line} lader NiMH-batterier hver for seg og slår seg automatisk av når de er fulle.`,
          sv: `${line} laddar NiMH-batterier var för sig och stängs av automatiskt när de är fulladdade.`,
          en: `${line} charges NiMH cells individually and switches off automatically when they are full.`,
          fr: `${line} charge les accus NiMH individuellement et s'arrête automatiquement une fois la charge terminée.`,
          it: `${line} ricarica le batterie NiMH singolarmente e si spegne automaticamente a carica completa.`,
          da: `${line} oplader NiMH-batterier enkeltvis og slukker automatisk, når de er fuldt opladede.`,
        }[locale];
        break;
      case 'maintainer':
        first = {
          fi: `${line} lataa ja ylläpitää autojen, moottoripyörien ja veneiden käynnistysakkuja.`,
          nb: `${line} lader og vedlikeholder startbatterier i biler, motorsykler og båter.`,
          sv: `${line} laddar och underhåller startbatterier i bilar, motorcyklar och båtar.`,
          en: `${line} charges and maintains starter batteries in cars, motorcycles and boats.`,
          fr: `${line} charge et entretient les batteries de démarrage des voitures, motos et bateaux.`,
          it: `${line} ricarica e mantiene le batterie di avviamento di auto, moto e barche.`,
          da: `${line} oplader og vedligeholder startbatterier i biler, motorcykler og både.`,
        }[locale];
        break;
      case 'station':
        first = {
          fi: `${line} lataa jopa ${ports} laitetta samanaikaisesti yhdestä pistorasiasta.`,
          nb: `${line} lader opptil ${ports} enheter samtidig fra én stikkontakt.`,
          sv: `${line} laddar upp till ${ports} enheter samtidigt från ett enda uttag.`,
          en: `${line} charges up to ${ports} devices at the same time from a single socket.`,
          fr: `${line} recharge jusqu'à ${ports} appareils simultanément à partir d'une seule prise.`,
          it: `${line} ricarica fino a ${ports} dispositivi contemporaneamente da una sola presa.`,
          da: `${line} oplader op til ${ports} enheder samtidig fra én stikkontakt.`,
        }[locale];
        break;
      default:
        first = {
          fi: `${line} lataa puhelimia, tabletteja ja muita USB-laitteita jopa ${watts} W:n teholla.`,
          nb: `${line} lader telefoner, nettbrett og andre USB-enheter med opptil ${watts} W.`,
          sv: `${line} laddar telefoner, surfplattor och andra USB-enheter med upp till ${watts} W.`,
          en: `${line} charges phones, tablets and other USB devices at up to ${watts} W.`,
          fr: `${line} recharge smartphones, tablettes et autres appareils USB jusqu'à ${watts} W.`,
          it: `${line} ricarica smartphone, tablet e altri dispositivi USB fino a ${watts} W.`,
          da: `${line} oplader telefoner, tablets og andre USB-enheder med op til ${watts} W.`,
        }[locale];
    }
    const input = String(context.attributes.input_voltage);
    const third = {
      fi: `Tulojännite ${input}.`,
      nb: `Inngangsspenning ${input}.`,
      sv: `Inspänning ${input}.`,
      en: `Input ${input}.`,
      fr: `Tension d'entrée ${input}.`,
      it: `Tensione di ingresso ${input}.`,
      da: `Indgangsspænding ${input}.`,
    }[locale];
    return `${first} ${SAFETY_SENTENCE[locale]} ${third}`;
  },
};

// -------------------------------------------------------------------------------------------------- lamps

const LAMP_NOUN: PhraseOf<'bulb' | 'candle' | 'golf' | 'spot' | 'tube' | 'filament' | 'capsule' | 'fridge'> =
  {
    bulb: {
      fi: 'LED-lamppu',
      nb: 'LED-pære',
      sv: 'LED-lampa',
      en: 'LED Bulb',
      fr: 'Ampoule LED',
      it: 'Lampadina LED',
      da: 'LED-pære',
    },
    candle: {
      fi: 'LED-kynttilälamppu',
      nb: 'LED-kronepære',
      sv: 'LED-kronljuslampa',
      en: 'LED Candle Bulb',
      fr: 'Ampoule LED flamme',
      it: 'Lampadina LED a oliva',
      da: 'LED-kertepære',
    },
    golf: {
      fi: 'LED-pallolamppu',
      nb: 'LED-kulepære',
      sv: 'LED-klotlampa',
      en: 'LED Golf Ball Bulb',
      fr: 'Ampoule LED sphérique',
      it: 'Lampadina LED a sfera',
      da: 'LED-kuglepære',
    },
    spot: {
      fi: 'LED-kohdelamppu',
      nb: 'LED-spotpære',
      sv: 'LED-spotlampa',
      en: 'LED Spotlight',
      fr: 'Spot LED',
      it: 'Faretto LED',
      da: 'LED-spotpære',
    },
    tube: {
      fi: 'LED-putki',
      nb: 'LED-rør',
      sv: 'LED-rör',
      en: 'LED Tube',
      fr: 'Tube LED',
      it: 'Tubo LED',
      da: 'LED-lysrør',
    },
    filament: {
      fi: 'LED-filamenttilamppu',
      nb: 'LED-filamentpære',
      sv: 'LED-filamentlampa',
      en: 'LED Filament Bulb',
      fr: 'Ampoule LED à filament',
      it: 'Lampadina LED a filamento',
      da: 'LED-filamentpære',
    },
    capsule: {
      fi: 'LED-pienoislamppu',
      nb: 'LED-stiftpære',
      sv: 'LED-stiftlampa',
      en: 'LED Capsule',
      fr: 'Capsule LED',
      it: 'Capsula LED',
      da: 'LED-stiftpære',
    },
    fridge: {
      fi: 'LED-jääkaappilamppu',
      nb: 'LED-kjøleskapspære',
      sv: 'LED-kylskåpslampa',
      en: 'LED Refrigerator Lamp',
      fr: 'Ampoule LED pour réfrigérateur',
      it: 'Lampadina LED per frigorifero',
      da: 'LED-køleskabspære',
    },
  };

const DIMMABLE: Phrase = {
  fi: 'himmennettävä',
  nb: 'dimbar',
  sv: 'dimbar',
  en: 'dimmable',
  fr: 'dimmable',
  it: 'dimmerabile',
  da: 'dæmpbar',
};

const GLASS: PhraseOf<'clear' | 'frosted' | 'amber'> = {
  clear: {
    fi: 'kirkas',
    nb: 'klar',
    sv: 'klar',
    en: 'clear',
    fr: 'verre clair',
    it: 'vetro chiaro',
    da: 'klar',
  },
  frosted: {
    fi: 'opaali',
    nb: 'matt',
    sv: 'matt',
    en: 'frosted',
    fr: 'verre dépoli',
    it: 'vetro satinato',
    da: 'mat',
  },
  amber: {
    fi: 'meripihka',
    nb: 'ravfarget',
    sv: 'bärnstensfärgad',
    en: 'amber',
    fr: 'verre ambré',
    it: 'vetro ambrato',
    da: 'ravfarvet',
  },
};

function lightTone(locale: Locale, kelvin: number): string {
  if (kelvin <= 3000) {
    return {
      fi: 'lämmin valkoinen',
      nb: 'varmhvit',
      sv: 'varmvit',
      en: 'warm white',
      fr: 'blanc chaud',
      it: 'bianco caldo',
      da: 'varmhvid',
    }[locale];
  }
  if (kelvin <= 4500) {
    return {
      fi: 'neutraali valkoinen',
      nb: 'nøytral hvit',
      sv: 'neutralvit',
      en: 'neutral white',
      fr: 'blanc neutre',
      it: 'bianco neutro',
      da: 'neutral hvid',
    }[locale];
  }
  return {
    fi: 'päivänvalo',
    nb: 'dagslys',
    sv: 'dagsljus',
    en: 'daylight',
    fr: 'lumière du jour',
    it: 'luce diurna',
    da: 'dagslys',
  }[locale];
}

const LAMPS: FamilyTexts = {
  name(locale, context) {
    const a = context.attributes;
    const noun = LAMP_NOUN[context.archetype.kind as keyof typeof LAMP_NOUN][locale];
    const parts =
      context.archetype.kind === 'tube'
        ? `${context.archetype.designation} ${a.socket} ${n(locale, Number(a.wattage))} W ${a.lumen} lm ${a.colour_temperature} K`
        : `${context.archetype.designation} ${a.socket} ${a.lumen} lm ${n(locale, Number(a.wattage))} W ${a.colour_temperature} K`;
    const glass = a.glass ? `, ${GLASS[a.glass as keyof typeof GLASS][locale]}` : '';
    const dimmable = a.dimmable ? `, ${DIMMABLE[locale]}` : '';
    return withBrand(locale, context.brandName, noun, ` ${parts}${glass}${dimmable}`);
  },
  description(locale, context) {
    const a = context.attributes;
    const equivalent = Number(a.equivalent_wattage);
    let first: string;
    if (equivalent) {
      const saving = Math.round((1 - Number(a.wattage) / equivalent) * 100);
      first = {
        fi: `Korvaa ${equivalent} W:n hehkulampun ja kuluttaa noin ${saving} % vähemmän energiaa.`,
        nb: `Erstatter en ${equivalent} W glødepære og bruker omtrent ${saving} % mindre energi.`,
        sv: `Ersätter en glödlampa på ${equivalent} W och drar ungefär ${saving} % mindre energi.`,
        en: `Replaces a ${equivalent} W incandescent lamp and uses about ${saving}% less energy.`,
        fr: `Remplace une ampoule à incandescence de ${equivalent} W et consomme environ ${saving} % d'énergie en moins.`,
        it: `Sostituisce una lampadina a incandescenza da ${equivalent} W e consuma circa il ${saving}% di energia in meno.`,
        da: `Erstatter en ${equivalent} W glødepære og bruger cirka ${saving} % mindre energi.`,
      }[locale];
    } else {
      first = {
        fi: 'Korvaa samanpituisen loisteputken; sytytin vaihdetaan mukana toimitettavaan sulakkeeseen.',
        nb: 'Erstatter et lysrør med samme lengde; tenneren byttes med den medfølgende sikringen.',
        sv: 'Ersätter ett lysrör med samma längd; tändaren byts mot den medföljande säkringen.',
        en: 'Replaces a fluorescent tube of the same length; the starter is swapped for the fuse supplied.',
        fr: 'Remplace un tube fluorescent de même longueur ; le starter est remplacé par le fusible fourni.',
        it: 'Sostituisce un tubo fluorescente della stessa lunghezza; lo starter va sostituito con il fusibile in dotazione.',
        da: 'Erstatter et lysstofrør i samme længde; starteren udskiftes med den medfølgende sikring.',
      }[locale];
    }
    const kelvin = Number(a.colour_temperature);
    const tone = lightTone(locale, kelvin);
    const life = Number(a.lifetime);
    const second = {
      fi: `Värilämpötila ${kelvin} K (${tone}), värintoistoindeksi yli 80 ja polttoikä ${life} tuntia.`,
      nb: `Fargetemperatur ${kelvin} K (${tone}), fargegjengivelse over Ra 80 og levetid på ${life} timer.`,
      sv: `Färgtemperatur ${kelvin} K (${tone}), färgåtergivning över Ra 80 och en livslängd på ${life} timmar.`,
      en: `Colour temperature ${kelvin} K (${tone}), colour rendering above Ra 80 and a rated life of ${life} hours.`,
      fr: `Température de couleur ${kelvin} K (${tone}), IRC supérieur à 80 et durée de vie de ${life} heures.`,
      it: `Temperatura di colore ${kelvin} K (${tone}), indice di resa cromatica superiore a 80 e durata di ${life} ore.`,
      da: `Farvetemperatur ${kelvin} K (${tone}), farvegengivelse over Ra 80 og en levetid på ${life} timer.`,
    }[locale];
    const third = a.dimmable
      ? {
          fi: 'Toimii useimpien jälkireunahimmentimien kanssa.',
          nb: 'Fungerer med de fleste LED-dimmere med bakkantstyring.',
          sv: 'Fungerar med de flesta bakkantsdimrar för LED.',
          en: 'Works with most trailing-edge LED dimmers.',
          fr: 'Compatible avec la plupart des variateurs LED à coupure de phase descendante.',
          it: 'Compatibile con la maggior parte dei dimmer LED a taglio di fase discendente.',
          da: 'Fungerer med de fleste LED-lysdæmpere med bagkantsstyring.',
        }[locale]
      : {
          fi: 'Ei sovellu käytettäväksi himmentimen kanssa.',
          nb: 'Ikke egnet for bruk med dimmer.',
          sv: 'Inte avsedd att användas med dimmer.',
          en: 'Not suitable for use with dimmers.',
          fr: 'Non compatible avec les variateurs.',
          it: 'Non compatibile con i dimmer.',
          da: 'Ikke egnet til brug med lysdæmper.',
        }[locale];
    return `${first} ${second} ${third}`;
  },
};

// --------------------------------------------------------------------------------------- portable lighting

const LIGHT_NOUN: PhraseOf<'penlight' | 'torch' | 'headlamp' | 'worklight' | 'inspection' | 'lantern'> = {
  penlight: {
    fi: 'LED-kynälamppu',
    nb: 'LED-pennelykt',
    sv: 'LED-pennlampa',
    en: 'LED Penlight',
    fr: 'Lampe stylo LED',
    it: 'Torcia a penna LED',
    da: 'LED-pennelygte',
  },
  torch: {
    fi: 'LED-taskulamppu',
    nb: 'LED-lommelykt',
    sv: 'LED-ficklampa',
    en: 'LED Torch',
    fr: 'Lampe torche LED',
    it: 'Torcia LED',
    da: 'LED-lommelygte',
  },
  headlamp: {
    fi: 'LED-otsalamppu',
    nb: 'LED-hodelykt',
    sv: 'LED-pannlampa',
    en: 'LED Headlamp',
    fr: 'Lampe frontale LED',
    it: 'Lampada frontale LED',
    da: 'LED-pandelampe',
  },
  worklight: {
    fi: 'LED-työvalo',
    nb: 'LED-arbeidslys',
    sv: 'LED-arbetslampa',
    en: 'LED Work Light',
    fr: 'Projecteur de chantier LED',
    it: 'Faro da lavoro LED',
    da: 'LED-arbejdslampe',
  },
  inspection: {
    fi: 'LED-tarkastusvalo',
    nb: 'LED-inspeksjonslampe',
    sv: 'LED-inspektionslampa',
    en: 'LED Inspection Lamp',
    fr: 'Baladeuse LED',
    it: "Lampada d'ispezione LED",
    da: 'LED-inspektionslampe',
  },
  lantern: {
    fi: 'LED-lyhty',
    nb: 'LED-lykt',
    sv: 'LED-lykta',
    en: 'LED Lantern',
    fr: 'Lanterne LED',
    it: 'Lanterna LED',
    da: 'LED-lygte',
  },
};

const LIGHT_USES: Record<string, Phrase> = {
  torches: {
    fi: 'tarkastuksiin, yövuoroihin ja auton hansikaslokeroon',
    nb: 'inspeksjoner, nattskift og hanskerommet',
    sv: 'inspektioner, nattskift och handskfacket',
    en: 'inspections, night shifts and the glovebox',
    fr: 'les inspections, le travail de nuit et la boîte à gants',
    it: 'ispezioni, turni di notte e il vano portaoggetti',
    da: 'inspektioner, nattevagter og handskerummet',
  },
  headlamps: {
    fi: 'asentajille, mekaanikoille ja iltalenkeille',
    nb: 'montører, mekanikere og kveldsturer',
    sv: 'installatörer, mekaniker och kvällsrundor',
    en: 'installers, mechanics and evening runs',
    fr: 'les installateurs, les mécaniciens et les sorties nocturnes',
    it: 'installatori, meccanici e uscite serali',
    da: 'montører, mekanikere og aftenture',
  },
  'work-lights': {
    fi: 'työmaille, korjaamoihin ja autotalleihin',
    nb: 'byggeplasser, verksteder og garasjer',
    sv: 'byggarbetsplatser, verkstäder och garage',
    en: 'building sites, workshops and garages',
    fr: 'les chantiers, les ateliers et les garages',
    it: 'cantieri, officine e garage',
    da: 'byggepladser, værksteder og garager',
  },
  lanterns: {
    fi: 'retkeilyyn, mökeille ja sähkökatkoihin',
    nb: 'camping, hytta og strømbrudd',
    sv: 'camping, stugan och strömavbrott',
    en: 'camping, cabins and power cuts',
    fr: 'le camping, les chalets et les coupures de courant',
    it: 'campeggio, baite e blackout',
    da: 'camping, sommerhuset og strømafbrydelser',
  },
};

const RECHARGEABLE: Phrase = {
  fi: 'ladattava',
  nb: 'oppladbar',
  sv: 'laddningsbar',
  en: 'rechargeable',
  fr: 'rechargeable',
  it: 'ricaricabile',
  da: 'genopladelig',
};
const MAINS_POWERED: Phrase = {
  fi: 'verkkovirtakäyttöinen',
  nb: 'nettdrevet',
  sv: 'nätdriven',
  en: 'mains-powered',
  fr: 'sur secteur',
  it: 'a rete',
  da: 'netdrevet',
};

const PORTABLE_LIGHTS: FamilyTexts = {
  name(locale, context) {
    const a = context.attributes;
    const noun = LIGHT_NOUN[context.archetype.kind as keyof typeof LIGHT_NOUN][locale];
    const power =
      a.battery_type === 'mains'
        ? MAINS_POWERED[locale]
        : a.rechargeable
          ? RECHARGEABLE[locale]
          : `${a.battery_count} × ${a.battery_type}`;
    const waterproof = a.ip_class === 'IP67' || a.ip_class === 'IP68' ? `, ${a.ip_class}` : '';
    return withBrand(locale, context.brandName, noun, ` ${a.lumen} lm, ${power}${waterproof}`);
  },
  description(locale, context) {
    const a = context.attributes;
    const line = context.lineName;
    const uses = LIGHT_USES[context.categoryCode][locale];
    const first = {
      fi: `${line} antaa ${a.lumen} luumenin valon ja ${a.beam_distance} metrin kantaman; suunniteltu ${uses}.`,
      nb: `${line} gir ${a.lumen} lumen og en rekkevidde på ${a.beam_distance} m, laget for ${uses}.`,
      sv: `${line} ger ${a.lumen} lumen och en räckvidd på ${a.beam_distance} m, gjord för ${uses}.`,
      en: `${line} gives ${a.lumen} lumens with a beam distance of ${a.beam_distance} m, made for ${uses}.`,
      fr: `${line} délivre ${a.lumen} lumens avec une portée de ${a.beam_distance} m, conçue pour ${uses}.`,
      it: `${line} offre ${a.lumen} lumen con una portata di ${a.beam_distance} m, pensata per ${uses}.`,
      da: `${line} giver ${a.lumen} lumen og en rækkevidde på ${a.beam_distance} m, lavet til ${uses}.`,
    }[locale];
    const hours = n(locale, Number(a.runtime));
    let second: string;
    if (a.battery_type === 'mains') {
      second = {
        fi: 'Liitetään 230 V:n pistorasiaan 5 metrin kumikaapelilla.',
        nb: 'Kobles til 230 V-stikkontakt med 5 m gummikabel.',
        sv: 'Ansluts till ett 230 V-uttag med 5 m gummikabel.',
        en: 'Connects to a 230 V socket with a 5 m rubber cable.',
        fr: 'Se branche sur une prise 230 V avec un câble caoutchouc de 5 m.',
        it: 'Si collega a una presa da 230 V con cavo in gomma da 5 m.',
        da: 'Tilsluttes en 230 V-stikkontakt med 5 m gummikabel.',
      }[locale];
    } else if (a.rechargeable) {
      second = {
        fi: `Ladattava akku kestää jopa ${hours} tuntia ja latautuu USB-C-liitännän kautta.`,
        nb: `Det oppladbare batteriet varer i opptil ${hours} timer og lades via USB-C.`,
        sv: `Det laddningsbara batteriet räcker i upp till ${hours} timmar och laddas via USB-C.`,
        en: `The rechargeable battery lasts up to ${hours} hours and charges over USB-C.`,
        fr: `La batterie rechargeable offre jusqu'à ${hours} heures d'autonomie et se recharge par USB-C.`,
        it: `La batteria ricaricabile dura fino a ${hours} ore e si ricarica tramite USB-C.`,
        da: `Det genopladelige batteri holder i op til ${hours} timer og oplades via USB-C.`,
      }[locale];
    } else {
      const count = a.battery_count;
      const type = a.battery_type;
      second = {
        fi: `Toimii jopa ${hours} tuntia ${count} × ${type} -paristoilla, jotka sisältyvät toimitukseen.`,
        nb: `Lyser i opptil ${hours} timer på ${count} × ${type}-batterier, som følger med.`,
        sv: `Lyser i upp till ${hours} timmar på ${count} × ${type}-batterier, som ingår.`,
        en: `Runs for up to ${hours} hours on ${count} × ${type} batteries, which are included.`,
        fr: `Fonctionne jusqu'à ${hours} heures avec ${count} piles ${type} fournies.`,
        it: `Funziona fino a ${hours} ore con ${count} batterie ${type} incluse.`,
        da: `Lyser i op til ${hours} timer på ${count} × ${type}-batterier, som følger med.`,
      }[locale];
    }
    const ip = a.ip_class;
    const third = {
      fi: `Kotelon suojausluokka ${ip}.`,
      nb: `Kapslingsgrad ${ip}.`,
      sv: `Kapslingsklass ${ip}.`,
      en: `Housing rated ${ip}.`,
      fr: `Boîtier classé ${ip}.`,
      it: `Involucro con grado di protezione ${ip}.`,
      da: `Tæthedsklasse ${ip}.`,
    }[locale];
    return `${first} ${second} ${third}`;
  },
};

// ------------------------------------------------------------------------------------------------ power banks

const POWER_BANK_NOUN: PhraseOf<'compact' | 'wireless' | 'laptop'> = {
  compact: {
    fi: 'Varavirtalähde',
    nb: 'Powerbank',
    sv: 'Powerbank',
    en: 'Power Bank',
    fr: 'Batterie externe',
    it: 'Batteria portatile',
    da: 'Powerbank',
  },
  wireless: {
    fi: 'Magneettinen langaton varavirtalähde',
    nb: 'Magnetisk trådløs powerbank',
    sv: 'Magnetisk trådlös powerbank',
    en: 'Magnetic Wireless Power Bank',
    fr: 'Batterie externe magnétique sans fil',
    it: 'Batteria portatile magnetica wireless',
    da: 'Magnetisk trådløs powerbank',
  },
  laptop: {
    fi: 'Varavirtalähde kannettavalle',
    nb: 'Powerbank for bærbar PC',
    sv: 'Powerbank för bärbar dator',
    en: 'Laptop Power Bank',
    fr: 'Batterie externe pour ordinateur portable',
    it: 'Batteria portatile per notebook',
    da: 'Powerbank til bærbar computer',
  },
};

const POWER_BANKS: FamilyTexts = {
  name(locale, context) {
    const a = context.attributes;
    const noun = POWER_BANK_NOUN[context.archetype.kind as keyof typeof POWER_BANK_NOUN][locale];
    const pd = a.usb_c_pd ? ' USB-C PD' : '';
    return withBrand(
      locale,
      context.brandName,
      noun,
      ` ${a.capacity} mAh ${n(locale, Number(a.output_power))} W${pd}`,
    );
  },
  description(locale, context) {
    const a = context.attributes;
    const capacity = Number(a.capacity);
    const energy = n(locale, Number(a.energy));
    const charges = Math.max(1, Math.round((capacity * 0.6) / 3500));
    const first = {
      fi: `${capacity} mAh (${energy} Wh) riittää tavallisen älypuhelimen lataamiseen noin ${charges} kertaa.`,
      nb: `${capacity} mAh (${energy} Wh) holder til å lade en vanlig smarttelefon omtrent ${charges} ganger.`,
      sv: `${capacity} mAh (${energy} Wh) räcker för att ladda en vanlig mobiltelefon ungefär ${charges} gånger.`,
      en: `${capacity} mAh (${energy} Wh) is enough to charge a typical smartphone about ${charges} times.`,
      fr: `${capacity} mAh (${energy} Wh) suffisent pour recharger un smartphone courant environ ${charges} fois.`,
      it: `${capacity} mAh (${energy} Wh) bastano per ricaricare uno smartphone tipico circa ${charges} volte.`,
      da: `${capacity} mAh (${energy} Wh) rækker til at oplade en almindelig smartphone cirka ${charges} gange.`,
    }[locale];
    const ports = a.ports;
    const watts = n(locale, Number(a.output_power));
    const pd = Boolean(a.usb_c_pd);
    const second = {
      fi: `${ports} lähtöä antavat yhteensä jopa ${watts} W${pd ? ' USB-C Power Delivery -tuella' : ''}.`,
      nb: `${ports} utganger gir til sammen opptil ${watts} W${pd ? ' med USB-C Power Delivery' : ''}.`,
      sv: `${ports} utgångar ger totalt upp till ${watts} W${pd ? ' med USB-C Power Delivery' : ''}.`,
      en: `${ports} outputs deliver up to ${watts} W in total${pd ? ' with USB-C Power Delivery' : ''}.`,
      fr: `${ports} sorties délivrent jusqu'à ${watts} W au total${pd ? ' avec USB-C Power Delivery' : ''}.`,
      it: `${ports} uscite erogano fino a ${watts} W in totale${pd ? ' con USB-C Power Delivery' : ''}.`,
      da: `${ports} udgange leverer tilsammen op til ${watts} W${pd ? ' med USB-C Power Delivery' : ''}.`,
    }[locale];
    const third = {
      fi: 'Alle 100 Wh, joten sen saa ottaa lentokoneen käsimatkatavaroihin.',
      nb: 'Under 100 Wh og kan derfor tas med i håndbagasjen på fly.',
      sv: 'Under 100 Wh och får därför tas med i handbagaget på flyg.',
      en: 'Under 100 Wh, so it may be carried in hand luggage on flights.',
      fr: "Moins de 100 Wh : autorisée en bagage cabine dans l'avion.",
      it: 'Meno di 100 Wh, quindi ammessa nel bagaglio a mano in aereo.',
      da: 'Under 100 Wh og må derfor medbringes i håndbagagen på fly.',
    }[locale];
    return `${first} ${second} ${third}`;
  },
};

// ----------------------------------------------------------------------------------------------------- cables

const CABLE_NOUN: Record<string, Phrase> = {
  MMJ: {
    fi: 'Asennuskaapeli',
    nb: 'Installasjonskabel',
    sv: 'Installationskabel',
    en: 'Installation Cable',
    fr: "Câble d'installation",
    it: 'Cavo da installazione',
    da: 'Installationskabel',
  },
  MCMK: {
    fi: 'Voimakaapeli',
    nb: 'Kraftkabel',
    sv: 'Kraftkabel',
    en: 'Power Cable',
    fr: 'Câble de puissance',
    it: 'Cavo di potenza',
    da: 'Kraftkabel',
  },
  'H07RN-F': {
    fi: 'Kumikaapeli',
    nb: 'Gummikabel',
    sv: 'Gummikabel',
    en: 'Rubber Cable',
    fr: 'Câble souple caoutchouc',
    it: 'Cavo in gomma',
    da: 'Gummikabel',
  },
  'H05VV-F': {
    fi: 'Muovijohto',
    nb: 'PVC-ledning',
    sv: 'PVC-sladd',
    en: 'Flexible PVC Cord',
    fr: 'Câble souple PVC',
    it: 'Cavo flessibile PVC',
    da: 'PVC-ledning',
  },
  extension: {
    fi: 'Jatkojohto',
    nb: 'Skjøteledning',
    sv: 'Förlängningskabel',
    en: 'Extension Lead',
    fr: 'Rallonge',
    it: 'Prolunga',
    da: 'Forlængerledning',
  },
  'cable-reel': {
    fi: 'Johtokela',
    nb: 'Kabeltrommel',
    sv: 'Kabelvinda',
    en: 'Cable Reel',
    fr: 'Enrouleur',
    it: 'Avvolgicavo',
    da: 'Kabeltromle',
  },
  'power-strip': {
    fi: 'Jatkopistorasia',
    nb: 'Grenuttak',
    sv: 'Grenuttag',
    en: 'Power Strip',
    fr: 'Multiprise',
    it: 'Multipresa',
    da: 'Stikdåse',
  },
  usb: {
    fi: 'USB-kaapeli',
    nb: 'USB-kabel',
    sv: 'USB-kabel',
    en: 'USB Cable',
    fr: 'Câble USB',
    it: 'Cavo USB',
    da: 'USB-kabel',
  },
  patch: {
    fi: 'Kytkentäkaapeli',
    nb: 'Patchkabel',
    sv: 'Patchkabel',
    en: 'Patch Cable',
    fr: 'Cordon de brassage',
    it: 'Cavo patch',
    da: 'Patchkabel',
  },
  'net-install': {
    fi: 'Verkkoasennuskaapeli',
    nb: 'Nettverkskabel',
    sv: 'Nätverkskabel',
    en: 'Network Installation Cable',
    fr: 'Câble réseau',
    it: 'Cavo di rete',
    da: 'Netværkskabel',
  },
};

const CABLE_BLURB: Record<string, Phrase> = {
  MMJ: {
    fi: 'PVC-vaippainen asennuskaapeli kiinteisiin asennuksiin kuiviin ja kosteisiin sisätiloihin.',
    nb: 'PVC-kappet installasjonskabel for fast installasjon i tørre og fuktige innerom.',
    sv: 'PVC-mantlad installationskabel för fast förläggning i torra och fuktiga inomhusutrymmen.',
    en: 'PVC-sheathed installation cable for fixed wiring in dry and damp indoor spaces.',
    fr: "Câble d'installation à gaine PVC pour le câblage fixe en locaux intérieurs secs et humides.",
    it: 'Cavo da installazione con guaina in PVC per il cablaggio fisso in ambienti interni asciutti e umidi.',
    da: 'PVC-kappet installationskabel til fast installation i tørre og fugtige indendørs rum.',
  },
  MCMK: {
    fi: 'Konsentrinen voimakaapeli asennettavaksi maahan, seiniin ja ulos.',
    nb: 'Konsentrisk kraftkabel for forlegning i jord, vegger og utendørs.',
    sv: 'Koncentrisk kraftkabel för förläggning i mark, väggar och utomhus.',
    en: 'Concentric power cable for installation in the ground, in walls and outdoors.',
    fr: 'Câble de puissance concentrique pour pose enterrée, murale et extérieure.',
    it: "Cavo di potenza concentrico per posa interrata, a parete e all'esterno.",
    da: 'Koncentrisk kraftkabel til installation i jord, vægge og udendørs.',
  },
  'H07RN-F': {
    fi: 'Kestävä kumikaapeli siirrettävään käyttöön työmailla ja ulkona.',
    nb: 'Kraftig gummikabel for mobil bruk på byggeplasser og utendørs.',
    sv: 'Kraftig gummikabel för mobil användning på byggarbetsplatser och utomhus.',
    en: 'Heavy-duty rubber cable for mobile use on building sites and outdoors.',
    fr: 'Câble caoutchouc robuste pour usage mobile sur les chantiers et en extérieur.',
    it: "Cavo in gomma robusto per uso mobile in cantiere e all'aperto.",
    da: 'Kraftig gummikabel til mobil brug på byggepladser og udendørs.',
  },
  'H05VV-F': {
    fi: 'Taipuisa muovijohto laitteisiin, valaisimiin ja jatkojohtoihin sisäkäytössä.',
    nb: 'Fleksibel PVC-ledning til apparater, lamper og skjøteledninger innendørs.',
    sv: 'Flexibel PVC-sladd för apparater, armaturer och förlängningskablar inomhus.',
    en: 'Flexible PVC cord for appliances, luminaires and extension leads indoors.',
    fr: 'Câble souple PVC pour appareils, luminaires et rallonges en intérieur.',
    it: 'Cavo flessibile in PVC per elettrodomestici, apparecchi di illuminazione e prolunghe per interni.',
    da: 'Fleksibel PVC-ledning til apparater, lamper og forlængerledninger indendørs.',
  },
  extension: {
    fi: 'Jatkojohto työpisteille, tapahtumiin ja tilapäisiin kytkentöihin.',
    nb: 'Skjøteledning for arbeidsplasser, arrangementer og midlertidige tilkoblinger.',
    sv: 'Förlängningskabel för arbetsplatser, evenemang och tillfälliga anslutningar.',
    en: 'Extension lead for workstations, events and temporary connections.',
    fr: 'Rallonge pour postes de travail, événements et raccordements temporaires.',
    it: 'Prolunga per postazioni di lavoro, eventi e collegamenti temporanei.',
    da: 'Forlængerledning til arbejdspladser, arrangementer og midlertidige tilslutninger.',
  },
  'cable-reel': {
    fi: 'Metallirunkoinen johtokela, jossa on lämpösuoja ylikuumenemisen varalta.',
    nb: 'Kabeltrommel med metallramme og termisk vern mot overoppheting.',
    sv: 'Kabelvinda med metallram och termiskt överhettningsskydd.',
    en: 'Cable reel with a metal frame and a thermal cut-out against overheating.',
    fr: 'Enrouleur à cadre métallique avec protection thermique contre la surchauffe.',
    it: 'Avvolgicavo con telaio in metallo e protezione termica contro il surriscaldamento.',
    da: 'Kabeltromle med metalstel og termisk beskyttelse mod overophedning.',
  },
  'power-strip': {
    fi: 'Jatkopistorasia valaistulla katkaisimella toimistoihin ja työpisteisiin.',
    nb: 'Grenuttak med opplyst bryter for kontorer og arbeidsplasser.',
    sv: 'Grenuttag med belyst strömbrytare för kontor och arbetsplatser.',
    en: 'Power strip with an illuminated switch for offices and workstations.',
    fr: 'Multiprise avec interrupteur lumineux pour bureaux et postes de travail.',
    it: 'Multipresa con interruttore luminoso per uffici e postazioni di lavoro.',
    da: 'Stikdåse med lysende afbryder til kontorer og arbejdspladser.',
  },
  'net-install': {
    fi: 'Kiinteäjohtiminen asennuskaapeli rakenteelliseen kaapelointiin toimistoissa ja kodeissa.',
    nb: 'Installasjonskabel med massive ledere for strukturert kabling i kontorer og boliger.',
    sv: 'Installationskabel med massiva ledare för strukturerad kabeldragning i kontor och bostäder.',
    en: 'Solid-core installation cable for structured cabling in offices and homes.',
    fr: "Câble d'installation à conducteurs rigides pour le câblage structuré des bureaux et logements.",
    it: 'Cavo da installazione a conduttori rigidi per il cablaggio strutturato di uffici e abitazioni.',
    da: 'Installationskabel med massive ledere til struktureret kabling i kontorer og boliger.',
  },
};

function colourWord(locale: Locale, colour: AttributeValue): string {
  return optionLabel('colour', colour, locale).toLowerCase();
}

const RATED_VOLTAGE: Record<string, string> = {
  MMJ: '300/500 V',
  MCMK: '0,6/1 kV',
  'H07RN-F': '450/750 V',
  'H05VV-F': '300/500 V',
};

const CABLES: FamilyTexts = {
  name(locale, context) {
    const a = context.attributes;
    const kind = context.archetype.kind;
    const type = String(a.cable_type);
    const designation = context.archetype.designation
      ? localiseDesignation(locale, context.archetype.designation)
      : '';
    const colour = colourWord(locale, a.colour);
    const length = a.length === undefined ? '' : `${n(locale, Number(a.length))} m`;
    switch (kind) {
      case 'install': {
        const perMetre = {
          fi: 'metritavara',
          nb: 'metervare',
          sv: 'metervara',
          en: 'per metre',
          fr: 'au mètre',
          it: 'al metro',
          da: 'metervare',
        };
        return withBrand(
          locale,
          context.brandName,
          CABLE_NOUN[type][locale],
          ` ${type} ${designation}, ${colour}, ${perMetre[locale]}`,
        );
      }
      case 'reel':
      case 'net-install': {
        const reel = context.archetype.extra!.reel;
        const packing =
          kind === 'reel'
            ? {
                fi: `${reel} m kela`,
                nb: `${reel} m rull`,
                sv: `${reel} m rulle`,
                en: `${reel} m reel`,
                fr: `couronne de ${reel} m`,
                it: `matassa da ${reel} m`,
                da: `${reel} m rulle`,
              }
            : {
                fi: `${reel} m laatikko`,
                nb: `${reel} m eske`,
                sv: `${reel} m kartong`,
                en: `${reel} m box`,
                fr: `carton de ${reel} m`,
                it: `scatola da ${reel} m`,
                da: `${reel} m kasse`,
              };
        const noun = kind === 'reel' ? CABLE_NOUN[type][locale] : CABLE_NOUN[kind][locale];
        return withBrand(
          locale,
          context.brandName,
          noun,
          ` ${type} ${designation}, ${colour}, ${packing[locale]}`,
        );
      }
      case 'extension':
      case 'power-strip':
      case 'cable-reel': {
        const sockets = Number(a.sockets);
        const ways = {
          fi: `${sockets}-osainen`,
          nb: `${sockets}-veis`,
          sv: `${sockets}-vägs`,
          en: `${sockets}-way`,
          fr: `${sockets} ${sockets === 1 ? 'prise' : 'prises'}`,
          it: `${sockets} ${sockets === 1 ? 'presa' : 'prese'}`,
          da: `${sockets}-vejs`,
        }[locale];
        const outdoor = context.archetype.extra?.outdoor ? ', IP44' : '';
        return withBrand(
          locale,
          context.brandName,
          CABLE_NOUN[kind][locale],
          ` ${ways}, ${length}, ${colour}${outdoor}`,
        );
      }
      case 'usb':
        return withBrand(
          locale,
          context.brandName,
          CABLE_NOUN.usb[locale],
          ` ${a.connector_types}, ${length}, ${colour}`,
        );
      default:
        return withBrand(
          locale,
          context.brandName,
          CABLE_NOUN.patch[locale],
          ` ${type} ${designation}, ${length}, ${colour}`,
        );
    }
  },
  description(locale, context) {
    const a = context.attributes;
    const kind = context.archetype.kind;
    const type = String(a.cable_type);
    const length = n(locale, Number(a.length));
    switch (kind) {
      case 'install':
      case 'reel': {
        const count = a.conductors;
        const section = n(locale, Number(a.cross_section));
        const rated = RATED_VOLTAGE[type].replace(',', locale === 'en' ? '.' : ',');
        const second = {
          fi: `Johtimet: ${count} × ${section} mm² kuparia; nimellisjännite ${rated}.`,
          nb: `Ledere: ${count} × ${section} mm² kobber; merkespenning ${rated}.`,
          sv: `Ledare: ${count} × ${section} mm² koppar; märkspänning ${rated}.`,
          en: `Conductors: ${count} × ${section} mm² copper; rated voltage ${rated}.`,
          fr: `Conducteurs : ${count} × ${section} mm² cuivre ; tension assignée ${rated}.`,
          it: `Conduttori: ${count} × ${section} mm² in rame; tensione nominale ${rated}.`,
          da: `Ledere: ${count} × ${section} mm² kobber; mærkespænding ${rated}.`,
        }[locale];
        const reel = context.archetype.extra?.reel;
        const third = reel
          ? {
              fi: `Toimitetaan ${reel} metrin kelalla.`,
              nb: `Leveres på ${reel} m rull.`,
              sv: `Levereras på ${reel} m rulle.`,
              en: `Delivered on a ${reel} m reel.`,
              fr: `Livré en couronne de ${reel} m.`,
              it: `Fornito in matassa da ${reel} m.`,
              da: `Leveres på ${reel} m rulle.`,
            }[locale]
          : {
              fi: 'Myydään metritavarana ja katkaistaan tilaamaasi pituuteen.',
              nb: 'Selges i metervare og kappes i ønsket lengde.',
              sv: 'Säljs i metervara och kapas till beställd längd.',
              en: 'Sold by the metre and cut to the length you order.',
              fr: 'Vendu au mètre et coupé à la longueur commandée.',
              it: 'Venduto al metro e tagliato alla lunghezza ordinata.',
              da: 'Sælges i metermål og afkortes til den bestilte længde.',
            }[locale];
        return `${CABLE_BLURB[type][locale]} ${second} ${third}`;
      }
      case 'extension':
      case 'power-strip':
      case 'cable-reel': {
        const spec = `${type} ${localiseDesignation(locale, context.archetype.designation!)}`;
        const second = {
          fi: `${length} metriä ${spec} -kaapelia ja maadoitettu pistotulppa.`,
          nb: `${length} m ${spec}-kabel med jordet støpsel.`,
          sv: `${length} m ${spec}-kabel med jordad stickpropp.`,
          en: `${length} m of ${spec} cable with an earthed plug.`,
          fr: `${length} m de câble ${spec} avec fiche de terre.`,
          it: `${length} m di cavo ${spec} con spina con messa a terra.`,
          da: `${length} m ${spec}-kabel med jordet stik.`,
        }[locale];
        const third = {
          fi: 'Pistorasioissa lapsisuojaus.',
          nb: 'Stikkontakter med barnesikring.',
          sv: 'Uttag med barnskydd.',
          en: 'Sockets with child protection shutters.',
          fr: "Prises équipées d'obturateurs de sécurité enfant.",
          it: 'Prese dotate di protezione per bambini.',
          da: 'Stikkontakter med børnesikring.',
        }[locale];
        return `${CABLE_BLURB[kind][locale]} ${second} ${third}`;
      }
      case 'usb': {
        const connectors = a.connector_types;
        const watts = context.archetype.extra!.watts;
        const first = {
          fi: `${connectors} -kaapeli lataukseen ja tiedonsiirtoon, jopa ${watts} W.`,
          nb: `${connectors}-kabel for lading og dataoverføring, opptil ${watts} W.`,
          sv: `${connectors}-kabel för laddning och dataöverföring, upp till ${watts} W.`,
          en: `${connectors} cable for charging and data transfer at up to ${watts} W.`,
          fr: `Câble ${connectors} pour la charge et le transfert de données, jusqu'à ${watts} W.`,
          it: `Cavo ${connectors} per ricarica e trasferimento dati, fino a ${watts} W.`,
          da: `${connectors}-kabel til opladning og dataoverførsel, op til ${watts} W.`,
        }[locale];
        const second = {
          fi: `Punottu ${length} metrin kaapeli, jonka vahvistetut liitinkaulat kestävät yli 10 000 taivutusta.`,
          nb: `Flettet kabel på ${length} m med forsterkede kontakthalser som tåler over 10 000 bøyninger.`,
          sv: `Flätad kabel på ${length} m med förstärkta kontakthalsar som klarar över 10 000 böjningar.`,
          en: `Braided ${length} m cable with reinforced connector necks that withstand more than 10,000 bends.`,
          fr: `Câble tressé de ${length} m aux embouts renforcés qui résistent à plus de 10 000 flexions.`,
          it: `Cavo intrecciato da ${length} m con connettori rinforzati che resistono a oltre 10.000 piegature.`,
          da: `Flettet kabel på ${length} m med forstærkede stikhalse, der tåler over 10.000 bøjninger.`,
        }[locale];
        return `${first} ${second}`;
      }
      default: {
        const category = `${type} ${context.archetype.designation}`;
        const first =
          kind === 'net-install'
            ? CABLE_BLURB['net-install'][locale]
            : {
                fi: `${category} -kytkentäkaapeli valetuilla suojahupuilla kytkentäpaneeleihin, kytkimiin ja työpisteisiin.`,
                nb: `${category}-patchkabel med støpte beskyttelseshetter for patchpaneler, svitsjer og arbeidsplasser.`,
                sv: `${category}-patchkabel med gjutna skyddshuvar för patchpaneler, switchar och arbetsplatser.`,
                en: `${category} patch cable with moulded boots for patch panels, switches and workstations.`,
                fr: `Cordon de brassage ${category} à manchons surmoulés pour panneaux de brassage, commutateurs et postes de travail.`,
                it: `Cavo patch ${category} con guaine stampate per patch panel, switch e postazioni di lavoro.`,
                da: `${category}-patchkabel med støbte beskyttelseshætter til patchpaneler, switche og arbejdspladser.`,
              }[locale];
        const second = {
          fi: 'Tukee Gigabit- ja 10 Gbit/s -Ethernetiä sekä PoE-virransyöttöä.',
          nb: 'Støtter Gigabit og 10 Gbit/s Ethernet samt PoE.',
          sv: 'Stöder Gigabit och 10 Gbit/s Ethernet samt PoE.',
          en: 'Supports Gigabit and 10 Gbit/s Ethernet and Power over Ethernet.',
          fr: 'Compatible Gigabit et 10 Gbit/s Ethernet ainsi que PoE.',
          it: 'Supporta Ethernet Gigabit e 10 Gbit/s e PoE.',
          da: 'Understøtter Gigabit og 10 Gbit/s Ethernet samt PoE.',
        }[locale];
        return `${first} ${second}`;
      }
    }
  },
};

/** `3×1.5 S` → `3×1,5 S` where decimals take a comma. */
function localiseDesignation(locale: Locale, designation: string): string {
  return designation.replace(/(\d)\.(\d)/g, locale === 'en' ? '$1.$2' : '$1,$2');
}

// ---------------------------------------------------------------------------------------------- smoke alarms

const ALARM_NOUN: PhraseOf<'optical' | 'heat' | 'co' | 'wireless-smoke' | 'wired-smoke' | 'wireless-heat'> = {
  optical: {
    fi: 'Optinen palovaroitin',
    nb: 'Optisk røykvarsler',
    sv: 'Optisk brandvarnare',
    en: 'Optical Smoke Alarm',
    fr: 'Détecteur de fumée optique',
    it: 'Rilevatore di fumo ottico',
    da: 'Optisk røgalarm',
  },
  heat: {
    fi: 'Lämpövaroitin',
    nb: 'Varmevarsler',
    sv: 'Värmelarm',
    en: 'Heat Alarm',
    fr: 'Détecteur de chaleur',
    it: 'Rilevatore di calore',
    da: 'Varmealarm',
  },
  co: {
    fi: 'Häkävaroitin',
    nb: 'CO-varsler',
    sv: 'Kolmonoxidlarm',
    en: 'Carbon Monoxide Alarm',
    fr: 'Détecteur de monoxyde de carbone',
    it: 'Rilevatore di monossido di carbonio',
    da: 'Kuliltealarm',
  },
  'wireless-smoke': {
    fi: 'Langattomasti sarjaan kytkettävä palovaroitin',
    nb: 'Trådløst seriekoblet røykvarsler',
    sv: 'Trådlöst sammankopplad brandvarnare',
    en: 'Wireless Interlinked Smoke Alarm',
    fr: 'Détecteur de fumée interconnecté sans fil',
    it: 'Rilevatore di fumo interconnesso wireless',
    da: 'Trådløst sammenkoblet røgalarm',
  },
  'wired-smoke': {
    fi: 'Sarjaan kytkettävä palovaroitin',
    nb: 'Seriekoblet røykvarsler',
    sv: 'Sammankopplingsbar brandvarnare',
    en: 'Interlinked Smoke and Heat Alarm',
    fr: 'Détecteur de fumée et de chaleur interconnectable',
    it: 'Rilevatore di fumo e calore interconnettibile',
    da: 'Sammenkoblet røg- og varmealarm',
  },
  'wireless-heat': {
    fi: 'Langattomasti sarjaan kytkettävä lämpövaroitin',
    nb: 'Trådløst seriekoblet varmevarsler',
    sv: 'Trådlöst sammankopplat värmelarm',
    en: 'Wireless Interlinked Heat Alarm',
    fr: 'Détecteur de chaleur interconnecté sans fil',
    it: 'Rilevatore di calore interconnesso wireless',
    da: 'Trådløst sammenkoblet varmealarm',
  },
};

const SENSOR_SENTENCE: PhraseOf<'optical' | 'heat' | 'co'> = {
  optical: {
    fi: 'Optinen anturi reagoi nopeasti kyteviin paloihin ja antaa vähemmän turhia hälytyksiä ruoanlaitosta.',
    nb: 'Optisk sensor som reagerer raskt på ulmebranner og gir færre falske alarmer ved matlaging.',
    sv: 'Optisk sensor som reagerar snabbt på glödbränder och ger färre falsklarm vid matlagning.',
    en: 'Optical sensor that reacts quickly to smouldering fires and gives fewer false alarms from cooking.',
    fr: 'Capteur optique qui réagit rapidement aux feux couvants et limite les fausses alertes dues à la cuisson.',
    it: 'Sensore ottico che reagisce rapidamente ai fuochi covanti e riduce i falsi allarmi dovuti alla cottura.',
    da: 'Optisk sensor, der reagerer hurtigt på ulmebrande og giver færre falske alarmer ved madlavning.',
  },
  heat: {
    fi: 'Lämpöanturi hälyttää 58 °C:ssa tai lämpötilan noustessa nopeasti, joten se sopii tiloihin, joissa palovaroitin antaisi turhia hälytyksiä.',
    nb: 'Varmesensor som varsler ved 58 °C eller rask temperaturstigning, ideell der røykvarslere gir falske alarmer.',
    sv: 'Värmesensor som larmar vid 58 °C eller snabb temperaturökning, perfekt där brandvarnare ger falsklarm.',
    en: 'Heat sensor that sounds at 58 °C or on a rapid rise in temperature, ideal where smoke alarms would give false alarms.',
    fr: 'Capteur thermique qui se déclenche à 58 °C ou en cas de hausse rapide de température, idéal là où un détecteur de fumée se déclencherait à tort.',
    it: 'Sensore termico che interviene a 58 °C o in caso di rapido aumento della temperatura, ideale dove un rilevatore di fumo darebbe falsi allarmi.',
    da: 'Varmesensor, der alarmerer ved 58 °C eller hurtig temperaturstigning, ideel hvor røgalarmer giver falske alarmer.',
  },
  co: {
    fi: 'Sähkökemiallinen anturi varoittaa tulisijojen, kattiloiden ja kaasulaitteiden häästä ennen kuin pitoisuus on vaarallinen.',
    nb: 'Elektrokjemisk sensor som varsler om karbonmonoksid fra ildsteder, kjeler og gassapparater før det blir farlig.',
    sv: 'Elektrokemisk sensor som varnar för kolmonoxid från eldstäder, pannor och gasapparater innan halten blir farlig.',
    en: 'Electrochemical sensor that warns of carbon monoxide from fireplaces, boilers and gas appliances before it becomes dangerous.',
    fr: "Capteur électrochimique qui avertit de la présence de monoxyde de carbone émis par cheminées, chaudières et appareils à gaz avant qu'il ne devienne dangereux.",
    it: 'Sensore elettrochimico che segnala il monossido di carbonio prodotto da camini, caldaie e apparecchi a gas prima che diventi pericoloso.',
    da: 'Elektrokemisk sensor, der advarer mod kulilte fra brændeovne, kedler og gasapparater, før det bliver farligt.',
  },
};

function powerSentence(locale: Locale, source: AttributeValue, years: number): string {
  switch (source) {
    case '10-year-lithium':
      return {
        fi: 'Suljettu litiumparisto kestää varoittimen koko 10 vuoden käyttöiän.',
        nb: 'Det forseglede litiumbatteriet varer hele varslerens levetid på 10 år.',
        sv: 'Det förseglade litiumbatteriet räcker larmets hela livslängd på 10 år.',
        en: 'The sealed lithium battery lasts the whole 10-year life of the alarm.',
        fr: 'La pile lithium scellée dure toute la vie du détecteur, soit 10 ans.',
        it: 'La batteria al litio sigillata dura per tutti i 10 anni di vita del rilevatore.',
        da: 'Det forseglede lithiumbatteri holder i hele alarmens levetid på 10 år.',
      }[locale];
    case '9v-battery':
      return {
        fi: `Virtalähteenä vaihdettava 9 V paristo, joka kestää noin ${years} vuoden; heikosta paristosta varoitetaan 30 päivän ajan.`,
        nb: `Drives av et utskiftbart 9V-batteri som varer omtrent ${years} år; varsel om lavt batteri gis i 30 dager.`,
        sv: `Drivs av ett utbytbart 9V-batteri som räcker cirka ${years} år; varning för svagt batteri ges i 30 dagar.`,
        en: `Powered by a replaceable 9V battery that lasts about ${years === 1 ? 'one year' : `${years} years`}; a low-battery warning sounds for 30 days.`,
        fr: `Alimenté par une pile 9V remplaçable d'une autonomie d'environ ${years === 1 ? 'un an' : `${years} ans`} ; un signal de pile faible retentit pendant 30 jours.`,
        it: `Alimentato da una batteria 9V sostituibile che dura circa ${years === 1 ? 'un anno' : `${years} anni`}; l'avviso di batteria scarica suona per 30 giorni.`,
        da: `Drives af et udskifteligt 9V-batteri, der holder cirka ${years} år; advarsel om lavt batteri lyder i 30 dage.`,
      }[locale];
    case 'aa-battery':
      return {
        fi: `Kolme vaihdettavaa AA-paristoa kestää noin ${years} vuotta.`,
        nb: `Tre utskiftbare AA-batterier varer i omtrent ${years} år.`,
        sv: `Tre utbytbara AA-batterier räcker i cirka ${years} år.`,
        en: `Three replaceable AA batteries last about ${years} years.`,
        fr: `Trois piles AA remplaçables assurent environ ${years} ans d'autonomie.`,
        it: `Tre batterie AA sostituibili durano circa ${years} anni.`,
        da: `Tre udskiftelige AA-batterier holder i cirka ${years} år.`,
      }[locale];
    default:
      return {
        fi: 'Kytketään 230 V:n verkkoon, ja ladattava varaparisto toimii sähkökatkon aikana.',
        nb: 'Kobles til 230 V strømnett med oppladbart reservebatteri ved strømbrudd.',
        sv: 'Ansluts till 230 V elnät med laddningsbart reservbatteri vid strömavbrott.',
        en: 'Connected to 230 V mains with a rechargeable backup battery for power cuts.',
        fr: 'Raccordé au secteur 230 V avec pile de secours rechargeable en cas de coupure.',
        it: 'Collegato alla rete a 230 V con batteria tampone ricaricabile in caso di blackout.',
        da: 'Tilsluttes 230 V elnettet med genopladeligt backupbatteri ved strømsvigt.',
      }[locale];
  }
}

const SMOKE_ALARMS: FamilyTexts = {
  name(locale, context) {
    const a = context.attributes;
    const noun = ALARM_NOUN[context.archetype.kind as keyof typeof ALARM_NOUN][locale];
    const power = lowerFirst(optionLabel('power_source', a.power_source, locale));
    return withBrand(locale, context.brandName, noun, `, ${power}, ${a.standard}`);
  },
  description(locale, context) {
    const a = context.attributes;
    const sensor =
      a.sensor_type === 'optical-heat' ? 'optical' : (a.sensor_type as keyof typeof SENSOR_SENTENCE);
    const first = SENSOR_SENTENCE[sensor][locale];
    const second = powerSentence(locale, a.power_source, Number(a.battery_life));
    const third = a.interconnectable
      ? {
          fi: 'Jopa 40 varoitinta voidaan kytkeä yhteen niin, että kaikki hälyttävät yhtä aikaa.',
          nb: 'Opptil 40 varslere kan kobles sammen slik at alle varsler samtidig.',
          sv: 'Upp till 40 larm kan kopplas ihop så att alla ljuder samtidigt.',
          en: 'Up to 40 alarms can be linked so that all of them sound together.',
          fr: "Jusqu'à 40 détecteurs peuvent être reliés pour sonner tous ensemble.",
          it: 'Fino a 40 rilevatori possono essere collegati per suonare tutti insieme.',
          da: 'Op til 40 alarmer kan forbindes, så de alle lyder samtidig.',
        }[locale]
      : {
          fi: `Testipainike ja ${a.alarm_volume} dB:n hälytysääni; hyväksytty standardin ${a.standard} mukaan.`,
          nb: `Testknapp og ${a.alarm_volume} dB alarm; godkjent etter ${a.standard}.`,
          sv: `Testknapp och ${a.alarm_volume} dB larmsignal; godkänd enligt ${a.standard}.`,
          en: `Test button and an ${a.alarm_volume} dB sounder; approved to ${a.standard}.`,
          fr: `Bouton de test et alarme de ${a.alarm_volume} dB ; certifié ${a.standard}.`,
          it: `Pulsante di test e allarme da ${a.alarm_volume} dB; omologato ${a.standard}.`,
          da: `Testknap og ${a.alarm_volume} dB alarm; godkendt efter ${a.standard}.`,
        }[locale];
    return `${first} ${second} ${third}`;
  },
};

// ------------------------------------------------------------------------------------------ fire extinguishers

const EXTINGUISHER_NOUN: PhraseOf<'powder' | 'foam' | 'water-mist' | 'co2'> = {
  powder: {
    fi: 'Jauhesammutin',
    nb: 'Pulverapparat',
    sv: 'Pulversläckare',
    en: 'Powder Fire Extinguisher',
    fr: 'Extincteur à poudre ABC',
    it: 'Estintore a polvere',
    da: 'Pulverslukker',
  },
  foam: {
    fi: 'Vaahtosammutin',
    nb: 'Skumapparat',
    sv: 'Skumsläckare',
    en: 'Foam Fire Extinguisher',
    fr: 'Extincteur à mousse',
    it: 'Estintore a schiuma',
    da: 'Skumslukker',
  },
  'water-mist': {
    fi: 'Vesisumusammutin',
    nb: 'Vanntåkeapparat',
    sv: 'Vattendimsläckare',
    en: 'Water Mist Fire Extinguisher',
    fr: "Extincteur à brouillard d'eau",
    it: 'Estintore ad acqua nebulizzata',
    da: 'Vandtågeslukker',
  },
  co2: {
    fi: 'Hiilidioksidisammutin',
    nb: 'Kullsyreapparat',
    sv: 'Kolsyresläckare',
    en: 'CO2 Fire Extinguisher',
    fr: 'Extincteur CO2',
    it: 'Estintore a CO2',
    da: 'Kulsyreslukker',
  },
};

const AGENT_SENTENCE: PhraseOf<'powder' | 'foam' | 'water-mist' | 'co2'> = {
  powder: {
    fi: 'ABC-jauhe sammuttaa kiinteiden aineiden, palavien nesteiden ja kaasujen palot ja sopii jännitteisiin laitteisiin 1 000 V:iin asti.',
    nb: 'ABC-pulver slokker branner i faste stoffer, brennbare væsker og gasser og kan brukes på strømførende utstyr opptil 1 000 V.',
    sv: 'ABC-pulver släcker bränder i fasta material, brandfarliga vätskor och gaser och kan användas på spänningsförande utrustning upp till 1 000 V.',
    en: 'ABC powder puts out fires in solid materials, flammable liquids and gases, and is safe on live equipment up to 1,000 V.',
    fr: "La poudre ABC éteint les feux de matériaux solides, de liquides et de gaz inflammables, et s'utilise sur les installations sous tension jusqu'à 1 000 V.",
    it: 'La polvere ABC spegne incendi di materiali solidi, liquidi e gas infiammabili ed è utilizzabile su apparecchiature in tensione fino a 1.000 V.',
    da: 'ABC-pulver slukker brande i faste stoffer, brændbare væsker og gasser og kan bruges på strømførende udstyr op til 1.000 V.',
  },
  foam: {
    fi: 'AFFF-vaahto tukahduttaa kiinteiden aineiden ja palavien nesteiden palot ja estää uudelleensyttymisen.',
    nb: 'AFFF-skum kveler branner i faste stoffer og brennbare væsker og hindrer ny antennelse.',
    sv: 'AFFF-skum kväver bränder i fasta material och brandfarliga vätskor och förhindrar återantändning.',
    en: 'AFFF foam smothers fires in solid materials and flammable liquids and prevents re-ignition.',
    fr: 'La mousse AFFF étouffe les feux de matériaux solides et de liquides inflammables et empêche la reprise du feu.',
    it: 'La schiuma AFFF soffoca gli incendi di materiali solidi e liquidi infiammabili e ne impedisce la riaccensione.',
    da: 'AFFF-skum kvæler brande i faste stoffer og brændbare væsker og forhindrer genantændelse.',
  },
  'water-mist': {
    fi: 'Hienojakoinen vesisumu jäähdyttää ja tukahduttaa palon, myös rasvapalon, eikä jätä jäämiä.',
    nb: 'Fin vanntåke kjøler og kveler brannen, også i frityrolje, og etterlater ingen rester.',
    sv: 'Fin vattendimma kyler och kväver branden, även i frityrolja, och lämnar inga rester.',
    en: 'Fine water mist cools and smothers fires, including cooking oil fires, and leaves no residue.',
    fr: "Le brouillard d'eau refroidit et étouffe le feu, y compris les feux d'huile de cuisson, sans laisser de résidus.",
    it: "L'acqua nebulizzata raffredda e soffoca il fuoco, anche di olio da cucina, senza lasciare residui.",
    da: 'Fin vandtåge køler og kvæler branden, også i madolie, og efterlader ingen rester.',
  },
  co2: {
    fi: 'Hiilidioksidi syrjäyttää hapen eikä jätä jäämiä, joten se sopii sähkölaitteisiin ja palvelinhuoneisiin.',
    nb: 'Kullsyre fortrenger oksygen og etterlater ingen rester, og er derfor riktig valg for elektrisk utstyr og serverrom.',
    sv: 'Kolsyra tränger undan syret och lämnar inga rester, vilket gör den lämplig för elektrisk utrustning och serverrum.',
    en: 'Carbon dioxide displaces oxygen and leaves no residue, which makes it the choice for electrical equipment and server rooms.',
    fr: "Le dioxyde de carbone chasse l'oxygène sans laisser de résidus, idéal pour les équipements électriques et les salles serveurs.",
    it: "L'anidride carbonica sostituisce l'ossigeno senza lasciare residui ed è quindi ideale per apparecchiature elettriche e sale server.",
    da: 'Kulsyre fortrænger ilten og efterlader ingen rester og er derfor velegnet til elektrisk udstyr og serverrum.',
  },
};

const CARTRIDGE: Phrase = {
  fi: 'patruunapaineistettu',
  nb: 'patrondrevet',
  sv: 'patrondriven',
  en: 'cartridge-operated',
  fr: 'à pression auxiliaire',
  it: 'a pressione ausiliaria',
  da: 'patrondrevet',
};

const EXTINGUISHERS: FamilyTexts = {
  name(locale, context) {
    const a = context.attributes;
    const noun = EXTINGUISHER_NOUN[a.agent as keyof typeof EXTINGUISHER_NOUN][locale];
    const capacity =
      a.capacity_kg !== undefined
        ? `${n(locale, Number(a.capacity_kg))} kg`
        : `${n(locale, Number(a.capacity_l))} l`;
    const cartridge = a.stored_pressure ? '' : `, ${CARTRIDGE[locale]}`;
    return withBrand(locale, context.brandName, noun, ` ${capacity}, ${a.fire_class}${cartridge}`);
  },
  description(locale, context) {
    const a = context.attributes;
    const first = AGENT_SENTENCE[a.agent as keyof typeof AGENT_SENTENCE][locale];
    const stored = Boolean(a.stored_pressure);
    const fireClass = a.fire_class;
    const second = {
      fi: `Tehoarvo ${fireClass}; ${stored ? 'pysyvästi paineistettu' : 'patruunapaineistettu ja helppo huoltaa'}.`,
      nb: `Slokkeevne ${fireClass}; ${stored ? 'trykkladet' : 'patrondrevet og enkel å etterfylle'}.`,
      sv: `Släckeffekt ${fireClass}; ${stored ? 'ständigt trycksatt' : 'patrondriven och lätt att serva'}.`,
      en: `Fire rating ${fireClass}; ${stored ? 'stored pressure' : 'cartridge-operated for easy servicing'}.`,
      fr: `Efficacité ${fireClass} ; ${stored ? 'pression permanente' : 'à pression auxiliaire, entretien facilité'}.`,
      it: `Classe di fuoco ${fireClass}; ${stored ? 'pressurizzazione permanente' : 'a pressione ausiliaria, manutenzione semplice'}.`,
      da: `Slukkeevne ${fireClass}; ${stored ? 'permanent tryk' : 'patrondrevet og nem at servicere'}.`,
    }[locale];
    const third = {
      fi: 'Toimitetaan seinätelineen kanssa; tarkastettava vuosittain kansallisten määräysten mukaan.',
      nb: 'Leveres med veggbrakett; kontrolleres årlig i henhold til nasjonale forskrifter.',
      sv: 'Levereras med väggfäste; ska kontrolleras årligen enligt nationella föreskrifter.',
      en: 'Supplied with a wall bracket; have it inspected every year in line with national regulations.',
      fr: 'Livré avec support mural ; à faire vérifier chaque année selon la réglementation nationale.',
      it: 'Fornito con staffa a muro; da revisionare ogni anno secondo le norme nazionali.',
      da: 'Leveres med vægbeslag; skal efterses årligt i henhold til nationale regler.',
    }[locale];
    return `${first} ${second} ${third}`;
  },
};

// ---------------------------------------------------------------------------------------------- fire blankets

const BLANKET_MATERIAL: PhraseOf<'glass-fibre' | 'aramid'> = {
  'glass-fibre': {
    fi: 'lasikuitu',
    nb: 'glassfiber',
    sv: 'glasfiber',
    en: 'Glass-fibre',
    fr: 'fibre de verre',
    it: 'fibra di vetro',
    da: 'glasfiber',
  },
  aramid: {
    fi: 'aramidikuitu',
    nb: 'aramid',
    sv: 'aramid',
    en: 'Aramid',
    fr: 'aramide',
    it: 'aramide',
    da: 'aramid',
  },
};

const FIRE_BLANKETS: FamilyTexts = {
  name(locale, context) {
    const noun = {
      fi: 'Sammutuspeite',
      nb: 'Brannteppe',
      sv: 'Brandfilt',
      en: 'Fire Blanket',
      fr: 'Couverture anti-feu',
      it: 'Coperta antifiamma',
      da: 'Brandtæppe',
    }[locale];
    const size = localiseDesignation(locale, String(context.attributes.size));
    return withBrand(locale, context.brandName, noun, ` ${size}, EN 1869`);
  },
  description(locale, context) {
    const size = String(context.attributes.size);
    const material = BLANKET_MATERIAL[context.attributes.material as keyof typeof BLANKET_MATERIAL][locale];
    const first = {
      fi: 'Tukahduttaa nopeasti ja siististi pienet palot kattiloissa, roska-astioissa ja vaatteissa.',
      nb: 'Kveler små branner i gryter, søppelbøtter og klær raskt og uten søl.',
      sv: 'Kväver små bränder i kastruller, papperskorgar och kläder snabbt och utan kladd.',
      en: 'Smothers small fires in cooking pans, waste bins and clothing quickly and without mess.',
      fr: 'Étouffe rapidement et proprement les petits feux de casseroles, de poubelles et de vêtements.',
      it: 'Soffoca in modo rapido e pulito i piccoli incendi di pentole, cestini e indumenti.',
      da: 'Kvæler små brande i gryder, skraldespande og tøj hurtigt og uden svineri.',
    }[locale];
    const second = {
      fi: `Kangas: ${material}, koko ${size}, pikavetoisessa seinäkotelossa.`,
      nb: `Duk av ${material}, ${size}, i veggetui med hurtigutløsning.`,
      sv: `Duk av ${material}, ${size}, i väggfodral med snabbutlösning.`,
      en: `${material} fabric, ${size}, in a quick-release wall pouch.`,
      fr: `Tissu en ${material}, ${size}, dans un étui mural à ouverture rapide.`,
      it: `Tessuto in ${material}, ${size}, in custodia a parete a estrazione rapida.`,
      da: `Dug af ${material}, ${size}, i vægetui med hurtig udløsning.`,
    }[locale];
    const third = {
      fi: 'Testattu standardin EN 1869 mukaisesti.',
      nb: 'Testet etter EN 1869.',
      sv: 'Testad enligt EN 1869.',
      en: 'Tested to EN 1869.',
      fr: 'Testée selon la norme EN 1869.',
      it: 'Testata secondo la norma EN 1869.',
      da: 'Testet efter EN 1869.',
    }[locale];
    return `${first} ${second} ${third}`;
  },
};

// ------------------------------------------------------------------------------------------ safety accessories

const ACCESSORY_NAME: Record<string, Phrase> = {
  'magnetic-mount': {
    fi: 'Magneettikiinnityssarja palovaroittimille',
    nb: 'Magnetfeste for røykvarslere',
    sv: 'Magnetfäste för brandvarnare',
    en: 'Magnetic Mounting Kit for Smoke Alarms',
    fr: 'Kit de fixation magnétique pour détecteurs',
    it: 'Kit di fissaggio magnetico per rilevatori',
    da: 'Magnetbeslag til røgalarmer',
  },
  'test-spray': {
    fi: 'Palovaroittimen testisuihke, 250 ml',
    nb: 'Testspray for røykvarslere, 250 ml',
    sv: 'Testspray för brandvarnare, 250 ml',
    en: 'Smoke Alarm Test Spray, 250 ml',
    fr: 'Aérosol de test pour détecteurs de fumée, 250 ml',
    it: 'Spray di prova per rilevatori di fumo, 250 ml',
    da: 'Testspray til røgalarmer, 250 ml',
  },
  'mounting-plate': {
    fi: 'Palovaroittimen asennuslevy',
    nb: 'Monteringsplate for røykvarslere',
    sv: 'Monteringsplatta för brandvarnare',
    en: 'Surface Mounting Plate for Smoke Alarms',
    fr: 'Platine de montage pour détecteurs de fumée',
    it: 'Piastra di montaggio per rilevatori di fumo',
    da: 'Monteringsplade til røgalarmer',
  },
  'replacement-battery': {
    fi: '9 V litiumparisto palovaroittimiin',
    nb: '9V litiumbatteri for røykvarslere',
    sv: '9V litiumbatteri för brandvarnare',
    en: 'Replacement 9V Lithium Battery for Smoke Alarms',
    fr: 'Pile lithium 9V pour détecteurs de fumée',
    it: 'Batteria al litio 9V per rilevatori di fumo',
    da: '9V lithiumbatteri til røgalarmer',
  },
  'wall-bracket': {
    fi: 'Seinäteline 6 kg:n sammuttimelle',
    nb: 'Veggbrakett for 6 kg brannslukker',
    sv: 'Väggfäste för 6 kg brandsläckare',
    en: 'Wall Bracket for 6 kg Extinguishers',
    fr: 'Support mural pour extincteur 6 kg',
    it: 'Staffa a muro per estintore da 6 kg',
    da: 'Vægbeslag til 6 kg brandslukker',
  },
  'vehicle-bracket': {
    fi: 'Ajoneuvoteline 2 kg:n sammuttimelle',
    nb: 'Kjøretøyfeste for 2 kg brannslukker',
    sv: 'Fordonsfäste för 2 kg brandsläckare',
    en: 'Vehicle Bracket for 2 kg Extinguishers',
    fr: 'Support véhicule pour extincteur 2 kg',
    it: 'Supporto per veicoli per estintore da 2 kg',
    da: 'Køretøjsbeslag til 2 kg brandslukker',
  },
  cabinet: {
    fi: 'Teräksinen sammutinkaappi 6 kg:n sammuttimelle',
    nb: 'Stålskap for 6 kg brannslukker',
    sv: 'Stålskåp för 6 kg brandsläckare',
    en: 'Steel Cabinet for 6 kg Extinguishers',
    fr: 'Armoire en acier pour extincteur 6 kg',
    it: 'Armadietto in acciaio per estintore da 6 kg',
    da: 'Stålskab til 6 kg brandslukker',
  },
  sign: {
    fi: 'Jälkiheijastava sammutinkyltti 200 × 200 mm',
    nb: 'Etterlysende skilt for brannslukker 200 × 200 mm',
    sv: 'Efterlysande skylt för brandsläckare 200 × 200 mm',
    en: 'Photoluminescent Fire Extinguisher Sign 200 × 200 mm',
    fr: 'Panneau photoluminescent extincteur 200 × 200 mm',
    it: 'Cartello fotoluminescente estintore 200 × 200 mm',
    da: 'Efterlysende skilt til brandslukker 200 × 200 mm',
  },
  'refill-powder': {
    fi: 'ABC-sammutusjauhe, kilotavara',
    nb: 'ABC-slokkepulver, per kg',
    sv: 'ABC-släckpulver, per kg',
    en: 'ABC Extinguishing Powder, per kg',
    fr: 'Poudre extinctrice ABC, au kilo',
    it: 'Polvere estinguente ABC, al kg',
    da: 'ABC-slukningspulver, pr. kg',
  },
};

const ACCESSORY_BLURB: Record<string, Phrase> = {
  'magnetic-mount': {
    fi: 'Palovaroittimen kiinnitys ilman porausta magneettijalustan ja tarratyynyn avulla.',
    nb: 'Monterer røykvarsleren uten boring ved hjelp av magnetfot og limpute.',
    sv: 'Monterar brandvarnaren utan borrning med magnetfot och tejpkudde.',
    en: 'Mounts a smoke alarm without drilling, using a magnetic base and an adhesive pad.',
    fr: 'Fixe un détecteur de fumée sans perçage grâce à une base magnétique et un adhésif.',
    it: 'Fissa un rilevatore di fumo senza forare grazie a una base magnetica e a un adesivo.',
    da: 'Monterer røgalarmen uden boring med magnetfod og klæbepude.',
  },
  'test-spray': {
    fi: 'Aerosoli optisten palovaroittimien toimintatestaukseen ilman avotulta.',
    nb: 'Aerosol for funksjonstest av optiske røykvarslere uten åpen flamme.',
    sv: 'Aerosol för funktionstest av optiska brandvarnare utan öppen låga.',
    en: 'Aerosol for functional testing of optical smoke alarms without an open flame.',
    fr: 'Aérosol pour tester le fonctionnement des détecteurs optiques sans flamme nue.',
    it: 'Aerosol per il test di funzionamento dei rilevatori ottici senza fiamma libera.',
    da: 'Aerosol til funktionstest af optiske røgalarmer uden åben ild.',
  },
  'mounting-plate': {
    fi: 'Pinta-asennuslevy, joka peittää vanhat ruuvinreiät ja kaapeliläpiviennit.',
    nb: 'Påvekstplate som dekker gamle skruehull og kabelinnføringer.',
    sv: 'Utanpåliggande platta som täcker gamla skruvhål och kabelgenomföringar.',
    en: 'Surface-mount plate that covers old screw holes and cable entries.',
    fr: 'Platine en saillie qui masque les anciens trous de vis et passages de câbles.',
    it: 'Piastra da superficie che copre i vecchi fori delle viti e i passaggi dei cavi.',
    da: 'Påbygningsplade, der dækker gamle skruehuller og kabelgennemføringer.',
  },
  'replacement-battery': {
    fi: '9 V litiumparisto, joka kestää palovaroittimessa jopa kymmenen vuotta.',
    nb: '9V litiumbatteri som varer opptil ti år i en røykvarsler.',
    sv: '9V litiumbatteri som räcker upp till tio år i en brandvarnare.',
    en: '9V lithium battery that lasts up to ten years in a smoke alarm.',
    fr: "Pile lithium 9V qui dure jusqu'à dix ans dans un détecteur de fumée.",
    it: 'Batteria al litio 9V che dura fino a dieci anni in un rilevatore di fumo.',
    da: '9V lithiumbatteri, der holder op til ti år i en røgalarm.',
  },
  'wall-bracket': {
    fi: 'Jauhemaalattu terästeline turvahihnalla seinäasennukseen.',
    nb: 'Pulverlakkert stålbrakett med sikringsstropp for veggmontering.',
    sv: 'Pulverlackerat stålfäste med säkerhetsrem för väggmontering.',
    en: 'Powder-coated steel bracket with a safety strap for wall mounting.',
    fr: 'Support en acier thermolaqué avec sangle de sécurité pour fixation murale.',
    it: 'Staffa in acciaio verniciato a polvere con cinghia di sicurezza per montaggio a parete.',
    da: 'Pulverlakeret stålbeslag med sikkerhedsrem til vægmontering.',
  },
  'vehicle-bracket': {
    fi: 'Tärinänkestävä teline pikalukittavalla hihnalla autoihin, pakettiautoihin ja veneisiin.',
    nb: 'Vibrasjonssikkert feste med hurtigutløsende stropp for biler, varebiler og båter.',
    sv: 'Vibrationssäkert fäste med snabbspänne för bilar, skåpbilar och båtar.',
    en: 'Vibration-proof bracket with a quick-release strap for cars, vans and boats.',
    fr: 'Support anti-vibrations à sangle à ouverture rapide pour voitures, utilitaires et bateaux.',
    it: 'Supporto antivibrazione con cinghia a sgancio rapido per auto, furgoni e barche.',
    da: 'Vibrationssikkert beslag med hurtigudløsende rem til biler, varevogne og både.',
  },
  cabinet: {
    fi: 'Lukittava teräskaappi suojaa sammutinta säältä ja ilkivallalta.',
    nb: 'Låsbart stålskap som beskytter slukkeren mot vær og hærverk.',
    sv: 'Låsbart stålskåp som skyddar släckaren mot väder och sabotage.',
    en: 'Lockable steel cabinet that protects an extinguisher from the weather and tampering.',
    fr: "Armoire en acier verrouillable qui protège l'extincteur des intempéries et du vandalisme.",
    it: "Armadietto in acciaio con serratura che protegge l'estintore da intemperie e manomissioni.",
    da: 'Aflåseligt stålskab, der beskytter slukkeren mod vejr og hærværk.',
  },
  sign: {
    fi: 'Jälkiheijastava kyltti näkyy tunteja sähkökatkon jälkeen.',
    nb: 'Etterlysende skilt som er synlig i timevis etter strømbrudd.',
    sv: 'Efterlysande skylt som syns i flera timmar efter ett strömavbrott.',
    en: 'Photoluminescent sign that stays visible for hours after a power cut.',
    fr: 'Panneau photoluminescent qui reste visible pendant des heures après une coupure de courant.',
    it: 'Cartello fotoluminescente che resta visibile per ore dopo un blackout.',
    da: 'Efterlysende skilt, der er synligt i timevis efter strømsvigt.',
  },
  'refill-powder': {
    fi: 'ABC-sammutusjauhe patruunapaineisten sammuttimien täyttöön huoltopisteissä.',
    nb: 'ABC-slokkepulver for etterfylling av patrondrevne slukkere på serviceverksteder.',
    sv: 'ABC-släckpulver för påfyllning av patrondrivna släckare på serviceverkstäder.',
    en: 'ABC extinguishing powder for refilling cartridge-operated extinguishers at service points.',
    fr: 'Poudre extinctrice ABC pour la recharge des extincteurs à pression auxiliaire en atelier.',
    it: 'Polvere estinguente ABC per la ricarica degli estintori a pressione ausiliaria in officina.',
    da: 'ABC-slukningspulver til genopfyldning af patrondrevne slukkere på serviceværksteder.',
  },
};

const SAFETY_ACCESSORIES: FamilyTexts = {
  name(locale, context) {
    return `${context.brandName} ${ACCESSORY_NAME[context.archetype.kind][locale]}`;
  },
  description(locale, context) {
    const second = {
      fi: 'Sopii valikoimamme varoittimiin ja sammuttimiin; katso yhteensopivuus tuotekortista.',
      nb: 'Passer til varslerne og slukkerne i vårt sortiment; se kompatibilitetslisten i produktdatabladet.',
      sv: 'Passar larmen och släckarna i vårt sortiment; se kompatibilitetslistan i produktbladet.',
      en: 'Fits the alarms and extinguishers in our range; see the compatibility list in the data sheet.',
      fr: 'Compatible avec les détecteurs et extincteurs de notre gamme ; voir la liste de compatibilité dans la fiche technique.',
      it: "Compatibile con i rilevatori e gli estintori della nostra gamma; vedere l'elenco di compatibilità nella scheda tecnica.",
      da: 'Passer til alarmerne og slukkerne i vores sortiment; se kompatibilitetslisten i produktdatabladet.',
    }[locale];
    return `${ACCESSORY_BLURB[context.archetype.kind][locale]} ${second}`;
  },
};

const FAMILY_TEXTS: Record<FamilyCode, FamilyTexts> = {
  battery: BATTERIES,
  charger: CHARGERS,
  lamp: LAMPS,
  'portable-light': PORTABLE_LIGHTS,
  'power-bank': POWER_BANKS,
  cable: CABLES,
  'smoke-alarm': SMOKE_ALARMS,
  'fire-extinguisher': EXTINGUISHERS,
  'fire-blanket': FIRE_BLANKETS,
  'safety-accessory': SAFETY_ACCESSORIES,
};

export function productName(family: FamilyCode, locale: Locale, context: TextContext): string {
  return FAMILY_TEXTS[family].name(locale, context);
}

export function productDescription(family: FamilyCode, locale: Locale, context: TextContext): string {
  return FAMILY_TEXTS[family].description(locale, context);
}
