/**
 * The sign-in / sign-up / social modal (spec §2, §4), loaded only when it
 * opens. Modes: sign-in (in the store's variant: otp, manual, social and
 * their combinations), sign-up, phone_modal and user_info (finish the
 * profile), is_exist_user ("Is It You?"), plus the one-time code step and
 * forgot password. Every step posts to the session action, which keeps the
 * token in its HttpOnly cookie; the page only learns the next step.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { provideMessages, useT } from '../../i18n/t.ts';
import { useCurrentModule, useRootData } from '../../lib/root-data.ts';
import type { SessionResult } from '../../routes/resources/session.ts';
import { SESSION_ACTION } from './auth-launcher.tsx';
import { ForgotPasswordFlow } from './forgot-password.tsx';
import { loginOptions } from './login-modes.ts';
import { OtpForm } from './otp-form.tsx';
import { ExistUserStep, SignInStep, SignUpStep, UserInfoStep } from './auth-steps.tsx';
import { Button } from '../../components/ui/button.tsx';
import * as authWords from './messages.ts';
import { useSettled } from '../../lib/use-latest.ts';
import { shopName } from '../../lib/shop-config.ts';

// Its forms' words (phone, validation) are not in every page's root data: they come with this chunk.
provideMessages(authWords);

export type AuthMode = 'sign-in' | 'sign-up';

type CodeSent = Extract<SessionResult, { outcome: 'code-sent' }>;
type Step =
  | { mode: 'sign-in' }
  | { mode: 'sign-up' }
  | { mode: 'forgot' }
  | { mode: 'otp'; sent: CodeSent; sentAt: number; resend: Record<string, string> }
  | { mode: 'user_info' | 'phone_modal'; needs: { email: boolean; phone: boolean } }
  | { mode: 'is_exist_user'; user: { name: string; image: string | null }; retry: Record<string, string> };

export default function AuthModal({ initialMode, onClose }: { initialMode: AuthMode; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const root = useRootData();
  const module = useCurrentModule();
  const options = loginOptions(root.config);
  const fetcher = useFetcher<SessionResult>({ key: 'session' });
  const [step, setStep] = useState<Step>({ mode: initialMode === 'sign-up' && options.signUp ? 'sign-up' : 'sign-in' });
  /** Whether this visit started as a sign-up: decides the success message and where it goes next. */
  const signingUp = useRef(initialMode === 'sign-up');
  const last = useRef<Record<string, string> | null>(null);

  useEffect(
    () => setStep({ mode: initialMode === 'sign-up' && options.signUp ? 'sign-up' : 'sign-in' }),
    [initialMode, options.signUp],
  );

  const submit = (fields: Record<string, string>) => {
    if (fields.intent === 'sign-up') signingUp.current = true;
    else if (fields.intent === 'password' || fields.intent === 'otp-send' || fields.intent === 'social')
      signingUp.current = false;
    last.current = fields;
    fetcher.submit(fields, { method: 'post', action: SESSION_ACTION });
  };

  useSettled(fetcher, (result) => {
    if (!last.current) return;
    const sent = last.current;
    last.current = null;
    if (!result.ok) {
      // Spec §8: a social sign-in refused for its email goes on to the phone step.
      if (sent.intent === 'social' && result.field === 'email')
        return setStep({ mode: 'phone_modal', needs: { email: false, phone: true } });
      return toast(result.error, { kind: 'error' });
    }
    switch (result.outcome) {
      case 'signed-in': {
        toast(t(signingUp.current ? 'auth.signedUp' : 'auth.loggedIn'));
        if (!signingUp.current) return onClose();
        // Spec §4: after sign-up, interests when a zone and a module other than parcel are chosen.
        const next = root.zoneIds && module && module.module_type !== 'parcel' ? '/interest' : '/home';
        void navigate(next, { replace: true });
        return;
      }
      case 'code-sent':
        if (result.message) toast(result.message, { kind: 'info' });
        return setStep({ mode: 'otp', sent: result, sentAt: Date.now(), resend: resendOf(sent) });
      case 'user-info':
        return setStep({
          mode: result.loginType === 'social' && !result.needs.email ? 'phone_modal' : 'user_info',
          needs: result.needs,
        });
      case 'exist-user':
        return setStep({ mode: 'is_exist_user', user: result.user, retry: sent });
    }
  });

  const busy = fetcher.state !== 'idle';
  const title = {
    'sign-in': t('auth.signIn'),
    'sign-up': t('auth.signUp'),
    forgot: t('reset.title'),
    otp: t('otp.title'),
    user_info: t('auth.userInfoTitle'),
    phone_modal: t('auth.phoneStepTitle'),
    is_exist_user: t('auth.isItYou'),
  }[step.mode];
  const backToSignIn = () => setStep({ mode: 'sign-in' });

  return (
    <Dialog open onClose={onClose} title={title}>
      <div className="flex flex-col gap-5" data-auth-mode={step.mode}>
        <Link
          to="/home"
          onClick={onClose}
          aria-label={t('nav.logoHome', { name: shopName(root.config) })}
          className="-mt-2 self-center"
        >
          <img
            src={root.config.logo_full_url ?? '/favicon.svg'}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-2xl"
          />
        </Link>
        {step.mode === 'sign-in' && (
          <SignInStep
            options={options}
            busy={busy}
            onSubmit={submit}
            onSignUp={() => setStep({ mode: 'sign-up' })}
            onForgot={() => setStep({ mode: 'forgot' })}
          />
        )}
        {step.mode === 'sign-up' && (
          <SignUpStep referral={options.referralCode} busy={busy} onSubmit={submit} onSignIn={backToSignIn} />
        )}
        {step.mode === 'forgot' && (
          <>
            <ForgotPasswordFlow onDone={backToSignIn} />
            <BackToSignIn onClick={backToSignIn} />
          </>
        )}
        {step.mode === 'otp' && (
          <OtpForm
            destination={step.sent.destination}
            demoOtp={step.sent.demoOtp}
            busy={busy}
            sentAt={step.sentAt}
            onVerify={(otp) => submit(verifyFields(step.sent, otp))}
            onResend={() => submit(step.resend)}
          />
        )}
        {(step.mode === 'user_info' || step.mode === 'phone_modal') && (
          <UserInfoStep
            needs={step.needs}
            referral={options.referralCode}
            subtitle={t(step.mode === 'phone_modal' ? 'auth.phoneStepSubtitle' : 'auth.userInfoSubtitle')}
            busy={busy}
            onSubmit={submit}
          />
        )}
        {step.mode === 'is_exist_user' && (
          <ExistUserStep user={step.user} busy={busy} onAnswer={(verified) => submit({ ...step.retry, verified })} />
        )}
      </div>
    </Dialog>
  );
}

/** The call that checks a code: an OTP sign-in, or the verification of a phone or email. */
function verifyFields(sent: CodeSent, otp: string): Record<string, string> {
  if (sent.purpose === 'otp-login') return { intent: 'otp-login', phone: sent.destination, otp };
  return { intent: 'verify', medium: sent.medium, destination: sent.destination, otp, login_type: sent.loginType };
}

/**
 * How to ask for the code again: repeat the call that sent it (decision 8),
 * except after a sign-up, whose account now exists: a password sign-in
 * with the same details sends the code again.
 */
function resendOf(sent: Record<string, string>): Record<string, string> {
  if (sent.intent === 'sign-up') return { intent: 'password', email_or_phone: sent.phone, password: sent.password };
  return sent;
}

function BackToSignIn({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="link" className="self-center text-sm" onClick={onClick}>
      {t('auth.backToSignIn')}
    </Button>
  );
}
