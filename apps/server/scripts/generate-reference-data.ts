/**
 * Prints the SQL of migration 0009 (wilayas, communes, languages), so its provenance can be
 * checked and the file rebuilt:
 *   npx tsx apps/server/scripts/generate-reference-data.ts > apps/server/src/db/migrations/0009_reference-data-wilayas-languages.sql
 *
 * Wilayas 01-48 and their communes come from @dzcode-io/leblad (MIT). The ten wilayas of the
 * 2019/2021 reform (49-58) are built by moving the communes of the daïras that formed them out
 * of their former wilaya; communes keep their official code. Language names come from ICU
 * (Node's Intl.DisplayNames).
 */
import { createRequire } from 'node:module';

interface Commune {
  code: number;
  name: string;
  name_en: string;
  name_ar: string;
}
interface Wilaya {
  mattricule: number;
  name_ar: string;
  dairats?: { code: number; baladyiats?: Commune[] }[];
}

const require = createRequire(import.meta.url);
const leblad = require('@dzcode-io/leblad/data/WilayaList.json') as Wilaya[];

/** fr, en, ar names of the 58 wilayas (the package misspells a few, and lacks 49-58). */
const wilayaNames: [string, string, string][] = [
  ['Adrar', 'Adrar', 'أدرار'],
  ['Chlef', 'Chlef', 'الشلف'],
  ['Laghouat', 'Laghouat', 'الأغواط'],
  ['Oum El Bouaghi', 'Oum El Bouaghi', 'أم البواقي'],
  ['Batna', 'Batna', 'باتنة'],
  ['Béjaïa', 'Bejaia', 'بجاية'],
  ['Biskra', 'Biskra', 'بسكرة'],
  ['Béchar', 'Bechar', 'بشار'],
  ['Blida', 'Blida', 'البليدة'],
  ['Bouira', 'Bouira', 'البويرة'],
  ['Tamanrasset', 'Tamanrasset', 'تمنراست'],
  ['Tébessa', 'Tebessa', 'تبسة'],
  ['Tlemcen', 'Tlemcen', 'تلمسان'],
  ['Tiaret', 'Tiaret', 'تيارت'],
  ['Tizi Ouzou', 'Tizi Ouzou', 'تيزي وزو'],
  ['Alger', 'Algiers', 'الجزائر'],
  ['Djelfa', 'Djelfa', 'الجلفة'],
  ['Jijel', 'Jijel', 'جيجل'],
  ['Sétif', 'Setif', 'سطيف'],
  ['Saïda', 'Saida', 'سعيدة'],
  ['Skikda', 'Skikda', 'سكيكدة'],
  ['Sidi Bel Abbès', 'Sidi Bel Abbes', 'سيدي بلعباس'],
  ['Annaba', 'Annaba', 'عنابة'],
  ['Guelma', 'Guelma', 'قالمة'],
  ['Constantine', 'Constantine', 'قسنطينة'],
  ['Médéa', 'Medea', 'المدية'],
  ['Mostaganem', 'Mostaganem', 'مستغانم'],
  ["M'Sila", "M'Sila", 'المسيلة'],
  ['Mascara', 'Mascara', 'معسكر'],
  ['Ouargla', 'Ouargla', 'ورقلة'],
  ['Oran', 'Oran', 'وهران'],
  ['El Bayadh', 'El Bayadh', 'البيض'],
  ['Illizi', 'Illizi', 'إليزي'],
  ['Bordj Bou Arreridj', 'Bordj Bou Arreridj', 'برج بوعريريج'],
  ['Boumerdès', 'Boumerdes', 'بومرداس'],
  ['El Tarf', 'El Tarf', 'الطارف'],
  ['Tindouf', 'Tindouf', 'تندوف'],
  ['Tissemsilt', 'Tissemsilt', 'تيسمسيلت'],
  ['El Oued', 'El Oued', 'الوادي'],
  ['Khenchela', 'Khenchela', 'خنشلة'],
  ['Souk Ahras', 'Souk Ahras', 'سوق أهراس'],
  ['Tipaza', 'Tipaza', 'تيبازة'],
  ['Mila', 'Mila', 'ميلة'],
  ['Aïn Defla', 'Ain Defla', 'عين الدفلى'],
  ['Naâma', 'Naama', 'النعامة'],
  ['Aïn Témouchent', 'Ain Temouchent', 'عين تموشنت'],
  ['Ghardaïa', 'Ghardaia', 'غرداية'],
  ['Relizane', 'Relizane', 'غليزان'],
  ['Timimoun', 'Timimoun', 'تيميمون'],
  ['Bordj Badji Mokhtar', 'Bordj Badji Mokhtar', 'برج باجي مختار'],
  ['Ouled Djellal', 'Ouled Djellal', 'أولاد جلال'],
  ['Béni Abbès', 'Beni Abbes', 'بني عباس'],
  ['In Salah', 'In Salah', 'عين صالح'],
  ['In Guezzam', 'In Guezzam', 'عين قزام'],
  ['Touggourt', 'Touggourt', 'تقرت'],
  ['Djanet', 'Djanet', 'جانت'],
  ["El M'Ghair", "El M'Ghair", 'المغير'],
  ['El Meniaa', 'El Meniaa', 'المنيعة'],
];

/** New wilaya -> the daïras (leblad codes) that formed it, and single communes moved on their own. */
const reform: Record<number, { from: number; dairas: number[]; communes?: number[] }> = {
  49: { from: 1, dairas: [109, 123, 103, 116] },
  50: { from: 1, dairas: [125] },
  51: { from: 7, dairas: [705, 708] },
  52: { from: 8, dairas: [807, 818, 811, 814, 803, 812] },
  53: { from: 11, dairas: [1108, 1103] },
  54: { from: 11, dairas: [1104, 1107] },
  55: { from: 30, dairas: [3013, 3014, 3015, 3016, 3019] },
  56: { from: 33, dairas: [3302] },
  57: { from: 39, dairas: [3927, 3928] },
  58: { from: 47, dairas: [4702], communes: [4711] },
};

/** Communes of El Bayadh whose daïras the package lists empty (official codes). */
const missingCommunes: { state: number; commune: Commune }[] = [
  [3207, 'EL ABIODH SIDI CHEIKH', 'الأبيض سيدي الشيخ'],
  [3208, 'AIN EL ORAK', 'عين العراك'],
  [3213, 'BOUSSEMGHOUN', 'بوسمغون'],
  [3218, 'SIDI AMEUR', 'سيدي عامر'],
  [3220, 'TOUSMOULINE', 'توسمولين'],
  [3221, 'SIDI SLIMANE', 'سيدي سليمان'],
].map(([code, name, nameAr]) => ({
  state: 32,
  commune: { code: code as number, name: name as string, name_en: name as string, name_ar: nameAr as string },
}));

/** 'EL-M'GHAIER' -> "El-M'ghaier" */
const properCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s\-'(])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());

function buildCommunes() {
  const stateOf = new Map<number, number>();
  const byCode = new Map<number, Commune>();
  const dairaCommunes = new Map<number, Set<number>>();
  for (const wilaya of leblad) {
    for (const daira of wilaya.dairats ?? []) {
      const set = dairaCommunes.get(daira.code) ?? new Set<number>();
      for (const commune of daira.baladyiats ?? []) {
        set.add(commune.code);
        byCode.set(commune.code, commune);
        stateOf.set(commune.code, wilaya.mattricule);
      }
      dairaCommunes.set(daira.code, set);
    }
  }
  for (const { state, commune } of missingCommunes) {
    byCode.set(commune.code, commune);
    stateOf.set(commune.code, state);
  }
  for (const [newState, { from, dairas, communes = [] }] of Object.entries(reform)) {
    const moved = [...dairas.flatMap((daira) => [...(dairaCommunes.get(daira) ?? [])]), ...communes];
    for (const code of moved) {
      if (stateOf.get(code) !== from) throw new Error(`commune ${code} is not in wilaya ${from}`);
      stateOf.set(code, Number(newState));
    }
  }
  return [...byCode.values()]
    .sort((a, b) => a.code - b.code)
    .map((commune) => ({
      id: String(commune.code).padStart(4, '0'),
      stateId: String(stateOf.get(commune.code)).padStart(2, '0'),
      commune,
    }));
}

/** ISO 639-1 languages a patient in Algeria may ask for, plus Kabyle (ISO 639-2 'kab', widely spoken). */
const languageCodes = (
  'af am ar az be bg bm bn bs ca cs cy da de el en eo es et eu fa ff fi fr ga gl gu ha he hi hr hu hy id ig is it ja jv ka kab kk km kn ko ku ky ' +
  'lb ln lo lt lv mg mk ml mn mr ms mt my ne nl no pa pl ps pt qu ro ru rw sd si sk sl so sq sr sv sw ta te tg th ti tk tr tt ug uk ur uz vi wo xh yo zh zu'
).split(' ');

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function languageRows() {
  const names = (locale: string) => new Intl.DisplayNames([locale], { type: 'language' });
  const [fr, en, ar] = [names('fr'), names('en'), names('ar')];
  const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
  return languageCodes.map((code) => `  (${[code, capitalize(fr.of(code)!), en.of(code)!, ar.of(code)!].map(quote).join(', ')})`);
}

function main() {
  const states = wilayaNames.map(
    ([fr, en, ar], index) => `  (${[String(index + 1).padStart(2, '0'), fr, en, ar].map(quote).join(', ')})`,
  );
  const cities = buildCommunes().map(
    ({ id, stateId, commune }) =>
      `  (${[id, stateId, properCase(commune.name), properCase(commune.name_en), commune.name_ar.trim()].map(quote).join(', ')})`,
  );
  const out = [
    '-- Reference data (spec 3): the 58 wilayas, their communes and spoken languages.',
    '-- Generated by apps/server/scripts/generate-reference-data.ts; edit the script, not this file.',
    `INSERT INTO "states" ("id", "name_fr", "name_en", "name_ar") VALUES\n${states.join(',\n')};`,
    '--> statement-breakpoint',
    `INSERT INTO "cities" ("id", "state_id", "name_fr", "name_en", "name_ar") VALUES\n${cities.join(',\n')};`,
    '--> statement-breakpoint',
    `INSERT INTO "languages" ("code", "name_fr", "name_en", "name_ar") VALUES\n${languageRows().join(',\n')};`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main();
