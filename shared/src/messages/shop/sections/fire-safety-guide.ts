import type {
  FireSafetyReasonCode as GuideReasonCode,
  FireSafetyRisk,
  FireSafetyRole as GuideRole,
  Locale,
  PremisesType,
} from '../../../domain';

/** An answer the guide cannot use; the texts name the allowed range with `{min}` and `{max}`. */
export type GuideProblem = 'premises' | 'area' | 'floors' | 'bedrooms';

/** The fire-safety guide page (storefront spec §1, §9). */
export interface FireSafetyGuideMessages {
  title: string;
  intro: string;
  footerLink: string;
  stepPremises: string;
  premises: Record<PremisesType, string>;
  stepSize: string;
  area: string;
  floors: string;
  bedrooms: string;
  bedroomsHint: string;
  stepRisks: string;
  risksHint: string;
  risks: Record<FireSafetyRisk, string>;
  submit: string;
  invalid: string;
  problems: Record<GuideProblem, string>;
  resultTitle: string;
  resultIntro: string;
  roles: Record<GuideRole, string>;
  reasons: Record<GuideReasonCode, string>;
  product: string;
  quantity: string;
  lineTotal: string;
  unavailable: string;
  nothingInStock: string;
  itemsTotal: string;
  setDiscount: string;
  setTotal: string;
  netPrices: string;
  addSet: string;
  addFailed: string;
  disclaimer: string;
}

export const fireSafetyGuideMessages: Record<Locale, FireSafetyGuideMessages> = {
  fi: {
    title: 'Paloturvallisuusopas',
    intro:
      'Vastaa muutamaan kysymykseen tiloistasi, niin ehdotamme sopivat palovaroittimet, sammuttimet ja sammutuspeitteet määrineen. Koko paketti ostoskoriin 10 %:n alennuksella.',
    footerLink: 'Paloturvallisuusopas',
    stepPremises: '1. Tilat',
    premises: {
      office: 'Toimisto',
      shop: 'Myymälä',
      restaurant: 'Ravintola tai ammattikeittiö',
      workshop: 'Korjaamo, verstas tai teollisuus',
      warehouse: 'Varasto',
      home: 'Koti',
      holiday_home: 'Vapaa-ajan asunto tai mökki',
    },
    stepSize: '2. Koko',
    area: 'Kerrosala yhteensä (m²)',
    floors: 'Kerrosten määrä',
    bedrooms: 'Makuuhuoneet',
    bedroomsHint: 'Huoneet, joissa nukutaan (myös henkilökunnan majoitus). 0, jos ei yhtään.',
    stepRisks: '3. Erityiset riskit',
    risksHint: 'Valitse kaikki, jotka koskevat tilojasi.',
    risks: {
      kitchen: 'Keittiö, jossa paistetaan tai friteerataan öljyssä',
      electrical: 'Palvelinhuone, sähkökeskukset tai koneet',
      flammable_liquids: 'Palavia nesteitä tai kaasuja varastossa',
      fuel_appliances: 'Tulisija, kaasulaite tai öljy- tai puulämmitys',
    },
    submit: 'Näytä suositus',
    invalid: 'Tarkista vastauksesi: {message}',
    problems: {
      premises: 'Valitse tilojen tyyppi.',
      area: 'Anna kerrosala kokonaislukuna väliltä {min}–{max} m².',
      floors: 'Anna kerrosten määrä väliltä {min}–{max}.',
      bedrooms: 'Anna makuuhuoneiden määrä väliltä {min}–{max}.',
    },
    resultTitle: 'Suositeltu paketti',
    resultIntro: 'Tuotteet ovat varastossa myymälässäsi. Perustelut näkyvät jokaisella rivillä.',
    roles: {
      smoke_alarm: 'Palovaroittimet',
      heat_alarm: 'Lämpövaroitin keittiöön',
      co_alarm: 'Häkävaroittimet',
      extinguisher: 'Käsisammuttimet',
      kitchen_extinguisher: 'F-luokan sammutin keittiöön',
      electrical_extinguisher: 'Hiilidioksidisammuttimet',
      fire_blanket: 'Sammutuspeite',
    },
    reasons: {
      smokePerFloorArea:
        'Yksi palovaroitin jokaista alkavaa {areaM2} m² kohden ja vähintään yksi joka kerroksessa: {perFloor} kerrosta kohden × {floors}.',
      smokePerBedroom: 'Lisäksi yksi jokaiseen makuuhuoneeseen, jossa nukutaan: {bedrooms}.',
      interconnected: 'Yhteen kytketyt varoittimet, jotta hälytys kuuluu kaikkialle ({alarms} varoitinta).',
      heatInKitchen: 'Keittiöön lämpövaroitin, koska ruoanlaiton käry laukaisee palovaroittimen turhaan.',
      coPerFloor:
        'Tulisijat ja polttolaitteet voivat tuottaa häkää, jota ei näe eikä haista: yksi kerrosta kohden × {floors}.',
      extinguisherPerFloorArea:
        'Yksi sammutin jokaista alkavaa {areaM2} m² kohden ja vähintään yksi joka kerroksessa: {perFloor} kerrosta kohden × {floors}.',
      agentFoam:
        'Vaahto sammuttaa kiinteiden aineiden (A) ja nesteiden (B) palot ja sotkee vähemmän kuin jauhe.',
      agentPowder: 'ABC-jauhe sammuttaa myös palavat nesteet ja kaasut, kuten verstailla ja varastoissa.',
      agentPowderFrost: 'Jauhesammutin, koska vaahto ja vesi jäätyvät lämmittämättömissä tiloissa.',
      kitchenClassF: 'F-luokka palavalle ruokaöljylle ja rasvalle, joita ei saa koskaan sammuttaa vedellä.',
      blanketKitchen: 'Sammutuspeite tukahduttaa kattilapalon tai palavat vaatteet heti.',
      co2Electrical:
        'Hiilidioksidi on turvallinen sähkölaitteille eikä jätä jäämiä: yksi kerrosta kohden × {floors}.',
      roundedToPack: 'Myydään vain kerrannaisina: tarvitaan {needed}, pakettiin {quantity}.',
    },
    product: 'Tuote',
    quantity: 'Määrä',
    lineTotal: 'Yhteensä',
    unavailable: 'Näille ei ole nyt varastossa sopivaa tuotetta: {roles}.',
    nothingInStock: 'Mitään suositelluista tuotteista ei ole nyt varastossa. Kysy myyjältämme.',
    itemsTotal: 'Tuotteet',
    setDiscount: 'Pakettialennus {percent} %',
    setTotal: 'Paketin hinta',
    netPrices: 'Hinnat ilman arvonlisäveroa.',
    addSet: 'Lisää koko paketti ostoskoriin',
    addFailed: 'Pakettia ei voitu lisätä ostoskoriin: {message}',
    disclaimer:
      'Suositus on suuntaa antava eikä korvaa viranomaismääräyksiä tai pelastussuunnitelmaa. Tarkista paikalliset vaatimukset.',
  },
  nb: {
    title: 'Brannsikkerhetsguide',
    intro:
      'Svar på noen spørsmål om lokalene, så foreslår vi røykvarslere, brannslukkere og brannslukningstepper med antall. Hele pakken i handlekurven med 10 % rabatt.',
    footerLink: 'Brannsikkerhetsguide',
    stepPremises: '1. Lokaler',
    premises: {
      office: 'Kontor',
      shop: 'Butikk',
      restaurant: 'Restaurant eller storkjøkken',
      workshop: 'Verksted eller industri',
      warehouse: 'Lager',
      home: 'Bolig',
      holiday_home: 'Fritidsbolig eller hytte',
    },
    stepSize: '2. Størrelse',
    area: 'Samlet gulvareal (m²)',
    floors: 'Antall etasjer',
    bedrooms: 'Soverom',
    bedroomsHint: 'Rom der noen sover (også personalboliger). 0 hvis ingen.',
    stepRisks: '3. Særlige risikoer',
    risksHint: 'Kryss av for alt som gjelder lokalene.',
    risks: {
      kitchen: 'Kjøkken med steking eller frityrkoking i olje',
      electrical: 'Serverrom, el-tavler eller maskiner',
      flammable_liquids: 'Lagring av brennbare væsker eller gasser',
      fuel_appliances: 'Ildsted, gassapparat eller olje- eller vedfyring',
    },
    submit: 'Vis anbefaling',
    invalid: 'Sjekk svarene dine: {message}',
    problems: {
      premises: 'Velg type lokaler.',
      area: 'Oppgi gulvarealet som et helt tall mellom {min} og {max} m².',
      floors: 'Oppgi antall etasjer mellom {min} og {max}.',
      bedrooms: 'Oppgi antall soverom mellom {min} og {max}.',
    },
    resultTitle: 'Anbefalt pakke',
    resultIntro: 'Produktene er på lager i butikken din. Hver linje forklarer hvorfor.',
    roles: {
      smoke_alarm: 'Røykvarslere',
      heat_alarm: 'Varmevarsler til kjøkkenet',
      co_alarm: 'CO-varslere',
      extinguisher: 'Håndslukkere',
      kitchen_extinguisher: 'Klasse F-slukker til kjøkkenet',
      electrical_extinguisher: 'CO2-slukkere',
      fire_blanket: 'Brannteppe',
    },
    reasons: {
      smokePerFloorArea:
        'Én røykvarsler per påbegynte {areaM2} m² og minst én i hver etasje: {perFloor} per etasje × {floors}.',
      smokePerBedroom: 'I tillegg én i hvert soverom der noen sover: {bedrooms}.',
      interconnected: 'Sammenkoblede varslere, så alarmen høres overalt ({alarms} varslere).',
      heatInKitchen: 'Varmevarsler på kjøkkenet, fordi matos utløser røykvarslere unødig.',
      coPerFloor:
        'Ildsteder og fyringsanlegg kan gi karbonmonoksid, som verken ses eller luktes: én per etasje × {floors}.',
      extinguisherPerFloorArea:
        'Én slukker per påbegynte {areaM2} m² og minst én i hver etasje: {perFloor} per etasje × {floors}.',
      agentFoam: 'Skum slukker branner i faste stoffer (A) og væsker (B) og griser mindre enn pulver.',
      agentPowder: 'ABC-pulver slukker også brennende væsker og gasser, som i verksteder og lagre.',
      agentPowderFrost: 'Pulverslukker, fordi skum og vann fryser i uoppvarmede lokaler.',
      kitchenClassF: 'Klasse F for brennende matolje og fett, som aldri må slukkes med vann.',
      blanketKitchen: 'Et brannteppe kveler en kjelebrann eller brennende klær med én gang.',
      co2Electrical: 'CO2 er trygt på elektrisk utstyr og etterlater ingen rester: én per etasje × {floors}.',
      roundedToPack: 'Selges bare i multipler: {needed} trengs, {quantity} i pakken.',
    },
    product: 'Produkt',
    quantity: 'Antall',
    lineTotal: 'Sum',
    unavailable: 'Ingen passende produkter på lager nå for: {roles}.',
    nothingInStock: 'Ingen av de anbefalte produktene er på lager nå. Spør selgeren vår.',
    itemsTotal: 'Produkter',
    setDiscount: 'Pakkerabatt {percent} %',
    setTotal: 'Pris for pakken',
    netPrices: 'Priser eksklusive merverdiavgift.',
    addSet: 'Legg hele pakken i handlekurven',
    addFailed: 'Pakken kunne ikke legges i handlekurven: {message}',
    disclaimer:
      'Anbefalingen er veiledende og erstatter ikke myndighetenes krav eller en brannvernplan. Sjekk lokale krav.',
  },
  sv: {
    title: 'Brandskyddsguide',
    intro:
      'Svara på några frågor om lokalerna, så föreslår vi brandvarnare, brandsläckare och brandfiltar med antal. Hela paketet i varukorgen med 10 % rabatt.',
    footerLink: 'Brandskyddsguide',
    stepPremises: '1. Lokaler',
    premises: {
      office: 'Kontor',
      shop: 'Butik',
      restaurant: 'Restaurang eller storkök',
      workshop: 'Verkstad eller industri',
      warehouse: 'Lager',
      home: 'Bostad',
      holiday_home: 'Fritidshus eller stuga',
    },
    stepSize: '2. Storlek',
    area: 'Total golvyta (m²)',
    floors: 'Antal våningar',
    bedrooms: 'Sovrum',
    bedroomsHint: 'Rum där någon sover (även personalbostäder). 0 om inga.',
    stepRisks: '3. Särskilda risker',
    risksHint: 'Kryssa för allt som gäller lokalerna.',
    risks: {
      kitchen: 'Kök med stekning eller fritering i olja',
      electrical: 'Serverrum, elcentraler eller maskiner',
      flammable_liquids: 'Förvaring av brandfarliga vätskor eller gaser',
      fuel_appliances: 'Eldstad, gasapparat eller olje- eller vedeldning',
    },
    submit: 'Visa rekommendation',
    invalid: 'Kontrollera dina svar: {message}',
    problems: {
      premises: 'Välj typ av lokaler.',
      area: 'Ange golvytan som ett heltal mellan {min} och {max} m².',
      floors: 'Ange antalet våningar mellan {min} och {max}.',
      bedrooms: 'Ange antalet sovrum mellan {min} och {max}.',
    },
    resultTitle: 'Rekommenderat paket',
    resultIntro: 'Produkterna finns i lager i din butik. Varje rad förklarar varför.',
    roles: {
      smoke_alarm: 'Brandvarnare',
      heat_alarm: 'Värmelarm till köket',
      co_alarm: 'Koloxidlarm',
      extinguisher: 'Handbrandsläckare',
      kitchen_extinguisher: 'Klass F-släckare till köket',
      electrical_extinguisher: 'Koldioxidsläckare',
      fire_blanket: 'Brandfilt',
    },
    reasons: {
      smokePerFloorArea:
        'En brandvarnare per påbörjade {areaM2} m² och minst en på varje våning: {perFloor} per våning × {floors}.',
      smokePerBedroom: 'Dessutom en i varje sovrum där någon sover: {bedrooms}.',
      interconnected: 'Sammankopplade brandvarnare, så att larmet hörs överallt ({alarms} brandvarnare).',
      heatInKitchen: 'Värmelarm i köket, eftersom matos löser ut brandvarnare i onödan.',
      coPerFloor:
        'Eldstäder och förbränningsapparater kan ge koloxid, som varken syns eller luktar: en per våning × {floors}.',
      extinguisherPerFloorArea:
        'En släckare per påbörjade {areaM2} m² och minst en på varje våning: {perFloor} per våning × {floors}.',
      agentFoam: 'Skum släcker bränder i fasta material (A) och vätskor (B) och kladdar mindre än pulver.',
      agentPowder: 'ABC-pulver släcker även brinnande vätskor och gaser, som i verkstäder och lager.',
      agentPowderFrost: 'Pulversläckare, eftersom skum och vatten fryser i ouppvärmda lokaler.',
      kitchenClassF: 'Klass F för brinnande matolja och fett, som aldrig får släckas med vatten.',
      blanketKitchen: 'En brandfilt kväver en kastrullbrand eller brinnande kläder direkt.',
      co2Electrical:
        'Koldioxid är säker på elektrisk utrustning och lämnar inga rester: en per våning × {floors}.',
      roundedToPack: 'Säljs bara i multiplar: {needed} behövs, {quantity} i paketet.',
    },
    product: 'Produkt',
    quantity: 'Antal',
    lineTotal: 'Summa',
    unavailable: 'Ingen lämplig produkt finns i lager just nu för: {roles}.',
    nothingInStock: 'Inga av de rekommenderade produkterna finns i lager just nu. Fråga vår säljare.',
    itemsTotal: 'Produkter',
    setDiscount: 'Paketrabatt {percent} %',
    setTotal: 'Paketpris',
    netPrices: 'Priser exklusive moms.',
    addSet: 'Lägg hela paketet i varukorgen',
    addFailed: 'Paketet kunde inte läggas i varukorgen: {message}',
    disclaimer:
      'Rekommendationen är vägledande och ersätter inte myndighetskrav eller en brandskyddsplan. Kontrollera lokala krav.',
  },
  en: {
    title: 'Fire-safety guide',
    intro:
      'Answer a few questions about your premises and we suggest smoke alarms, fire extinguishers and fire blankets with quantities. Add the whole set to the cart at 10% off.',
    footerLink: 'Fire-safety guide',
    stepPremises: '1. Premises',
    premises: {
      office: 'Office',
      shop: 'Shop',
      restaurant: 'Restaurant or commercial kitchen',
      workshop: 'Workshop or industrial',
      warehouse: 'Warehouse',
      home: 'Home',
      holiday_home: 'Holiday home or cabin',
    },
    stepSize: '2. Size',
    area: 'Total floor area (m²)',
    floors: 'Number of floors',
    bedrooms: 'Bedrooms',
    bedroomsHint: 'Rooms where people sleep (staff accommodation too). 0 if none.',
    stepRisks: '3. Special risks',
    risksHint: 'Tick every one that applies to your premises.',
    risks: {
      kitchen: 'Kitchen with frying or deep-fat frying in oil',
      electrical: 'Server room, electrical cabinets or machinery',
      flammable_liquids: 'Flammable liquids or gases in storage',
      fuel_appliances: 'Fireplace, gas appliance or oil or wood heating',
    },
    submit: 'Show recommendation',
    invalid: 'Please check your answers: {message}',
    problems: {
      premises: 'Choose the type of premises.',
      area: 'Enter the floor area as a whole number from {min} to {max} m².',
      floors: 'Enter a number of floors from {min} to {max}.',
      bedrooms: 'Enter a number of bedrooms from {min} to {max}.',
    },
    resultTitle: 'Your recommended set',
    resultIntro: 'These products are in stock in your store. Each line says why it is there.',
    roles: {
      smoke_alarm: 'Smoke alarms',
      heat_alarm: 'Heat alarm for the kitchen',
      co_alarm: 'Carbon monoxide alarms',
      extinguisher: 'Fire extinguishers',
      kitchen_extinguisher: 'Class F extinguisher for the kitchen',
      electrical_extinguisher: 'CO2 extinguishers',
      fire_blanket: 'Fire blanket',
    },
    reasons: {
      smokePerFloorArea:
        'One smoke alarm for every {areaM2} m² or part of it, and at least one on each floor: {perFloor} per floor × {floors}.',
      smokePerBedroom: 'One more in every bedroom where people sleep: {bedrooms}.',
      interconnected: 'Interconnected alarms, so an alarm is heard everywhere ({alarms} alarms).',
      heatInKitchen: 'A heat alarm for the kitchen, where cooking fumes set off smoke alarms for nothing.',
      coPerFloor:
        'Fireplaces and fuel-burning appliances can give off carbon monoxide, which you cannot see or smell: one per floor × {floors}.',
      extinguisherPerFloorArea:
        'One extinguisher for every {areaM2} m² or part of it, and at least one on each floor: {perFloor} per floor × {floors}.',
      agentFoam:
        'Foam puts out fires of solid materials (class A) and liquids (class B) and leaves less mess than powder.',
      agentPowder:
        'ABC powder also puts out burning liquids and gases, as found in workshops and warehouses.',
      agentPowderFrost: 'Powder, because foam and water freeze in unheated premises.',
      kitchenClassF: 'Class F for burning cooking oil and fat, which must never be put out with water.',
      blanketKitchen: 'A fire blanket smothers a pan fire or burning clothes at once.',
      co2Electrical: 'CO2 is safe on electrical equipment and leaves no residue: one per floor × {floors}.',
      roundedToPack: 'Sold in multiples only: {needed} needed, {quantity} in the set.',
    },
    product: 'Product',
    quantity: 'Quantity',
    lineTotal: 'Total',
    unavailable: 'No suitable product is in stock right now for: {roles}.',
    nothingInStock: 'None of the recommended products is in stock right now. Please ask our sales team.',
    itemsTotal: 'Products',
    setDiscount: 'Set discount {percent}%',
    setTotal: 'Set price',
    netPrices: 'Prices exclude VAT.',
    addSet: 'Add the whole set to the cart',
    addFailed: 'The set could not be added to the cart: {message}',
    disclaimer:
      'This recommendation is guidance only and does not replace the authorities’ requirements or a fire-safety plan. Check your local rules.',
  },
  fr: {
    title: 'Guide sécurité incendie',
    intro:
      'Répondez à quelques questions sur vos locaux et nous vous proposons détecteurs de fumée, extincteurs et couvertures anti-feu avec les quantités. Le kit complet au panier avec 10 % de remise.',
    footerLink: 'Guide sécurité incendie',
    stepPremises: '1. Locaux',
    premises: {
      office: 'Bureau',
      shop: 'Magasin',
      restaurant: 'Restaurant ou cuisine professionnelle',
      workshop: 'Atelier ou site industriel',
      warehouse: 'Entrepôt',
      home: 'Logement',
      holiday_home: 'Résidence secondaire ou chalet',
    },
    stepSize: '2. Taille',
    area: 'Surface totale (m²)',
    floors: 'Nombre de niveaux',
    bedrooms: 'Chambres',
    bedroomsHint: 'Pièces où l’on dort (logement du personnel compris). 0 s’il n’y en a pas.',
    stepRisks: '3. Risques particuliers',
    risksHint: 'Cochez tout ce qui concerne vos locaux.',
    risks: {
      kitchen: 'Cuisine avec cuisson ou friture à l’huile',
      electrical: 'Salle serveurs, armoires électriques ou machines',
      flammable_liquids: 'Stockage de liquides ou de gaz inflammables',
      fuel_appliances: 'Cheminée, appareil à gaz ou chauffage au fioul ou au bois',
    },
    submit: 'Voir la recommandation',
    invalid: 'Vérifiez vos réponses : {message}',
    problems: {
      premises: 'Choisissez le type de locaux.',
      area: 'Indiquez la surface en nombre entier, de {min} à {max} m².',
      floors: 'Indiquez un nombre de niveaux de {min} à {max}.',
      bedrooms: 'Indiquez un nombre de chambres de {min} à {max}.',
    },
    resultTitle: 'Votre kit recommandé',
    resultIntro: 'Ces produits sont en stock dans votre magasin. Chaque ligne explique pourquoi.',
    roles: {
      smoke_alarm: 'Détecteurs de fumée',
      heat_alarm: 'Détecteur de chaleur pour la cuisine',
      co_alarm: 'Détecteurs de monoxyde de carbone',
      extinguisher: 'Extincteurs',
      kitchen_extinguisher: 'Extincteur classe F pour la cuisine',
      electrical_extinguisher: 'Extincteurs CO2',
      fire_blanket: 'Couverture anti-feu',
    },
    reasons: {
      smokePerFloorArea:
        'Un détecteur de fumée par tranche de {areaM2} m² entamée et au moins un par niveau : {perFloor} par niveau × {floors}.',
      smokePerBedroom: 'Un de plus dans chaque chambre où l’on dort : {bedrooms}.',
      interconnected:
        'Des détecteurs interconnectés, pour que l’alarme s’entende partout ({alarms} détecteurs).',
      heatInKitchen:
        'Un détecteur de chaleur en cuisine, où les fumées de cuisson déclenchent à tort les détecteurs de fumée.',
      coPerFloor:
        'Les cheminées et appareils à combustion peuvent dégager du monoxyde de carbone, invisible et inodore : un par niveau × {floors}.',
      extinguisherPerFloorArea:
        'Un extincteur par tranche de {areaM2} m² entamée et au moins un par niveau : {perFloor} par niveau × {floors}.',
      agentFoam:
        'La mousse éteint les feux de solides (classe A) et de liquides (classe B) et salit moins que la poudre.',
      agentPowder:
        'La poudre ABC éteint aussi les liquides et gaz en feu, comme dans les ateliers et entrepôts.',
      agentPowderFrost: 'De la poudre, car la mousse et l’eau gèlent dans les locaux non chauffés.',
      kitchenClassF:
        'Classe F pour l’huile et la graisse de cuisson en feu, à ne jamais éteindre avec de l’eau.',
      blanketKitchen: 'Une couverture anti-feu étouffe aussitôt un feu de casserole ou des vêtements en feu.',
      co2Electrical:
        'Le CO2 est sans danger sur les équipements électriques et ne laisse aucun résidu : un par niveau × {floors}.',
      roundedToPack: 'Vendu uniquement par multiples : {needed} nécessaires, {quantity} dans le kit.',
    },
    product: 'Produit',
    quantity: 'Quantité',
    lineTotal: 'Total',
    unavailable: 'Aucun produit adapté n’est en stock pour le moment pour : {roles}.',
    nothingInStock:
      'Aucun des produits recommandés n’est en stock pour le moment. Contactez notre équipe commerciale.',
    itemsTotal: 'Produits',
    setDiscount: 'Remise sur le kit {percent} %',
    setTotal: 'Prix du kit',
    netPrices: 'Prix hors TVA.',
    addSet: 'Ajouter tout le kit au panier',
    addFailed: 'Le kit n’a pas pu être ajouté au panier : {message}',
    disclaimer:
      'Cette recommandation est indicative et ne remplace ni la réglementation ni un plan de sécurité incendie. Vérifiez les exigences locales.',
  },
  it: {
    title: 'Guida alla sicurezza antincendio',
    intro:
      'Rispondi ad alcune domande sui tuoi locali e ti proponiamo rilevatori di fumo, estintori e coperte antifiamma con le quantità. Tutto il kit nel carrello con il 10% di sconto.',
    footerLink: 'Guida antincendio',
    stepPremises: '1. Locali',
    premises: {
      office: 'Ufficio',
      shop: 'Negozio',
      restaurant: 'Ristorante o cucina professionale',
      workshop: 'Officina o industria',
      warehouse: 'Magazzino',
      home: 'Abitazione',
      holiday_home: 'Casa vacanze o baita',
    },
    stepSize: '2. Dimensioni',
    area: 'Superficie totale (m²)',
    floors: 'Numero di piani',
    bedrooms: 'Camere da letto',
    bedroomsHint: 'Locali in cui si dorme (anche alloggi del personale). 0 se nessuno.',
    stepRisks: '3. Rischi particolari',
    risksHint: 'Seleziona tutto ciò che riguarda i tuoi locali.',
    risks: {
      kitchen: 'Cucina con cottura o frittura in olio',
      electrical: 'Sala server, quadri elettrici o macchinari',
      flammable_liquids: 'Deposito di liquidi o gas infiammabili',
      fuel_appliances: 'Camino, apparecchio a gas o riscaldamento a gasolio o a legna',
    },
    submit: 'Mostra il consiglio',
    invalid: 'Controlla le risposte: {message}',
    problems: {
      premises: 'Scegli il tipo di locali.',
      area: 'Indica la superficie con un numero intero da {min} a {max} m².',
      floors: 'Indica un numero di piani da {min} a {max}.',
      bedrooms: 'Indica un numero di camere da {min} a {max}.',
    },
    resultTitle: 'Il kit consigliato',
    resultIntro: 'Questi prodotti sono disponibili nel tuo negozio. Ogni riga spiega il perché.',
    roles: {
      smoke_alarm: 'Rilevatori di fumo',
      heat_alarm: 'Rilevatore di calore per la cucina',
      co_alarm: 'Rilevatori di monossido di carbonio',
      extinguisher: 'Estintori',
      kitchen_extinguisher: 'Estintore classe F per la cucina',
      electrical_extinguisher: 'Estintori a CO2',
      fire_blanket: 'Coperta antifiamma',
    },
    reasons: {
      smokePerFloorArea:
        'Un rilevatore di fumo ogni {areaM2} m² o frazione e almeno uno per piano: {perFloor} per piano × {floors}.',
      smokePerBedroom: 'Uno in più in ogni camera in cui si dorme: {bedrooms}.',
      interconnected: 'Rilevatori interconnessi, perché l’allarme si senta ovunque ({alarms} rilevatori).',
      heatInKitchen:
        'Un rilevatore di calore in cucina, dove i fumi di cottura fanno scattare inutilmente quelli di fumo.',
      coPerFloor:
        'Camini e apparecchi a combustione possono produrre monossido di carbonio, invisibile e inodore: uno per piano × {floors}.',
      extinguisherPerFloorArea:
        'Un estintore ogni {areaM2} m² o frazione e almeno uno per piano: {perFloor} per piano × {floors}.',
      agentFoam:
        'La schiuma spegne i fuochi di solidi (classe A) e liquidi (classe B) e sporca meno della polvere.',
      agentPowder: 'La polvere ABC spegne anche liquidi e gas in fiamme, come in officine e magazzini.',
      agentPowderFrost: 'A polvere, perché schiuma e acqua gelano nei locali non riscaldati.',
      kitchenClassF: 'Classe F per olio e grassi da cucina in fiamme, da non spegnere mai con l’acqua.',
      blanketKitchen: 'Una coperta antifiamma soffoca subito un fuoco in padella o abiti in fiamme.',
      co2Electrical:
        'La CO2 è sicura sulle apparecchiature elettriche e non lascia residui: uno per piano × {floors}.',
      roundedToPack: 'Venduto solo in multipli: ne servono {needed}, {quantity} nel kit.',
    },
    product: 'Prodotto',
    quantity: 'Quantità',
    lineTotal: 'Totale',
    unavailable: 'Al momento nessun prodotto adatto è disponibile per: {roles}.',
    nothingInStock:
      'Al momento nessuno dei prodotti consigliati è disponibile. Contatta il nostro ufficio vendite.',
    itemsTotal: 'Prodotti',
    setDiscount: 'Sconto kit {percent}%',
    setTotal: 'Prezzo del kit',
    netPrices: 'Prezzi IVA esclusa.',
    addSet: 'Aggiungi tutto il kit al carrello',
    addFailed: 'Non è stato possibile aggiungere il kit al carrello: {message}',
    disclaimer:
      'Questo consiglio è indicativo e non sostituisce le norme vigenti né un piano antincendio. Verifica i requisiti locali.',
  },
  da: {
    title: 'Brandsikkerhedsguide',
    intro:
      'Svar på et par spørgsmål om lokalerne, så foreslår vi røgalarmer, brandslukkere og brandtæpper med antal. Hele pakken i kurven med 10 % rabat.',
    footerLink: 'Brandsikkerhedsguide',
    stepPremises: '1. Lokaler',
    premises: {
      office: 'Kontor',
      shop: 'Butik',
      restaurant: 'Restaurant eller storkøkken',
      workshop: 'Værksted eller industri',
      warehouse: 'Lager',
      home: 'Bolig',
      holiday_home: 'Sommerhus eller hytte',
    },
    stepSize: '2. Størrelse',
    area: 'Samlet etageareal (m²)',
    floors: 'Antal etager',
    bedrooms: 'Soveværelser',
    bedroomsHint: 'Rum, hvor nogen sover (også personaleboliger). 0, hvis ingen.',
    stepRisks: '3. Særlige risici',
    risksHint: 'Sæt kryds ved alt, der gælder for lokalerne.',
    risks: {
      kitchen: 'Køkken med stegning eller friturestegning i olie',
      electrical: 'Serverrum, eltavler eller maskiner',
      flammable_liquids: 'Opbevaring af brandfarlige væsker eller gasser',
      fuel_appliances: 'Ildsted, gasapparat eller olie- eller brændefyring',
    },
    submit: 'Vis anbefaling',
    invalid: 'Kontrollér dine svar: {message}',
    problems: {
      premises: 'Vælg typen af lokaler.',
      area: 'Angiv etagearealet som et helt tal fra {min} til {max} m².',
      floors: 'Angiv et antal etager fra {min} til {max}.',
      bedrooms: 'Angiv et antal soveværelser fra {min} til {max}.',
    },
    resultTitle: 'Anbefalet pakke',
    resultIntro: 'Produkterne er på lager i din butik. Hver linje forklarer hvorfor.',
    roles: {
      smoke_alarm: 'Røgalarmer',
      heat_alarm: 'Varmealarm til køkkenet',
      co_alarm: 'CO-alarmer',
      extinguisher: 'Håndslukkere',
      kitchen_extinguisher: 'Klasse F-slukker til køkkenet',
      electrical_extinguisher: 'CO2-slukkere',
      fire_blanket: 'Brandtæppe',
    },
    reasons: {
      smokePerFloorArea:
        'Én røgalarm pr. påbegyndte {areaM2} m² og mindst én på hver etage: {perFloor} pr. etage × {floors}.',
      smokePerBedroom: 'Desuden én i hvert soveværelse, hvor nogen sover: {bedrooms}.',
      interconnected: 'Sammenkoblede alarmer, så alarmen høres overalt ({alarms} alarmer).',
      heatInKitchen: 'En varmealarm i køkkenet, hvor mados udløser røgalarmer unødigt.',
      coPerFloor:
        'Ildsteder og fyringsanlæg kan afgive kulilte, som hverken kan ses eller lugtes: én pr. etage × {floors}.',
      extinguisherPerFloorArea:
        'Én slukker pr. påbegyndte {areaM2} m² og mindst én på hver etage: {perFloor} pr. etage × {floors}.',
      agentFoam: 'Skum slukker brande i faste stoffer (A) og væsker (B) og sviner mindre end pulver.',
      agentPowder: 'ABC-pulver slukker også brændende væsker og gasser, som i værksteder og på lagre.',
      agentPowderFrost: 'Pulverslukker, fordi skum og vand fryser i uopvarmede lokaler.',
      kitchenClassF: 'Klasse F til brændende madolie og fedt, som aldrig må slukkes med vand.',
      blanketKitchen: 'Et brandtæppe kvæler straks en grydebrand eller brændende tøj.',
      co2Electrical:
        'CO2 er sikkert på elektrisk udstyr og efterlader ingen rester: én pr. etage × {floors}.',
      roundedToPack: 'Sælges kun i multipla: {needed} nødvendige, {quantity} i pakken.',
    },
    product: 'Produkt',
    quantity: 'Antal',
    lineTotal: 'I alt',
    unavailable: 'Intet passende produkt er på lager lige nu til: {roles}.',
    nothingInStock: 'Ingen af de anbefalede produkter er på lager lige nu. Spørg vores sælgere.',
    itemsTotal: 'Produkter',
    setDiscount: 'Pakkerabat {percent} %',
    setTotal: 'Pris for pakken',
    netPrices: 'Priser ekskl. moms.',
    addSet: 'Læg hele pakken i kurven',
    addFailed: 'Pakken kunne ikke lægges i kurven: {message}',
    disclaimer:
      'Anbefalingen er vejledende og erstatter ikke myndighedernes krav eller en brandsikkerhedsplan. Tjek de lokale regler.',
  },
};
