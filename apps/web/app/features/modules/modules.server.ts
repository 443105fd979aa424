/** The modules serving the visitor's zones, trimmed to what the shell and pickers draw. */
import type { WireModule } from '@souq/api/answers';
import type { Api } from '../../lib/api.server.ts';

/** A module as the shell and the pickers draw it. */
export type ModuleSummary = Pick<WireModule, 'id' | 'module_name' | 'module_type' | 'description'> & {
  /** The module's icon, or the storefront's mark for a module without one (every picker draws an icon). */
  icon_full_url: string;
};

/** GET /module with the zoneId header: only modules serving one of the stored zones. */
export async function loadZoneModules(api: Api): Promise<ModuleSummary[]> {
  const modules = await api.get('/module');
  return modules.map(({ id, module_name, module_type, icon_full_url, description }) => ({
    id,
    module_name,
    module_type,
    icon_full_url: icon_full_url ?? '/favicon.svg',
    description,
  }));
}
