import type { Translation } from '../../i18n/types.ts';

export const en = {
  'help.title': 'Help & Support',
  'help.subtitle': 'Questions about an order, a store or your account? Write, call or visit us.',
  'help.email': 'Email',
  'help.phone': 'Phone',
  'help.address': 'Address',
  'help.sendMail': 'Send a mail',
  'help.call': 'Call now',
  'help.chat': 'Chat',
  'help.chatHint': 'Write to our support team; we answer here and in your inbox.',
  'help.contactSupport': 'Contact support',
} as const;

export const ar: Translation<typeof en> = {
  'help.title': 'المساعدة والدعم',
  'help.subtitle': 'لديك سؤال عن طلب أو متجر أو حسابك؟ راسلنا أو اتصل بنا أو زرنا.',
  'help.email': 'البريد الإلكتروني',
  'help.phone': 'الهاتف',
  'help.address': 'العنوان',
  'help.sendMail': 'أرسل بريداً',
  'help.call': 'اتصل الآن',
  'help.chat': 'المحادثة',
  'help.chatHint': 'راسل فريق الدعم؛ نرد هنا وفي صندوق رسائلك.',
  'help.contactSupport': 'تواصل مع الدعم',
};
