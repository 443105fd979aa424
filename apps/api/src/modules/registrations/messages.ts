/**
 * The Arabic of the registration messages (the domain's problems and this
 * module's own). Messages sign-up shares (email, phone, password) have their
 * Arabic in the auth module's table, the image limit in http/uploads.ts.
 */
import { REGISTRATION_MESSAGES as P } from '@souq/domain';
import { addArabicMessages } from '../../http/messages.ts';

export const M = {
  storeSubmitted: 'Your store application has been received. It is pending review; we will contact you by email.',
  courierSubmitted:
    'Your delivery man application has been received. It is pending review; we will contact you by email.',
  registrationOff: 'Registration is not available at the moment.',
  moduleNotFound: 'This module does not take new stores.',
  zoneNotFound: 'This zone does not take new registrations.',
  packageNotFound: 'This subscription package is not available.',
  phoneTaken: 'This phone number is already registered.',
  emailTaken: 'This email is already registered.',
  applicationNotFound: 'Application not found.',
  notPending: 'This application has already been reviewed.',
  approved: 'Application approved.',
  denied: 'Application denied.',
} as const;

addArabicMessages({
  [P.storeNameRequired]: 'اسم المتجر مطلوب.',
  [P.storeNameArRequired]: 'اسم المتجر بالعربية مطلوب.',
  [P.addressRequired]: 'عنوان المتجر مطلوب.',
  [P.addressArRequired]: 'عنوان المتجر بالعربية مطلوب.',
  [P.tooLong]: 'هذا الحقل طويل جداً.',
  [P.moduleRequired]: 'يرجى اختيار نوع النشاط.',
  [P.zoneRequired]: 'يرجى اختيار المنطقة.',
  [P.pointRequired]: 'يرجى تحديد موقع المتجر بدقة على الخريطة.',
  [P.pointOutsideZone]: 'يجب أن يكون الموقع داخل المنطقة المختارة.',
  [P.logoRequired]: 'يرجى رفع شعار المتجر.',
  [P.coverRequired]: 'يرجى رفع صورة غلاف المتجر.',
  [P.minTimeRequired]: 'أقل مدة توصيل مطلوبة.',
  [P.maxTimeRequired]: 'أقصى مدة توصيل مطلوبة.',
  [P.timeOrder]: 'يجب أن تكون أقصى مدة توصيل أكبر من أقلها.',
  [P.timeTypeInvalid]: 'يرجى اختيار وحدة مدة التوصيل.',
  [P.taxInvalid]: 'يجب أن تكون الضريبة رقماً بين ٠ و١٠٠.',
  [P.firstNameRequired]: 'الاسم الأول مطلوب',
  [P.phoneInvalid]: 'يرجى إدخال رقم هاتف صالح.',
  [P.passwordWeak]: 'يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل وتضم حرفاً كبيراً وحرفاً صغيراً ورقماً ورمزاً.',
  [P.planRequired]: 'يرجى اختيار خطة العمل.',
  [P.packageRequired]: 'يرجى اختيار باقة الاشتراك.',
  [P.vehicleRequired]: 'يرجى اختيار نوع المركبة.',
  [P.earningRequired]: 'يرجى اختيار نوع الأجر.',
  [P.identityTypeRequired]: 'يرجى اختيار نوع الهوية.',
  [P.identityNumberRequired]: 'رقم الهوية مطلوب.',
  [P.identityImagesRequired]: 'يرجى رفع صورة واحدة للهوية على الأقل.',
  [P.photoRequired]: 'يرجى رفع صورتك الشخصية.',
  [M.storeSubmitted]: 'تم استلام طلب متجرك وهو قيد المراجعة؛ سنتواصل معك عبر البريد الإلكتروني.',
  [M.courierSubmitted]: 'تم استلام طلبك للانضمام كمندوب توصيل وهو قيد المراجعة؛ سنتواصل معك عبر البريد الإلكتروني.',
  [M.registrationOff]: 'التسجيل غير متاح حالياً.',
  [M.moduleNotFound]: 'هذا النشاط لا يقبل متاجر جديدة.',
  [M.zoneNotFound]: 'هذه المنطقة لا تقبل تسجيلات جديدة.',
  [M.packageNotFound]: 'باقة الاشتراك هذه غير متاحة.',
  [M.applicationNotFound]: 'الطلب غير موجود.',
  [M.notPending]: 'تمت مراجعة هذا الطلب من قبل.',
  [M.approved]: 'تمت الموافقة على الطلب.',
  [M.denied]: 'تم رفض الطلب.',
});
