/**
 * The one-time code step (spec §2, §4): six digit boxes (typing moves on,
 * Backspace moves back, a pasted code fills them all), Verify enabled once
 * all six are there, and 'Resend code' after a 60 s countdown that starts
 * again on every resend. The demo hint shows only when the API gave the code.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS, westernDigits } from '@souq/domain';
import { SubmitButton } from '../../components/form/field.tsx';
import { withNodes } from '../../i18n/rich.tsx';
import { useT } from '../../i18n/t.ts';
import { isCompleteCode } from './validation.ts';
import { Button } from '../../components/ui/button.tsx';

interface OtpFormProps {
  destination: string | null;
  demoOtp: string | null;
  busy: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** Changes on every send, which restarts the countdown and clears the boxes. */
  sentAt: number;
  submitLabel?: string;
}

export function OtpForm({ destination, demoOtp, busy, onVerify, onResend, sentAt, submitLabel }: OtpFormProps) {
  const t = useT();
  const [digits, setDigits] = useState<string[]>(() => Array(LIMITS.otpLength).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const seconds = useCountdown(LIMITS.otpResendSeconds, sentAt);
  const code = digits.join('');

  useEffect(() => {
    setDigits(Array(LIMITS.otpLength).fill(''));
    boxes.current[0]?.focus();
  }, [sentAt]);

  const fill = (from: number, typed: string) => {
    const incoming = westernDigits(typed)
      .replace(/\D/g, '')
      .slice(0, LIMITS.otpLength - from)
      .split('');
    if (incoming.length === 0) return;
    setDigits((current) => current.map((d, i) => (i >= from && i < from + incoming.length ? incoming[i - from] : d)));
    boxes.current[Math.min(from + incoming.length, LIMITS.otpLength - 1)]?.focus();
  };

  const onKeyDown = (index: number, event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((d, i) => (i === index - 1 ? '' : d)));
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      boxes.current[Math.max(0, Math.min(LIMITS.otpLength - 1, index + step))]?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteCode(code) && !busy) onVerify(code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {destination
          ? withNodes(t('otp.sentTo'), {
              destination: (
                <bdi dir="ltr" className="font-semibold text-slate-900 dark:text-white">
                  {destination}
                </bdi>
              ),
            })
          : t('otp.sent')}
      </p>
      <div role="group" aria-label={t('otp.code')} dir="ltr" className="flex justify-between gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? LIMITS.otpLength : 1}
            aria-label={t('otp.digit', { n: index + 1, count: LIMITS.otpLength })}
            onChange={(event) => {
              const value = westernDigits(event.target.value).replace(/\D/g, '');
              if (!value) setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
              // Typing into a filled box gives two characters: keep the new one. Longer values are a whole code (autofill).
              else fill(index, value.length === 2 && digit ? (value[0] === digit ? value[1] : value[0]) : value);
            }}
            onPaste={(event) => {
              event.preventDefault();
              fill(index, event.clipboardData.getData('text'));
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            className="h-13 w-full min-w-0 max-w-14 rounded-xl border border-slate-300 bg-white text-center text-xl font-bold text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
          />
        ))}
      </div>
      {demoOtp && (
        <p className="rounded-xl bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {t('otp.demoHint', { secret: demoOtp })}
        </p>
      )}
      <SubmitButton busy={busy} disabled={!isCompleteCode(code)} busyLabel={t('auth.working')}>
        {submitLabel ?? t('otp.verify')}
      </SubmitButton>
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
        {t('otp.didntGet')}
        <Button variant="link" disabled={seconds > 0 || busy} onClick={onResend}>
          {seconds > 0 ? t('otp.resendIn', { seconds }) : t('otp.resend')}
        </Button>
      </p>
    </form>
  );
}

/** Seconds left of a countdown that starts again whenever `restartKey` changes. */
export function useCountdown(from: number, restartKey: unknown): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    setLeft(from);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [from, restartKey]);
  return left;
}
