/**
 * Demo images are drawn, not downloaded: each seeded file name maps to an
 * SVG made from the name (colour from its hash, an icon from its kind, its
 * words as a label). Uploaded files live on disk and take precedence.
 */
import { isOwnKey } from '@souq/domain';

const MODULE_ICONS: Record<string, string> = {
  food: '<path d="M20 14v14a4 4 0 0 0 8 0V14M24 14v36M40 14c-4 0-6 6-6 14s2 8 6 8v14" stroke-linecap="round" stroke-linejoin="round"/>',
  grocery:
    '<path d="M12 16h6l6 24h22l5-16H21" stroke-linejoin="round"/><circle cx="27" cy="47" r="3"/><circle cx="43" cy="47" r="3"/>',
  pharmacy: '<rect x="14" y="14" width="36" height="36" rx="8"/><path d="M32 22v20M22 32h20" stroke-linecap="round"/>',
  ecommerce: '<path d="M16 22h32l-3 26H19z" stroke-linejoin="round"/><path d="M25 22a7 7 0 0 1 14 0" />',
  parcel: '<path d="M32 12l18 9v22l-18 9-18-9V21z" stroke-linejoin="round"/><path d="M14 21l18 9 18-9M32 30v22"/>',
  rental:
    '<path d="M14 38l4-12a4 4 0 0 1 4-3h20a4 4 0 0 1 4 3l4 12v8H14z" stroke-linejoin="round"/><circle cx="22" cy="46" r="4"/><circle cx="42" cy="46" r="4"/>',
};

/** The demo store's logo: a shopping bag on the brand green (the storefront's favicon). */
const BRAND_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="64" height="64">
<rect width="32" height="32" rx="8" fill="#12813b"/><path d="M9 12h14l-1.5 12h-11z" fill="#fff"/><path d="M12 12a4 4 0 0 1 8 0" stroke="#fff" stroke-width="2" fill="none"/></svg>`;

export function hashHue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The label shown on a generated image: "classic-burger-2.svg" → "Classic Burger"
 * (a one-digit suffix numbers the pictures of a gallery), "najdi-table-logo.svg" → "Najdi Table".
 */
export function labelOf(file: string): string {
  return file
    .replace(/\.svg$/, '')
    .replace(/-(thumbnail|logo|cover|banner|\d)$/g, '')
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * `label`: the name to write on the picture instead of the file's words — an
 * item's own name in the shopper's language (routes.ts), so a picture names
 * its own dish ("Saudi Coffee", not its file's "Gahwa Cup"; issue 16, item 5).
 */
export function renderGeneratedImage(bucket: string, file: string, label?: string): string | null {
  if (!/^[\w.-]+\.svg$/.test(file)) return null;
  const name = file.replace(/\.svg$/, '').replace(/-thumbnail$/, '');
  if (bucket === 'module' && isOwnKey(MODULE_ICONS, name)) return moduleIcon(name);
  if (bucket === 'business' && (name === 'logo' || name === 'favicon')) return BRAND_MARK;
  return labelledImage(file, bucket, label);
}

function moduleIcon(type: string): string {
  const hue = hashHue(type);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="16" fill="hsl(${hue} 70% 92%)"/>
<g fill="none" stroke="hsl(${hue} 60% 35%)" stroke-width="3.5">${MODULE_ICONS[type]}</g></svg>`;
}

/**
 * Line drawings (64×64) for catalog pictures, chosen by words in the file
 * name: the first rule that matches wins, so "chicken-burger" is a burger.
 * Vector shapes rather than emoji, which need fonts not every system has.
 */
const GLYPHS: Record<string, string> = {
  cup: '<path d="M16 26h26v12a12 12 0 0 1-12 12h-2a12 12 0 0 1-12-12z"/><path d="M42 30h4a5 5 0 0 1 0 10h-4M22 14c0 4 4 4 4 8M30 14c0 4 4 4 4 8"/>',
  bowl: '<path d="M12 32h40a20 20 0 0 1-40 0z"/><path d="M24 24c2-4 6-6 8-6s6 2 8 6"/>',
  burger: '<path d="M14 30a18 12 0 0 1 36 0z"/><path d="M12 36h40M14 42h36a4 4 0 0 1-4 6H18a4 4 0 0 1-4-6z"/>',
  pizza: '<path d="M32 12L12 50a60 60 0 0 0 40 0z"/><circle cx="30" cy="34" r="3"/><circle cx="36" cy="44" r="3"/>',
  cake: '<path d="M14 34h36v16H14z"/><path d="M14 40c6 4 12-4 18 0s12-4 18 0M32 34v-8M32 18v2"/>',
  glass: '<path d="M20 14h24l-4 38H24z"/><path d="M21 26h22"/>',
  leaf: '<path d="M16 48C16 28 28 16 48 16c0 20-12 32-32 32z"/><path d="M16 48L36 28"/>',
  meat: '<path d="M40 14a12 12 0 0 1 8 20L34 42l-8-8 8-14a12 12 0 0 1 6-6z"/><path d="M26 34l-8 8a4 4 0 1 1-4 4 4 4 0 1 1 4-4"/>',
  bread: '<path d="M12 30a10 10 0 0 1 10-10h20a10 10 0 0 1 10 10v18H12z"/><path d="M22 28v12M32 28v12M42 28v12"/>',
  bottle: '<path d="M26 12h12v8l6 8v24H20V28l6-8z"/><path d="M20 36h24"/>',
  pill: '<g transform="rotate(-35 32 32)"><rect x="12" y="24" width="40" height="16" rx="8"/><path d="M32 24v16"/></g>',
  device: '<rect x="14" y="14" width="36" height="36" rx="8"/><path d="M24 32h6l3-6 4 12 3-6h4"/>',
  phone: '<rect x="20" y="10" width="24" height="44" rx="4"/><path d="M29 48h6"/>',
  laptop: '<rect x="14" y="16" width="36" height="24" rx="2"/><path d="M8 46h48"/>',
  audio:
    '<path d="M14 40v-6a18 18 0 0 1 36 0v6"/><rect x="12" y="38" width="8" height="12" rx="3"/><rect x="44" y="38" width="8" height="12" rx="3"/>',
  shirt: '<path d="M24 12l-12 8 4 10 6-4v26h20V26l6 4 4-10-12-8c-2 4-5 6-8 6s-6-2-8-6z"/>',
  shoe: '<path d="M10 38l4-16 10 6c4 2 10 2 14 0l4 6 10 4v8H10z"/>',
  home: '<path d="M12 30L32 14l20 16v22H12z"/><path d="M26 52V38h12v14"/>',
  scent: '<rect x="20" y="24" width="24" height="28" rx="4"/><path d="M28 24v-8h8v8M26 12h12"/>',
  ball: '<circle cx="32" cy="32" r="18"/><path d="M32 14v36M14 32h36"/>',
  box: '<path d="M32 12l18 9v22l-18 9-18-9V21z"/><path d="M14 21l18 9 18-9M32 30v22M23 16.5l18 9"/>',
  document: '<path d="M18 10h20l10 10v34H18z"/><path d="M38 10v10h10M24 30h18M24 38h18M24 46h12"/>',
  store:
    '<path d="M12 26l4-12h32l4 12"/><path d="M12 26a5 5 0 0 0 10 0 5 5 0 0 0 10 0 5 5 0 0 0 10 0 5 5 0 0 0 10 0"/><path d="M16 30v20h32V30M28 50V38h8v12"/>',
};

const GLYPH_RULES: [RegExp, keyof typeof GLYPHS][] = [
  // Parcel categories (parcel-<kind>.svg) first: "parcel-food-container" is a box of food, not a dish.
  [/^parcel-documents/, 'document'],
  [/^parcel-fragile/, 'glass'],
  [/^parcel-food/, 'bowl'],
  [/^parcel-electronics/, 'laptop'],
  [/^parcel-/, 'box'],
  [/-(logo|cover)$|^store-/, 'store'],
  [/burger/, 'burger'],
  [/pizza|margherita/, 'pizza'],
  [/coffee|latte|cappuccino|flat-white|karak|gahwa|dallah|espresso|tea\b|tea-/, 'cup'],
  [/juice|lemon|lassi|laban|water|drink|lemonade|nectar/, 'glass'],
  [/cake|kunafa|basbousa|luqaimat|umm-ali|fondant|tiramisu|maamoul|jamun|mochi|chocolate|sweets|dessert/, 'cake'],
  [/bread|croissant|samoon|manakish|naan|toast|pastr|bakery|mutabbaq|sambosa|samosa/, 'bread'],
  [
    /kabsa|mandi|rice|biryani|curry|masala|saleeg|jareesh|margoog|qursan|salad|tabbouleh|fattoush|soup|bowl|hummus|mutabbal|pasta|spaghetti|penne|fettuccine|lasagna|noodle|yakisoba|pad-thai|dal|paneer|feast|shakshuka|breakfast|masoub|sushi|roll|nigiri|sashimi|maki|edamame|kabsa|dishes|grill|plate/,
    'bowl',
  ],
  [/chicken|lamb|beef|steak|meat|wings|shawarma|kofta|tawook|tikka|chops|poultry|shrimp|tempura|fish/, 'meat'],
  [/milk|yogurt|labneh|cheese|halloumi|akkawi|feta|ghee|oil|honey|tahini|dairy|eggs|cream-cheese/, 'bottle'],
  [
    /fruit|banana|apple|orange|mango|grape|strawberr|watermelon|avocado|pomegranate|blueberr|tomato|cucumber|potato|onion|carrot|lettuce|pepper|zucchini|spinach|eggplant|mint|parsley|coriander|basil|herb|vegetable|produce|dates|organic|veggie/,
    'leaf',
  ],
  [
    /paracetamol|ibuprofen|tablet|capsule|vitamin|omega|zinc|iron|calcium|biotin|multivitamin|probiotic|antacid|omeprazole|amoxicillin|azithromycin|metformin|atorvastatin|cetirizine|loratadine|lozenge|syrup|medicine|salts|pill/,
    'pill',
  ],
  [/thermometer|monitor|glucose|oximeter|inhaler|bandage|gauze|antiseptic|sanitizer|mask|first-aid|device/, 'device'],
  [/phone|z12|zenith-lite|charger|cable|power-bank|case/, 'phone'],
  [/laptop|book-14|tab-11|mouse|computer|backpack/, 'laptop'],
  [/buds|headphone|speaker|soundbar|audio|watch/, 'audio'],
  [/thobe|shirt|polo|abaya|dress|hijab|cardigan|shemagh|trousers|chino|fashion|(^|-)(wo)?men(-|$)/, 'shirt'],
  [/shoe|sneaker|sandal/, 'shoe'],
  [/fryer|blender|kettle|cookware|thermos|tray|candle|prayer-mat|appliance|decor|home|kitchen/, 'home'],
  [
    /parfum|perfume|oud|bakhoor|rose-oil|lipstick|foundation|mascara|brush|makeup|fragrance|beauty|cream|sunscreen|shampoo|toothpaste|mouthwash|lip-balm|micellar|wipes|diaper/,
    'scent',
  ],
  [/football|yoga|dumbbell|resistance|tent|cooler|sport|fitness|outdoor|bottle/, 'ball'],
];

export function glyphOf(file: string): string | null {
  const name = file.replace(/\.svg$/, '').replace(/-\d$/, '');
  const rule = GLYPH_RULES.find(([pattern]) => pattern.test(name));
  return rule ? GLYPHS[rule[1]] : null;
}

function labelledImage(file: string, bucket: string, name?: string): string {
  const hue = hashHue(file);
  const label = escapeXml(name || labelOf(file) || bucket);
  const wide = bucket.includes('cover') || bucket.includes('banner') || bucket.includes('campaign');
  const [w, h] = wide ? [1200, 400] : [400, 400];
  const glyph = glyphOf(file);
  // The drawing sits above the label on square pictures and beside it on wide ones.
  const drawing = glyph
    ? `<g transform="translate(${wide ? 80 : w / 2 - 80} ${wide ? 80 : 70}) scale(${wide ? 3.75 : 2.5})" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" opacity=".92">${glyph}</g>`
    : '';
  const textX = wide && glyph ? '58%' : '50%';
  const textY = glyph && !wide ? '82%' : '54%';
  // Long names get a smaller font rather than running off the picture (about 0.6 em per character,
  // 0.75 in Arabic, whose bold letters run wider).
  const perChar = /[\u0600-\u06ff]/.test(label) ? 0.75 : 0.6;
  const fontSize = Math.min(wide ? 64 : 36, Math.floor((wide && glyph ? w * 0.7 : w * 0.9) / (label.length * perChar)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 45%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity=".12"/>
${drawing}<text x="${textX}" y="${textY}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff"${/[\u0600-\u06ff]/.test(label) ? ' direction="rtl"' : ''}>${label}</text></svg>`;
}
