/** The modules serving the visitor's zones, trimmed to what the shell and pickers draw. */
import type { ModuleType } from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';

export interface ModuleSummary {
  id: number;
  module_name: string;
  module_type: ModuleType;
  icon_full_url: string;
  description: string | null;
}

interface ModuleJson extends ModuleSummary {
  zones: { id: number }[];
}

/** GET /module with the zoneId header: only modules serving one of the stored zones. */
export async function loadZoneModules(api: Api): Promise<ModuleSummary[]> {
  const modules = await api.getAs<ModuleJson[]>()('/module');
  return modules.map(({ id, module_name, module_type, icon_full_url, description }) => ({
    id,
    module_name,
    module_type,
    icon_full_url,
    description,
  }));
}
