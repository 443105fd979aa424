/**
 * How long to wait, in words a person reads (issue 13, item 5): a limit's
 * message says "in about an hour", never "after 3593 seconds". The window's
 * seconds left become one of a few spans, rounded up so the shopper who
 * waits as told is let in.
 */
export type RetryWait =
  | { span: 'minute' }
  | { span: 'few-minutes' }
  | { span: 'minutes'; minutes: number }
  | { span: 'hour' }
  | { span: 'hours' }
  | { span: 'day' };

export function retryWait(seconds: number): RetryWait {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 1) return { span: 'minute' };
  if (minutes <= 10) return { span: 'few-minutes' };
  // Five-minute steps: "about 25 minutes", not "about 23" (and always past ten, which Arabic counts in the singular).
  if (minutes < 45) return { span: 'minutes', minutes: Math.ceil(minutes / 5) * 5 };
  if (minutes <= 90) return { span: 'hour' };
  if (minutes <= 18 * 60) return { span: 'hours' };
  return { span: 'day' };
}
