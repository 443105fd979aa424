/**
 * The registration forms' controls over the shared Field: each finds its
 * error (useFieldError) by its name, so a step lists fields and nothing else.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@souq/domain';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { PasswordInput } from '../../components/form/password-input.tsx';
import { useT } from '../../i18n/t.ts';
import { useFieldError } from './step-form.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

export function TextField({
  name,
  label,
  hint,
  ...input
}: { name: string; label: string; hint?: ReactNode } & InputProps) {
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} name={name} className={INPUT_CLASS} />}
    </Field>
  );
}

export function PasswordField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <PasswordInput control={control} name={name} autoComplete="new-password" />}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
  value,
  onChange,
  defaultValue,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  const t = useT();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          className={INPUT_CLASS}
        >
          <option value="">{t('join.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Pictures (spec §5: JPG, PNG, JPEG or GIF); the chosen files' names show under the field. */
export function ImageField({
  name,
  errorName = name,
  label,
  hint,
  multiple = false,
}: {
  name: string;
  /** The field problems name, when the form's name differs (`identity_image[]` → identity_image). */
  errorName?: string;
  label: string;
  hint: string;
  multiple?: boolean;
}) {
  const error = useFieldError(errorName);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="flex flex-col gap-1.5">
          <input
            {...control}
            type="file"
            name={name}
            multiple={multiple}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(event) => setChosen([...(event.target.files ?? [])].map((f) => f.name))}
            className="block w-full text-sm text-slate-700 file:me-3 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 dark:text-slate-300 dark:file:bg-brand-700/20 dark:file:text-brand-100"
          />
          {chosen.length > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">{chosen.join(', ')}</p>}
        </div>
      )}
    </Field>
  );
}

/** A choice among a few cards (business plan, package), as radio buttons. */
export function ChoiceCards({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; title: string; text?: ReactNode }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const error = useFieldError(name);
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 ${
              value === option.value
                ? 'bg-brand-50 ring-2 ring-brand-600 dark:bg-brand-700/20'
                : 'ring-slate-200 hover:bg-slate-50 dark:ring-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{option.title}</span>
              {option.text && <span className="text-sm text-slate-600 dark:text-slate-300">{option.text}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-600 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
