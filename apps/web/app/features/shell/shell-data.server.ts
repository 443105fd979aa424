/**
 * What every page's shell renders with, beyond the config: the footer's
 * landing texts, the modules serving the stored zones, and the signed-in
 * customer's first name.
 */
import { ApiError, type Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { loadZoneModules, type ModuleSummary } from '../modules/modules.server.ts';

export interface AppLinks {
  playstore_url: string;
  playstore_url_status: string;
  apple_store_url: string;
  apple_store_url_status: string;
}

export interface FooterContent {
  newsletterTitle: string;
  newsletterSubTitle: string;
  description: string;
  appLinks: AppLinks | null;
}

export interface Customer {
  firstName: string;
  fullName: string;
  imageUrl: string | null;
  /** Prefills the contact of a new address. */
  phone: string;
}

export async function loadFooterContent(api: Api): Promise<FooterContent> {
  const landing = await api.get('/react-landing-page');
  const text = (key: string) => (typeof landing[key] === 'string' ? (landing[key] as string) : '');
  return {
    newsletterTitle: text('fixed_newsletter_title'),
    newsletterSubTitle: text('fixed_newsletter_sub_title'),
    description: text('fixed_footer_description'),
    appLinks: (landing.download_user_app_links as AppLinks | undefined) ?? null,
  };
}

export async function loadModulesForZones(api: Api, prefs: Prefs): Promise<ModuleSummary[]> {
  return prefs.zoneIds ? loadZoneModules(api) : [];
}

/** The customer behind the token; `expired` when the API refuses it (spec §8: 401). */
export async function loadCustomer(api: Api, prefs: Prefs): Promise<{ customer: Customer | null; expired: boolean }> {
  if (!prefs.token) return { customer: null, expired: false };
  try {
    const info = await api.get('/customer/info');
    const fullName = [info.f_name, info.l_name].filter(Boolean).join(' ');
    return {
      customer: {
        firstName: info.f_name ?? '',
        fullName,
        imageUrl: info.image_full_url ?? null,
        phone: info.phone ?? '',
      },
      expired: false,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { customer: null, expired: true };
    // The API is having trouble (not refusing the token): still signed in, without the name for now.
    return { customer: { firstName: '', fullName: '', imageUrl: null, phone: '' }, expired: false };
  }
}
