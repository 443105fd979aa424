/**
 * The forms of the auth modal. Each checks its fields with the spec's rules
 * before anything is sent and hands the fields to `onSubmit`, which posts
 * them to the session action.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox, Field, INPUT_CLASS, SubmitButton } from '../../components/form/field.tsx';
import { countryByIso, flagEmoji, internationalize, isLocalNumber } from '../../components/form/countries.ts';
import { PasswordInput } from '../../components/form/password-input.tsx';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { withNodes } from '../../i18n/rich.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { LoginOptions, SocialProvider } from './login-modes.ts';
import { SESSION_ACTION } from './auth-launcher.tsx';
import { signInWith, WEB_PROVIDERS } from './social.ts';
import { checkOtpPhone, checkSignIn, checkSignUp, checkUserInfo, hasErrors, type FieldErrors } from './validation.ts';
import { Button } from '../../components/ui/button.tsx';

type Submit = (fields: Record<string, string>) => void;

const formValues = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));

/** Translates a field's error key, or nothing. */
function useErrorText() {
  const t = useT();
  return (key: MessageKey | undefined) => (key ? t(key) : null);
}

export function SignInStep({
  options,
  busy,
  onSubmit,
  onSignUp,
  onForgot,
}: {
  options: LoginOptions;
  busy: boolean;
  onSubmit: Submit;
  onSignUp: () => void;
  onForgot: () => void;
}) {
  const t = useT();
  const [method, setMethod] = useState<'manual' | 'otp'>(options.manual ? 'manual' : 'otp');
  const both = options.manual && options.otp;
  const social = options.social.filter((p) => WEB_PROVIDERS.includes(p));
  const hasForm = options.manual || options.otp;
  return (
    <>
      <p className="-mt-2 text-center text-sm text-slate-600 dark:text-slate-300">{t('auth.signInSubtitle')}</p>
      {method === 'manual' && options.manual && <PasswordSignIn busy={busy} onSubmit={onSubmit} onForgot={onForgot} />}
      {method === 'otp' && options.otp && <OtpSignIn busy={busy} onSubmit={onSubmit} />}
      {both && (
        <>
          <Divider>{t('auth.or')}</Divider>
          <Button variant="outline" size="lg" onClick={() => setMethod(method === 'manual' ? 'otp' : 'manual')}>
            <Icon name={method === 'manual' ? 'phone' : 'shield'} className="size-5" />
            {t(method === 'manual' ? 'auth.otpSignIn' : 'auth.passwordSignIn')}
          </Button>
        </>
      )}
      {social.length > 0 && <SocialButtons providers={social} busy={busy} onSubmit={onSubmit} divided={hasForm} />}
      {options.signUp && (
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('auth.noAccount')}{' '}
          <Button variant="link" onClick={onSignUp}>
            {t('auth.signUp')}
          </Button>
        </p>
      )}
    </>
  );
}

function PasswordSignIn({ busy, onSubmit, onForgot }: { busy: boolean; onSubmit: Submit; onForgot: () => void }) {
  const t = useT();
  const error = useErrorText();
  const { config } = useRootData();
  const home = countryByIso(config.country) ?? { iso: 'SA', dial: '966' };
  const [contact, setContact] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'emailOrPhone' | 'password'>>({});

  // "Remember me" kept the email or phone (never the password: the browser's password manager fills that).
  useEffect(() => {
    const controller = new AbortController();
    fetch(SESSION_ACTION, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ remembered: string | null }>) : null))
      .then((body) => {
        if (!body?.remembered) return;
        setContact((typed) => typed || body.remembered!);
        setRemember(true);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event);
    const emailOrPhone = internationalize(contact, home);
    const found = checkSignIn({ emailOrPhone, password: values.password });
    setErrors(found);
    if (!hasErrors(found))
      onSubmit({
        intent: 'password',
        email_or_phone: emailOrPhone,
        password: values.password,
        ...(remember ? { remember: 'on' } : {}),
      });
  };

  const local = isLocalNumber(contact);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('auth.emailOrPhone')} error={error(errors.emailOrPhone)}>
        {(control) => (
          <div className="relative" dir={local ? 'ltr' : undefined}>
            {local && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 start-0 flex items-center gap-1 ps-3.5 text-slate-600 dark:text-slate-300"
              >
                {flagEmoji(home.iso)} +{home.dial}
              </span>
            )}
            <input
              {...control}
              name="email_or_phone"
              type="text"
              inputMode="email"
              autoComplete="username"
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              placeholder={t('auth.emailOrPhonePlaceholder')}
              className={`${INPUT_CLASS} ${local ? 'ps-24' : ''}`}
            />
          </div>
        )}
      </Field>
      <Field
        label={t('auth.password')}
        error={error(errors.password)}
        aside={
          <Button variant="link" className="text-sm" onClick={onForgot}>
            {t('auth.forgotPassword')}
          </Button>
        }
      >
        {(control) => (
          <PasswordInput
            control={control}
            name="password"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
          />
        )}
      </Field>
      <Checkbox name="remember" label={t('auth.rememberMe')} checked={remember} onChange={setRemember} />
      <SubmitButton busy={busy} busyLabel={t('auth.working')}>
        {t('auth.signIn')}
      </SubmitButton>
    </form>
  );
}

function OtpSignIn({ busy, onSubmit }: { busy: boolean; onSubmit: Submit }) {
  const t = useT();
  const error = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<'phone'>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { phone } = formValues(event);
    const found = checkOtpPhone(phone);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ intent: 'otp-send', phone });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('auth.phone')} hint={t('auth.otpSignInHint')} error={error(errors.phone)}>
        {(control) => <PhoneInput name="phone" control={control} />}
      </Field>
      <SubmitButton busy={busy} busyLabel={t('auth.working')}>
        {t('auth.getOtp')}
      </SubmitButton>
    </form>
  );
}

export function SignUpStep({
  referral,
  busy,
  onSubmit,
  onSignIn,
}: {
  referral: boolean;
  busy: boolean;
  onSubmit: Submit;
  onSignIn: () => void;
}) {
  const t = useT();
  const error = useErrorText();
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<
    FieldErrors<'name' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'acceptedTerms'>
  >({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event);
    const found = checkSignUp({
      name: values.name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      confirmPassword: values.confirm_password,
      acceptedTerms: accepted,
    });
    setErrors(found);
    if (hasErrors(found)) return;
    const { tandc: _, ...fields } = values;
    onSubmit({ intent: 'sign-up', ...fields });
  };

  const policyLink = (to: string, label: string) => (
    <Link
      to={to}
      target="_blank"
      className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
    >
      {label}
    </Link>
  );
  return (
    <>
      <p className="-mt-2 text-center text-sm text-slate-600 dark:text-slate-300">{t('auth.signUpSubtitle')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('auth.name')} error={error(errors.name)}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              placeholder={t('auth.namePlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('auth.email')} error={error(errors.email)}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={255}
              placeholder={t('auth.emailPlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('auth.phone')} error={error(errors.phone)}>
          {(control) => <PhoneInput name="phone" control={control} />}
        </Field>
        <Field label={t('auth.password')} error={error(errors.password)}>
          {(control) => (
            <PasswordInput
              control={control}
              name="password"
              autoComplete="new-password"
              placeholder={t('auth.passwordPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('auth.confirmPassword')} error={error(errors.confirmPassword)}>
          {(control) => (
            <PasswordInput
              control={control}
              name="confirm_password"
              autoComplete="new-password"
              placeholder={t('auth.confirmPasswordPlaceholder')}
            />
          )}
        </Field>
        {referral && (
          <Field label={t('auth.refCode')}>
            {(control) => (
              <input
                {...control}
                name="ref_code"
                autoComplete="off"
                placeholder={t('auth.refCodePlaceholder')}
                className={INPUT_CLASS}
              />
            )}
          </Field>
        )}
        <Checkbox
          name="tandc"
          checked={accepted}
          onChange={setAccepted}
          error={error(errors.acceptedTerms)}
          label={withNodes(t('auth.termsAgree'), {
            terms: policyLink('/terms-and-conditions', t('footer.terms')),
            privacy: policyLink('/privacy-policy', t('footer.privacy')),
          })}
        />
        <SubmitButton busy={busy} disabled={!accepted} busyLabel={t('auth.working')}>
          {t('auth.signUp')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        {t('auth.haveAccount')}{' '}
        <Button variant="link" onClick={onSignIn}>
          {t('auth.signIn')}
        </Button>
      </p>
    </>
  );
}

/** user_info and phone_modal: finish a profile an OTP or social sign-in started. */
export function UserInfoStep({
  needs,
  referral,
  subtitle,
  busy,
  onSubmit,
}: {
  needs: { email: boolean; phone: boolean };
  referral: boolean;
  subtitle: string;
  busy: boolean;
  onSubmit: Submit;
}) {
  const t = useT();
  const error = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<'name' | 'email' | 'phone'>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event);
    const found = checkUserInfo(
      { name: values.name ?? '', email: values.email ?? '', phone: values.phone ?? '' },
      needs,
    );
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ intent: 'user-info', ...values });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="-mt-2 text-center text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>
      <Field label={t('auth.name')} error={error(errors.name)}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            placeholder={t('auth.namePlaceholder')}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {needs.email && (
        <Field label={t('auth.email')} error={error(errors.email)}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('auth.emailPlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}
      {needs.phone && (
        <Field label={t('auth.phone')} error={error(errors.phone)}>
          {(control) => <PhoneInput name="phone" control={control} />}
        </Field>
      )}
      {referral && (
        <Field label={t('auth.refCode')}>
          {(control) => (
            <input
              {...control}
              name="ref_code"
              autoComplete="off"
              placeholder={t('auth.refCodePlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}
      <SubmitButton busy={busy} busyLabel={t('auth.working')}>
        {t('auth.continue')}
      </SubmitButton>
    </form>
  );
}

/** "Is It You?": the account holding the phone or email, by name and picture; yes or no. */
export function ExistUserStep({
  user,
  busy,
  onAnswer,
}: {
  user: { name: string; image: string | null };
  busy: boolean;
  onAnswer: (verified: 'yes' | 'no') => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {user.image ? (
        <img
          src={user.image}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-full object-cover ring-4 ring-brand-100 dark:ring-brand-700/40"
        />
      ) : (
        <span className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-700">
          {user.name.slice(0, 1).toUpperCase() || '?'}
        </span>
      )}
      <p className="text-lg font-bold">
        <bdi>{user.name}</bdi>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth.isItYouBody')}</p>
      <div className="flex w-full gap-3">
        <Button variant="outline" size="lg" className="flex-1" disabled={busy} onClick={() => onAnswer('no')}>
          {t('auth.no')}
        </Button>
        <Button size="lg" className="flex-1" disabled={busy} onClick={() => onAnswer('yes')}>
          {t('auth.yes')}
        </Button>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('auth.isItYouNote')}</p>
    </div>
  );
}

function SocialButtons({
  providers,
  busy,
  onSubmit,
  divided,
}: {
  providers: SocialProvider[];
  busy: boolean;
  onSubmit: Submit;
  divided: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const { publicEnv, locale } = useRootData();
  const [working, setWorking] = useState<SocialProvider | null>(null);
  const start = async (provider: SocialProvider) => {
    setWorking(provider);
    try {
      const identity = await signInWith(provider, publicEnv.socialClientIds, locale);
      onSubmit({
        intent: 'social',
        medium: provider,
        token: identity.token,
        ...(identity.email ? { email: identity.email } : {}),
      });
    } catch {
      toast(t('auth.socialUnavailable'), { kind: 'error' });
    } finally {
      setWorking(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {divided && <Divider>{t('auth.continueWith')}</Divider>}
      {providers.map((provider) => (
        <Button
          variant="outline"
          size="lg"
          key={provider}
          disabled={busy || working !== null}
          onClick={() => void start(provider)}
        >
          <span aria-hidden="true" className="text-lg font-black">
            {provider === 'google' ? 'G' : provider === 'apple' ? 'A' : 'f'}
          </span>
          {t(`auth.social.${provider}`)}
        </Button>
      ))}
    </div>
  );
}

function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase text-slate-500 dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      {children}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
