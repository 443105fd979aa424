/** What the Referral Code tab needs beyond the profile: whether the store pays for referrals, and how much. */
import type { Api } from '../../lib/api.server.ts';
import { settingOn } from '@souq/domain';

/** The reward per referred friend, or null while referral earnings are off (the tab is not there: spec §2). */
export async function loadReferralReward(api: Api): Promise<number | null> {
  const config = await api.get('/config');
  return settingOn(config.ref_earning_status) ? Number(config.ref_earning_exchange_rate) || 0 : null;
}
