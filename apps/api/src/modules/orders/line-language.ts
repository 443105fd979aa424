/**
 * An order line's chosen options in the reader's language (issue 16, item 3:
 * "الخيارات: Single" on an order placed in Arabic). Lines keep their choices in
 * English, the language variations are keyed by, next to the item as it was
 * ordered (item_details); the reader's words come from the item as it is now,
 * matched by position: a food variation by its group's and value's place in
 * the ordered item, a product variation ("White-M") by its choice values. A
 * choice the item no longer has stays as it was ordered.
 */
import { variationTypeLabel } from '@souq/domain';

interface FoodGroup {
  name?: unknown;
  values?: unknown;
}

type Variation = Record<string, unknown>;

/** The item's food_variations as groups of labels. */
function foodGroups(item: unknown): { name: string; labels: string[] }[] {
  const list = (item as { food_variations?: unknown } | undefined)?.food_variations;
  if (!Array.isArray(list)) return [];
  return list.map((group: FoodGroup) => ({
    name: typeof group?.name === 'string' ? group.name : '',
    labels: Array.isArray(group?.values)
      ? group.values.map((v: { label?: unknown }) => (typeof v?.label === 'string' ? v.label : ''))
      : [],
  }));
}

/** The item's choice options with their labels in the reader's language. */
function choiceLabels(item: unknown): { options: string[]; labels: string[] }[] {
  const list = (item as { choice_options?: unknown } | undefined)?.choice_options;
  if (!Array.isArray(list)) return [];
  return list.map((choice: { options?: unknown; option_labels?: unknown }) => {
    const options = Array.isArray(choice?.options) ? choice.options.map(String) : [];
    const labels = Array.isArray(choice?.option_labels) ? choice.option_labels.map(String) : options;
    return { options, labels };
  });
}

/** The line's stored variation list, its labels in the words of `current` (the item in the reader's language). */
export function variationInLanguage(variation: unknown, ordered: unknown, current: unknown): unknown {
  if (!Array.isArray(variation)) return variation;
  const orderedGroups = foodGroups(ordered);
  const currentGroups = foodGroups(current);
  const choices = choiceLabels(current);
  return variation.map((entry: Variation) => {
    if (typeof entry?.type === 'string') {
      return { ...entry, type: variationTypeLabel(choices, entry.type) };
    }
    const at = orderedGroups.findIndex((group) => group.name === entry?.name);
    const group = currentGroups[at];
    if (at < 0 || !group || group.labels.length !== orderedGroups[at].labels.length) return entry;
    const word = (label: unknown) => {
      const index = orderedGroups[at].labels.indexOf(String(label));
      return index >= 0 && group.labels[index] ? group.labels[index] : label;
    };
    const name = group.name || entry.name;
    if (Array.isArray(entry.values))
      return { ...entry, name, values: entry.values.map((v: Variation) => ({ ...v, label: word(v?.label) })) };
    const values = entry.values as { label?: unknown } | undefined;
    const labels = Array.isArray(values?.label) ? values.label.map(word) : values?.label;
    return { ...entry, name, values: { ...values, label: labels } };
  });
}

/** The line's add-ons named as the item's add-ons are now, in the reader's language (by id). */
export function addOnsInLanguage(addOns: unknown, current: unknown): unknown {
  const list = (current as { add_ons?: unknown } | undefined)?.add_ons;
  if (!Array.isArray(addOns) || !Array.isArray(list)) return addOns;
  const names = new Map(list.map((a: { id?: unknown; name?: unknown }) => [a?.id, a?.name]));
  return addOns.map((a: Variation) => {
    const name = names.get(a?.id);
    return typeof name === 'string' && name ? { ...a, name } : a;
  });
}
