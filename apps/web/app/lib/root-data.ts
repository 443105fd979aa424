/** The root loader's data, which every page's shell renders with. */
import { useRouteLoaderData } from 'react-router';
import type { LanguageCode } from '@souq/domain';
import type { FlashToast } from '../components/ui/toast.tsx';
import type { Messages } from '../i18n/messages.server.ts';
import type { ShopConfig } from './config.server.ts';
import type { SavedLocation } from './prefs.server.ts';
import type { PublicEnv } from '../env.d.ts';
import type { ModuleSummary } from '../features/modules/modules.server.ts';
import type { Customer, FooterContent } from '../features/shell/shell-data.server.ts';

export interface RootData {
  locale: LanguageCode;
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
  /** The words every page needs; a route may bring more of its own (useT). */
  messages: Partial<Messages>;
  config: ShopConfig;
  footer: FooterContent;
  location: SavedLocation | null;
  zoneIds: number[] | null;
  /** Modules serving the stored zones (empty without a location). */
  modules: ModuleSummary[];
  /** The chosen module, only while it still serves the stored zones. */
  moduleId: number | null;
  signedIn: boolean;
  /** Whether the visitor already has a guest id (souq_guest); the page asks for one otherwise. */
  hasGuestId: boolean;
  customer: Customer | null;
  flash: FlashToast | null;
  publicEnv: PublicEnv;
}

export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}

export function useCurrentModule(): ModuleSummary | null {
  const { modules, moduleId } = useRootData();
  return modules.find((m) => m.id === moduleId) ?? null;
}
