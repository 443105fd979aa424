/**
 * Accounts: guests, sessions and every sign-in flow, composed once per app.
 * Other features reach it as ctx.accounts: resolve a token, check a guest
 * id, and register what must happen when a guest signs in or an account
 * is removed.
 */
import type { Database, Queryable } from '@souq/db';
import { createFirebasePhoneVerifier } from '../../adapters/identity/firebase.ts';
import { createSocialVerifier } from '../../adapters/identity/index.ts';
import { createOtpSender } from '../../adapters/otp/index.ts';
import type { Env } from '../../env.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AppUrls } from '../../lib/urls.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AuthDeps } from './deps.ts';
import { createCheckoutAccounts } from './checkout-account.ts';
import { createGuestRecorder, guestExists, issueGuestId } from './guests.ts';
import { enforceLimits, LIMIT_RULES } from './limits.ts';
import { createLoginFlows } from './login.ts';
import { createOtpService } from './otp.ts';
import { createPasswordResetFlows } from './password-reset.ts';
import { createSessions } from './sessions.ts';
import { createSignUpFlows } from './sign-up.ts';
import { createSocialFlows } from './social.ts';
import { createSessionCache } from './session-cache.ts';
import { revokeAllTokens, revokeToken, type Session } from './tokens.ts';

/** Runs inside the removal transaction (use tx only); throw an AppError to refuse, e.g. while orders are running. */
export type AccountRemovalHook = (tx: Queryable, userId: number) => Promise<void>;

export function createAccountsService(
  db: Database,
  env: Env,
  settings: SettingsService,
  urls: AppUrls,
  limiter: RateLimiter,
) {
  const sender = createOtpSender(db, env);
  const otp = createOtpService(db, sender, settings);
  const firebase = createFirebasePhoneVerifier(env);
  const sessions = createSessions(db, otp, settings, urls, firebase !== null);
  const heldSessions = createSessionCache(db);
  const endSessions: AuthDeps['endSessions'] = async (tx, userId, exceptTokenId) => {
    await revokeAllTokens(tx, userId, exceptTokenId);
    heldSessions.forgetUser(userId);
  };
  const deps: AuthDeps = {
    db,
    settings,
    urls,
    otp,
    sessions,
    limiter,
    social: createSocialVerifier(env),
    firebase,
    endSessions,
  };
  const removalHooks: AccountRemovalHook[] = [];
  const guestRows = createGuestRecorder(db);

  return {
    ...createLoginFlows(deps),
    ...createSignUpFlows(deps),
    ...createPasswordResetFlows(deps),
    ...createSocialFlows(deps),
    otp,
    sessions,
    /** A guest's account made in the order step (create_new_user). */
    checkoutAccounts: createCheckoutAccounts(db, settings, limiter),
    firebase: deps.firebase,
    /** Email codes really leave (SMTP), rather than waiting in the outbox table. */
    mailActive: sender.transports.email !== 'outbox',
    /** Registers work that moves a guest's data (cart, …) to the account signing in, in the sign-in transaction. */
    onGuestSignIn: sessions.onGuestSignIn,
    /** Registers a check or clean-up for account removal, in the removal transaction. */
    onAccountRemoval(hook: AccountRemovalHook): void {
      removalHooks.push(hook);
    },
    /** The session a bearer token opens (held in memory while session changes are announced). */
    findSession: (token: string) => heldSessions.find(token),
    /** Sign-out: this session's token stops working, here at once and elsewhere when the change is announced. */
    async endSession(session: Session): Promise<void> {
      await revokeToken(db, session.tokenId);
      heldSessions.forgetUser(session.userId);
    },
    endSessions,
    /** Starts and stops hearing session changes (with the app). */
    start: () => heldSessions.start(),
    close: () => heldSessions.close(),
    /**
     * A new guest id: signed, nothing written (issue 13, item 5). A push token
     * sent with the request is kept on the guest's row, written now unless this
     * address has made too many rows lately (the id is issued either way).
     */
    async issueGuest(client: { ip?: string; fcmToken?: string | null }): Promise<string> {
      const id = await issueGuestId(db);
      if (client.fcmToken) {
        const { allowed } = await limiter.hit(
          `${LIMIT_RULES.newGuestPerIp.name}:${client.ip}`,
          LIMIT_RULES.newGuestPerIp.limit,
          LIMIT_RULES.newGuestPerIp.windowSeconds,
        );
        if (allowed) await guestRows.write(id, client);
      }
      return id;
    },
    /** Whether the server issued this guest id (signed by it, or an older id with its row). */
    guestExists: (guestId: string) => guestExists(db, guestId),
    /**
     * Before a guest's first cart change or order: the guest's row, which
     * carts and orders point at. The only guest write, so the only one
     * limited per address, far above what shoppers behind one address reach.
     */
    async recordGuest(guestId: string, ip: string): Promise<void> {
      if (await guestRows.hasRow(guestId)) return;
      await enforceLimits(limiter, [[LIMIT_RULES.newGuestPerIp, ip]]);
      await guestRows.write(guestId, { ip });
    },

    /**
     * Deletes an account as the shopper sees it: sessions end, social links
     * go (and, through the removal hooks, the cart, wishlist and addresses), and the row is anonymised (orders and wallet
     * history keep pointing at it), which frees its phone and email.
     */
    async removeAccount(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('select id from users where id = $1 for update', [userId]);
        for (const hook of removalHooks) await hook(tx, userId);
        await endSessions(tx, userId);
        await tx.query('delete from user_social_accounts where user_id = $1', [userId]);
        await tx.query(
          `update users set f_name = null, l_name = null, phone = null, email = null, image = null, password = null,
                  social_id = null, cm_firebase_token = null, temp_token = null, temp_token_expires_at = null,
                  is_phone_verified = false, is_email_verified = false, interest = '[]', status = false,
                  deleted_at = now(), updated_at = now()
            where id = $1`,
          [userId],
        );
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
