/**
 * API messages are written in English in the code; this table gives their
 * Arabic. Unknown messages stay English rather than failing.
 */
import { formatMessage, ownEntry, type LanguageCode } from '@souq/domain';

const AR: Record<string, string> = {
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'The requested route does not exist.': 'المسار المطلوب غير موجود.',
  'The request body is not valid JSON.': 'نص الطلب ليس بتنسيق JSON صالح.',
  'The request body is not valid multipart form data.': 'نص الطلب ليس بيانات نموذج multipart صالحة.',
  'This content type is not supported.': 'نوع المحتوى هذا غير مدعوم.',
  'The request is too large.': 'الطلب كبير جداً.',
  'The request could not be understood.': 'تعذر فهم الطلب.',
  'The {field} field is required.': 'الحقل {field} مطلوب.',
  'The {field} field is invalid.': 'قيمة الحقل {field} غير صالحة.',
  'You are not logged in': 'لم تقم بتسجيل الدخول',
  'Service not available in this area': 'الخدمة غير متوفرة في هذه المنطقة',
  'We are temporarily unavailable in this area': 'الخدمة غير متوفرة مؤقتاً في هذه المنطقة',
  'The zoneId header must be a JSON array of zone ids, such as [1,2].':
    'يجب أن تكون ترويسة zoneId مصفوفة JSON من أرقام المناطق، مثل [1,2].',
  'The zoneId header is required.': 'ترويسة zoneId مطلوبة.',
  'The moduleId header is required.': 'ترويسة moduleId مطلوبة.',
  'The moduleId header must be a module id.': 'يجب أن تكون ترويسة moduleId رقم وحدة.',
  'Module not found.': 'الوحدة غير موجودة.',
  'Latitude and longitude must be valid coordinates.': 'يجب أن يكون خط العرض وخط الطول إحداثيات صالحة.',
  'Subscribed Successfully': 'تم الاشتراك بنجاح',
  'Please insert a valid email.': 'يرجى إدخال بريد إلكتروني صالح.',
  'This email is already subscribed.': 'هذا البريد الإلكتروني مشترك بالفعل.',
  'Place not found.': 'المكان غير موجود.',
  'Page not found.': 'الصفحة غير موجودة.',
  'Too many requests. Please try again later.': 'طلبات كثيرة جداً. يرجى المحاولة لاحقاً.',
};

const DICTIONARIES: Record<LanguageCode, Record<string, string>> = { en: {}, ar: AR };

/**
 * The message in the language asked for, its {placeholders} filled: numbers
 * (counts, limits, minutes) written as that language writes them; strings as
 * they are (identifiers such as order numbers stay as the customer types them);
 * counted words in their plural form ({minutes, plural, one {…} other {…}},
 * formatMessage of @souq/domain, shared with the storefront).
 */
export function translate(locale: string, message: string, vars: Record<string, string | number> = {}): string {
  const text = ownEntry(ownEntry(DICTIONARIES, locale) ?? {}, message) ?? message;
  return formatMessage(text, vars, locale === 'ar' ? 'ar' : 'en');
}

/** Every Arabic message, English → Arabic (for tests of the dictionary as a whole). */
export function arabicMessages(): Readonly<Record<string, string>> {
  return AR;
}

/**
 * Lets a module add the Arabic of its own messages next to its code. One
 * English message has one Arabic: a second, different translation is refused
 * at startup, since otherwise whichever module loaded last would win.
 */
export function addArabicMessages(entries: Record<string, string>): void {
  for (const [english, arabic] of Object.entries(entries)) {
    const known = ownEntry(AR, english);
    if (known !== undefined && known !== arabic) {
      throw new Error(`Two Arabic translations of "${english}": "${known}" and "${arabic}"`);
    }
    AR[english] = arabic;
  }
}
