/**
 * Demo images are drawn, not downloaded: each seeded file name maps to an
 * SVG made from the name (colour from its hash, an icon from its kind, its
 * words as a label). Uploaded files live on disk and take precedence.
 */
const MODULE_ICONS: Record<string, string> = {
  food: '<path d="M20 14v14a4 4 0 0 0 8 0V14M24 14v36M40 14c-4 0-6 6-6 14s2 8 6 8v14" stroke-linecap="round" stroke-linejoin="round"/>',
  grocery: '<path d="M12 16h6l6 24h22l5-16H21" stroke-linejoin="round"/><circle cx="27" cy="47" r="3"/><circle cx="43" cy="47" r="3"/>',
  pharmacy: '<rect x="14" y="14" width="36" height="36" rx="8"/><path d="M32 22v20M22 32h20" stroke-linecap="round"/>',
  ecommerce: '<path d="M16 22h32l-3 26H19z" stroke-linejoin="round"/><path d="M25 22a7 7 0 0 1 14 0" />',
  parcel: '<path d="M32 12l18 9v22l-18 9-18-9V21z" stroke-linejoin="round"/><path d="M14 21l18 9 18-9M32 30v22"/>',
  rental: '<path d="M14 38l4-12a4 4 0 0 1 4-3h20a4 4 0 0 1 4 3l4 12v8H14z" stroke-linejoin="round"/><circle cx="22" cy="46" r="4"/><circle cx="42" cy="46" r="4"/>',
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

/** The label shown on a generated image: "classic-burger-2.svg" → "Classic Burger". */
export function labelOf(file: string): string {
  return file
    .replace(/\.svg$/, '')
    .replace(/-(thumbnail|\d+)$/g, '')
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export function renderGeneratedImage(bucket: string, file: string): string | null {
  if (!/^[\w.-]+\.svg$/.test(file)) return null;
  const name = file.replace(/\.svg$/, '').replace(/-thumbnail$/, '');
  if (bucket === 'module' && MODULE_ICONS[name]) return moduleIcon(name);
  if (bucket === 'business' && (name === 'logo' || name === 'favicon')) return BRAND_MARK;
  return labelledImage(file, bucket);
}

function moduleIcon(type: string): string {
  const hue = hashHue(type);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="16" fill="hsl(${hue} 70% 92%)"/>
<g fill="none" stroke="hsl(${hue} 60% 35%)" stroke-width="3.5">${MODULE_ICONS[type]}</g></svg>`;
}

function labelledImage(file: string, bucket: string): string {
  const hue = hashHue(file);
  const label = escapeXml(labelOf(file) || bucket);
  const wide = bucket.includes('cover') || bucket.includes('banner');
  const [w, h] = wide ? [1200, 400] : [400, 400];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 45%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity=".12"/>
<text x="50%" y="54%" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${wide ? 64 : 40}" font-weight="700" fill="#fff">${label}</text></svg>`;
}
