/**
 * Forgot password in three steps (spec §2, §4): 0 request a code by phone
 * or email, 1 enter the 6-digit code (Verify disabled until complete,
 * resend after 60 s), 2 set the new password. The API's errors come back as
 * an error toast (first message), its messages as success toasts, and the
 * flow advances (spec §8). Used on /forgot-password and inside the modal.
 */
import { settingOn } from '@souq/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { Field, SubmitButton, INPUT_CLASS } from '../../components/form/field.tsx';
import { PasswordInput } from '../../components/form/password-input.tsx';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { PasswordResetResult } from '../../routes/resources/password-reset.ts';
import { OtpForm } from './otp-form.tsx';
import { checkNewPassword, checkResetRequest, hasErrors, type FieldErrors } from './validation.ts';
import { useSettled } from '../../lib/use-latest.ts';

export const PASSWORD_RESET_ACTION = '/resources/password-reset';

type Method = 'phone' | 'email';

export function ForgotPasswordFlow({ onDone }: { onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const { config } = useRootData();
  const fetcher = useFetcher<PasswordResetResult>({ key: 'password-reset' });
  // Email codes need mail, phone codes SMS (each switch in any stored form; missing is off); a store with
  // neither still offers the phone.
  const mail = settingOn(config.is_mail_active);
  const methods: Method[] = [(settingOn(config.is_sms_active) || !mail) && 'phone', mail && 'email'].filter(
    Boolean,
  ) as Method[];
  const [method, setMethod] = useState<Method>(methods[0] ?? 'phone');
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [demoOtp, setDemoOtp] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const [requestErrors, setRequestErrors] = useState<FieldErrors<'value'>>({});
  const [passwordErrors, setPasswordErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const pending = useRef<{ intent: string; code?: string } | null>(null);

  const send = (intent: 'request' | 'verify' | 'reset', extra: Record<string, string> = {}) => {
    pending.current = { intent, code: extra.code };
    fetcher.submit({ intent, method, value, ...extra }, { method: 'post', action: PASSWORD_RESET_ACTION });
  };

  useSettled(fetcher, (answer) => {
    if (!pending.current) return;
    const { intent, code: sentCode } = pending.current;
    pending.current = null;
    if (!answer.ok) return toast(answer.error, { kind: 'error' });
    toast(answer.message);
    if (intent === 'request') {
      setDemoOtp(answer.demoOtp);
      setSentAt(Date.now());
      setStep(1);
    } else if (intent === 'verify') {
      setCode(sentCode ?? '');
      setStep(2);
    } else onDone();
  });

  const busy = fetcher.state !== 'idle';

  const request = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkResetRequest(method, value);
    setRequestErrors(errors);
    if (!hasErrors(errors)) send('request');
  };

  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirm_password') ?? ''),
    };
    const errors = checkNewPassword(values);
    setPasswordErrors(errors);
    if (!hasErrors(errors))
      send('reset', { code, password: values.password, confirm_password: values.confirmPassword });
  };

  const stepNames = [t('reset.stepRequest'), t('reset.stepCode'), t('reset.stepPassword')];
  return (
    <div className="flex flex-col gap-5">
      <ol aria-label={t('reset.steps', { step: step + 1, total: 3 })} className="flex items-center gap-2">
        {stepNames.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className="flex flex-1 flex-col gap-1.5">
            <span
              className={`h-1.5 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700'}`}
            />
            <span
              className={`text-xs font-medium ${index === step ? 'text-brand-700 dark:text-brand-500' : 'text-slate-500 dark:text-slate-400'}`}
            >
              {name}
            </span>
          </li>
        ))}
      </ol>

      {step === 0 && (
        <form onSubmit={request} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('reset.requestBody')}</p>
          {methods.length > 1 && (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
                {t('reset.method')}
              </legend>
              <div className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
                {methods.map((m) => (
                  <label
                    key={m}
                    className="flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm dark:has-checked:bg-slate-700 dark:has-checked:text-white"
                  >
                    <input
                      type="radio"
                      name="method"
                      value={m}
                      checked={method === m}
                      onChange={() => {
                        setMethod(m);
                        setValue('');
                        setRequestErrors({});
                      }}
                      className="sr-only"
                    />
                    {t(m === 'phone' ? 'reset.byPhone' : 'reset.byEmail')}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {method === 'phone' ? (
            <Field label={t('auth.phone')} error={requestErrors.value && t(requestErrors.value)}>
              {(control) => <PhoneInput key="phone" name="value" control={control} onChange={setValue} />}
            </Field>
          ) : (
            <Field label={t('auth.email')} error={requestErrors.value && t(requestErrors.value)}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  placeholder={t('auth.emailPlaceholder')}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
          )}
          <SubmitButton busy={busy} busyLabel={t('auth.working')}>
            {t('reset.sendCode')}
          </SubmitButton>
        </form>
      )}

      {step === 1 && (
        <OtpForm
          destination={value}
          demoOtp={demoOtp}
          busy={busy}
          sentAt={sentAt}
          onVerify={(typed) => send('verify', { code: typed })}
          onResend={() => send('request')}
        />
      )}

      {step === 2 && (
        <form onSubmit={reset} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('reset.passwordBody')}</p>
          {/* The account name lets password managers store the new password with it. */}
          <input type="text" name="username" autoComplete="username" value={value} readOnly hidden />
          <Field label={t('reset.newPassword')} error={passwordErrors.password && t(passwordErrors.password)}>
            {(control) => (
              <PasswordInput
                control={control}
                name="password"
                autoComplete="new-password"
                placeholder={t('auth.passwordPlaceholder')}
              />
            )}
          </Field>
          <Field
            label={t('reset.confirmNewPassword')}
            error={passwordErrors.confirmPassword && t(passwordErrors.confirmPassword)}
          >
            {(control) => (
              <PasswordInput
                control={control}
                name="confirm_password"
                autoComplete="new-password"
                placeholder={t('auth.confirmPasswordPlaceholder')}
              />
            )}
          </Field>
          <SubmitButton busy={busy} busyLabel={t('auth.working')}>
            {t('reset.save')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
