import type { Translation } from '../../i18n/types.ts';

export const en = {
  'home.greeting': 'Welcome to {module}',
  'home.change': 'Change',
} as const;

export const ar: Translation<typeof en> = {
  'home.greeting': 'مرحباً بك في {module}',
  'home.change': 'تغيير',
};
