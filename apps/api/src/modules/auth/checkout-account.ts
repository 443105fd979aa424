/**
 * A guest's account made in the order step (create_new_user, reference
 * §5.2): the contact the order goes to (name, phone, email) and a password
 * of 8 or more become an account, in the order's own transaction, so the
 * order lands in it or neither exists. The same checks as sign-up: the
 * domain's form rules, phone and email unused, sign-ups per address limited.
 * Signing in is the client's next step (auth/login with the password and
 * the guest id, which moves the rest of the guest's carts).
 */
import { ACCOUNT_FORM_MESSAGES, checkoutAccountProblems, normalizeEmail, normalizePhone } from '@souq/domain';
import type { Queryable } from '@souq/db';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { splitName } from './deps.ts';
import { enforceLimits, LIMIT_RULES } from './limits.ts';
import { loginSettings } from './login-settings.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './queries.ts';
import { assertContactsFree, rethrowDuplicate } from './sign-up.ts';

export interface CheckoutAccountInput {
  name: string | null;
  phone: string | null;
  email: string | null;
  password: string | null;
  ip: string;
}

/** Checked and hashed: what the order's transaction writes. */
export interface PreparedAccount {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  password: string;
}

const FIELD_OF = {
  name: 'contact_person_name',
  phone: 'contact_person_number',
  email: 'contact_person_email',
} as const;

export function createCheckoutAccounts(db: Queryable, settings: SettingsService, limiter: RateLimiter) {
  return {
    /** Before anything is written: the first problem is the answer, as sign-up answers it. */
    async prepare(input: CheckoutAccountInput): Promise<PreparedAccount> {
      if (!(await loginSettings(settings)).manual)
        throw forbidden(
          'create_new_user',
          'Sign-up with a password is not available. Sign in with a one-time code instead.',
        );
      const values = {
        name: input.name ?? '',
        phone: input.phone ?? '',
        email: input.email ?? '',
        password: input.password ?? '',
      };
      const problems = checkoutAccountProblems(values);
      for (const field of ['name', 'phone', 'email', 'password'] as const) {
        const problem = problems[field];
        if (problem)
          throw unprocessable(field === 'password' ? 'password' : FIELD_OF[field], ACCOUNT_FORM_MESSAGES[problem]);
      }
      await enforceLimits(limiter, [[LIMIT_RULES.signUpPerIp, input.ip]]);
      const phone = normalizePhone(values.phone);
      const email = normalizeEmail(values.email);
      await assertContactsFree(db, { phone, email });
      return { ...splitName(values.name), phone, email, password: await hashPassword(values.password) };
    },

    /** In the order's transaction; a contact taken since prepare (a race) answers as sign-up does. */
    async create(tx: Queryable, account: PreparedAccount): Promise<number> {
      const user = await insertUser(tx, { ...account, login_medium: 'manual' }).catch(rethrowDuplicate);
      return user.id;
    },
  };
}

export type CheckoutAccounts = ReturnType<typeof createCheckoutAccounts>;
