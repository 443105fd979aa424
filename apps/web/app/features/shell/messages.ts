import type { Translation } from '../../i18n/types.ts';

export const en = {
  'app.demoNotice': 'This store runs on demo data: orders are not delivered and no money changes hands.',
  'nav.home': 'Home',
  'nav.signIn': 'Sign In',
  'error.title': 'Sorry, Something Went Wrong',
  'error.body': 'Please try again after some time or Contact with our support team.',
  'error.helpAndSupport': 'Help & Support',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.backHome': 'Back to home',
} as const;

export const ar: Translation<typeof en> = {
  'app.demoNotice': 'يعمل هذا المتجر على بيانات تجريبية: لا تُوصَّل الطلبات ولا تُدفع أي أموال.',
  'nav.home': 'الرئيسية',
  'nav.signIn': 'تسجيل الدخول',
  'error.title': 'عذراً، حدث خطأ ما',
  'error.body': 'يرجى المحاولة مرة أخرى بعد قليل أو التواصل مع فريق الدعم.',
  'error.helpAndSupport': 'المساعدة والدعم',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  'notFound.backHome': 'العودة إلى الرئيسية',
};
