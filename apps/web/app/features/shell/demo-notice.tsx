/** A slim notice on every page while the store runs on demo data (config `demo`). */
import { Icon } from '../../components/ui/icons.tsx';
import { settingOn } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';

export function DemoNotice() {
  const t = useT();
  if (!settingOn(useRootData().config.demo)) return null;
  return (
    <p
      role="note"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
    >
      <Icon name="info" className="hidden size-4 sm:block" />
      {t('app.demoNotice')}
    </p>
  );
}
