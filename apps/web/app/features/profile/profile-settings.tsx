/**
 * Edit Personal Details (spec §2, §4, §5): photo (JPG, PNG, JPEG or GIF,
 * at most 2 MB, 1:1), name, email, phone (digits with an optional plus;
 * 'Not Changeable' once verified), a new password only when the store signs
 * in with passwords. Go Back, Reset (asks first) and Update Profile. When
 * the API first wants a new phone or email proven, the code dialog opens
 * and the same form is sent again with the code.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { PasswordInput } from '../../components/form/password-input.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { ProfileResult } from '../../routes/resources/profile.ts';
import { loginOptions } from '../auth/login-modes.ts';
import { OtpForm } from '../auth/otp-form.tsx';
import {
  checkProfile,
  checkProfileImage,
  hasErrors,
  phoneFieldValue,
  type FieldErrors,
  type ProfileValues,
} from '../auth/validation.ts';
import type { Profile } from './profile.server.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSettled } from '../../lib/use-latest.ts';

export const PROFILE_ACTION = '/resources/profile';

type Verification = Extract<ProfileResult, { verification: object }>['verification'] & {
  sentAt: number;
  destination: string;
};

export function ProfileSettings({ profile }: { profile: Profile }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { config } = useRootData();
  const withPassword = loginOptions(config).manual;
  const fetcher = useFetcher<ProfileResult>({ key: 'profile' });
  const form = useRef<HTMLFormElement>(null);
  /** The form as last sent, to send again with the code. */
  const sent = useRef<FormData | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [phone, setPhone] = useState(profile.phone);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues | 'image'>>({});
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [verification, setVerification] = useState<Verification | null>(null);
  const busy = fetcher.state !== 'idle';

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  useSettled(fetcher, (answer) => {
    if (!sent.current) return;
    if (!answer.ok) return toast(answer.error, { kind: 'error' });
    if (answer.verification) {
      if (answer.verification.firebase) return toast(t('auth.firebaseUnavailable'), { kind: 'error' });
      toast(answer.message, { kind: 'info' });
      const destination = String(sent.current.get(answer.verification.medium) ?? '');
      return setVerification({ ...answer.verification, destination, sentAt: Date.now() });
    }
    toast(answer.message);
    sent.current = null;
    setVerification(null);
    // The page data now holds the saved profile: start the form again from it.
    setPreview(null);
    setFormKey((k) => k + 1);
  });

  const send = (body: FormData) => {
    sent.current = body;
    fetcher.submit(body, { method: 'post', action: PROFILE_ACTION, encType: 'multipart/form-data' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const value = (name: string) => String(body.get(name) ?? '');
    const found = checkProfile({
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      password: value('password'),
      confirmPassword: value('confirm_password'),
      currentPassword: value('current_password'),
      hasPassword: profile.hasPassword,
    });
    setErrors(found);
    if (hasErrors(found)) return;
    body.set('intent', 'update');
    send(body);
  };

  const pickImage = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkProfileImage(file);
    setErrors((current) => ({ ...current, image: problem ?? undefined }));
    if (problem) {
      input.value = '';
      setPreview(null);
      return;
    }
    setPreview(URL.createObjectURL(file));
  };

  const reset = () => {
    setConfirmingReset(false);
    setErrors({});
    setPreview(null);
    setPhone(profile.phone);
    setFormKey((k) => k + 1);
  };

  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const image = preview ?? profile.imageUrl;
  return (
    <section
      aria-labelledby="edit-profile-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="edit-profile-title" className="text-xl font-bold">
        {t('profile.editTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('profile.editSubtitle')}</p>
      <form key={formKey} ref={form} onSubmit={submit} noValidate className="mt-6 flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-5">
          {image ? (
            <img
              src={image}
              alt=""
              width={96}
              height={96}
              className="size-24 rounded-full object-cover ring-4 ring-slate-100 dark:ring-slate-800"
            />
          ) : (
            <span className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-700">
              {(profile.firstName[0] ?? '?').toUpperCase()}
            </span>
          )}
          <div className="flex flex-col gap-1.5">
            <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600/40 dark:border-slate-600 dark:hover:bg-slate-800">
              <Icon name="camera" className="size-5" />
              {t('profile.choosePhoto')}
              <input
                type="file"
                name="image"
                accept="image/jpeg,image/png,image/gif"
                aria-label={t('profile.photo')}
                aria-describedby="profile-photo-hint"
                onChange={(event) => pickImage(event.currentTarget)}
                className="sr-only"
              />
            </label>
            <p id="profile-photo-hint" className="text-xs text-slate-500 dark:text-slate-400">
              {t('profile.photoHint')}
            </p>
            {errors.image && (
              <p role="alert" className="max-w-sm text-sm font-medium text-red-600 dark:text-red-400">
                {t(errors.image)}
              </p>
            )}
          </div>
        </div>

        <div className="grid gap-5 md:grid-cols-2">
          <Field label={t('profile.name')} error={errors.name && t(errors.name)}>
            {(control) => (
              <input {...control} name="name" autoComplete="name" defaultValue={fullName} className={INPUT_CLASS} />
            )}
          </Field>
          <Field label={t('profile.email')} error={errors.email && t(errors.email)}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={255}
                defaultValue={profile.email}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field
            label={t('profile.phone')}
            error={errors.phone && t(errors.phone)}
            aside={
              profile.phoneVerified && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-500 dark:text-slate-400">
                  <Icon name="shield" className="size-4 text-brand-600" />
                  {t('profile.notChangeable')}
                </span>
              )
            }
          >
            {(control) => (
              <input
                {...control}
                name="phone"
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                disabled={profile.phoneVerified}
                value={phone}
                onChange={(event) => setPhone(phoneFieldValue(event.target.value))}
                className={`${INPUT_CLASS} text-start rtl:text-end`}
              />
            )}
          </Field>
        </div>

        {withPassword && (
          <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700">
            <legend className="px-1 text-sm font-bold">{t('profile.passwordSection')}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t(profile.hasPassword ? 'profile.passwordHint' : 'profile.setPasswordHint')}
            </p>
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={profile.email || profile.phone}
              readOnly
              hidden
            />
            <div className="grid gap-5 md:grid-cols-2">
              {profile.hasPassword && (
                <Field label={t('profile.currentPassword')} error={errors.currentPassword && t(errors.currentPassword)}>
                  {(control) => (
                    <PasswordInput
                      control={control}
                      name="current_password"
                      autoComplete="current-password"
                      placeholder={t('auth.passwordPlaceholder')}
                    />
                  )}
                </Field>
              )}
              <Field label={t('profile.newPassword')} error={errors.password && t(errors.password)}>
                {(control) => (
                  <PasswordInput
                    control={control}
                    name="password"
                    autoComplete="new-password"
                    placeholder={t('auth.passwordPlaceholder')}
                  />
                )}
              </Field>
              <Field label={t('profile.confirmPassword')} error={errors.confirmPassword && t(errors.confirmPassword)}>
                {(control) => (
                  <PasswordInput
                    control={control}
                    name="confirm_password"
                    autoComplete="new-password"
                    placeholder={t('auth.confirmPasswordPlaceholder')}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <Button
            variant="ghost"
            size="lg"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/home'))}
            className="sm:me-auto"
          >
            {t('profile.goBack')}
          </Button>
          <Button variant="outline" size="lg" onClick={() => setConfirmingReset(true)}>
            {t('profile.reset')}
          </Button>
          <Button type="submit" size="lg" disabled={busy} busy={busy && !verification}>
            {t('profile.update')}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        onConfirm={reset}
        title={t('profile.resetConfirm')}
        description={t('profile.resetNote')}
        confirmLabel={t('profile.resetYes')}
      />
      <Dialog open={verification !== null} onClose={() => setVerification(null)} title={t('otp.title')}>
        {verification && (
          <OtpForm
            destination={verification.destination}
            demoOtp={verification.demoOtp}
            busy={busy}
            sentAt={verification.sentAt}
            onVerify={(otp) => {
              const body = new FormData();
              sent.current!.forEach((value, key) => body.append(key, value));
              body.set('otp', otp);
              body.set('verification_medium', verification.medium);
              send(body);
            }}
            onResend={() => {
              const body = new FormData();
              sent.current!.forEach((value, key) => key !== 'otp' && body.append(key, value));
              send(body);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
