/** A password input with a show/hide toggle (spec §2). */
import { useState, type InputHTMLAttributes } from 'react';
import { Icon } from '../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { INPUT_CLASS, type ControlProps } from './field.tsx';

export function PasswordInput({
  control,
  ...input
}: { control: ControlProps } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...input} {...control} type={shown ? 'text' : 'password'} className={`${INPUT_CLASS} pe-12`} />
      <button
        type="button"
        onClick={() => setShown(!shown)}
        aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}
        aria-pressed={shown}
        className="absolute inset-y-0 end-0 flex w-12 items-center justify-center rounded-e-xl text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
      >
        <Icon name={shown ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}
