/**
 * The choices of the item view (spec §2): food variation groups (single or
 * multi, required or optional, with their min/max), the choice options of
 * other modules (which together name a variation), and food add-ons with
 * their quantities.
 */
import { useId } from 'react';
import type { FoodVariation } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import type { ItemDetail } from '../catalog/types.ts';
import type { Selection } from './selection.ts';
import { Stepper } from './stepper.tsx';

function GroupHeading({ title, required, note }: { title: string; required: boolean; note?: string }) {
  const t = useT();
  return (
    // Floated, the legend is laid out inside the fieldset instead of on its edge (where the invalid ring would cross it).
    <legend className="float-start flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <span className="font-bold">{title}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${required ? 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'}`}
      >
        {t(required ? 'item.required' : 'item.optional')}
      </span>
      {note && <span className="w-full text-xs text-slate-500 dark:text-slate-400">{note}</span>}
    </legend>
  );
}

const ROW =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-slate-200 transition has-checked:bg-brand-50 has-checked:ring-brand-600 dark:ring-slate-700 dark:has-checked:bg-brand-700/20';

export function FoodGroup({
  group,
  chosen,
  invalid,
  onChoose,
}: {
  group: FoodVariation;
  chosen: string[];
  invalid: boolean;
  onChoose: (label: string) => void;
}) {
  const t = useT();
  const format = useFormat();
  const name = useId();
  const full = group.type === 'multi' && group.max > 0 && chosen.length >= group.max;
  return (
    <fieldset
      data-group={group.name}
      aria-invalid={invalid || undefined}
      className={`flex flex-col gap-2 rounded-2xl p-1 ${invalid ? 'ring-2 ring-red-500' : ''}`}
    >
      <GroupHeading
        title={group.name}
        required={group.required}
        note={
          group.type === 'multi'
            ? t('item.variationRangeInfo', { min: format.number(group.min), max: format.number(group.max) })
            : undefined
        }
      />
      {group.values.map((value) => {
        const checked = chosen.includes(value.label);
        return (
          <label
            key={value.label}
            className={`${ROW} cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-50`}
          >
            <input
              type={group.type === 'single' ? 'radio' : 'checkbox'}
              name={name}
              checked={checked}
              disabled={!checked && full}
              onChange={() => onChoose(value.label)}
              // An optional single choice can be cleared by picking it again.
              onClick={() => group.type === 'single' && checked && !group.required && onChoose(value.label)}
              className="size-4 accent-brand-600"
            />
            <span className="flex-1 text-sm font-medium">{value.label}</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {value.optionPrice > 0 ? `+${format.money(value.optionPrice)}` : t('item.free')}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function ChoiceGroups({
  item,
  choices,
  variationOutOfStock,
  onChoose,
}: {
  item: ItemDetail;
  choices: (string | null)[];
  variationOutOfStock: boolean;
  onChoose: (index: number, option: string) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      {item.choiceOptions.map((choice, index) => (
        <fieldset key={choice.name} className="flex flex-col gap-2">
          <legend className="mb-1 font-bold">{choice.title}</legend>
          <div className="flex flex-wrap gap-2">
            {choice.options.map((option, optionIndex) => (
              <label
                key={option}
                className="cursor-pointer rounded-xl px-3.5 py-2 text-sm font-semibold ring-1 ring-slate-200 transition has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-500 dark:ring-slate-700"
              >
                <input
                  type="radio"
                  name={choice.name}
                  value={option}
                  checked={choices[index] === option}
                  onChange={() => onChoose(index, option)}
                  className="sr-only"
                />
                <bdi>{choice.labels?.[optionIndex] ?? option}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {variationOutOfStock && (
        <p className="flex items-center gap-2 text-sm font-semibold text-red-600 dark:text-red-400">
          <Icon name="warning" className="size-4" />
          {t('item.variationOutOfStockInline')}
        </p>
      )}
    </div>
  );
}

export function AddOns({
  item,
  chosen,
  onToggle,
  onQuantity,
}: {
  item: ItemDetail;
  chosen: Selection['addOns'];
  onToggle: (id: number) => void;
  onQuantity: (id: number, quantity: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <fieldset className="flex flex-col gap-2">
      <GroupHeading title={t('item.addOns')} required={false} />
      {item.addOns.map((addOn) => {
        const quantity = chosen[addOn.id] ?? 0;
        return (
          <div key={addOn.id} className={ROW}>
            <label className="flex flex-1 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={quantity > 0}
                onChange={() => onToggle(addOn.id)}
                className="size-4 accent-brand-600"
              />
              <span className="flex-1 text-sm font-medium">{addOn.name}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">+{format.money(addOn.price)}</span>
            </label>
            <Stepper
              size="sm"
              value={quantity}
              label={t('item.addOnQuantity', { name: addOn.name })}
              decreaseLabel={t('item.addOnDecrease', { name: addOn.name })}
              increaseLabel={t('item.addOnIncrease', { name: addOn.name })}
              // Spec §4: minus is disabled while the add-on is unchecked (at 0); it steps by 1.
              canDecrease={quantity > 0}
              canIncrease
              onDecrease={() => onQuantity(addOn.id, quantity - 1)}
              onIncrease={() => (quantity > 0 ? onQuantity(addOn.id, quantity + 1) : onToggle(addOn.id))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
