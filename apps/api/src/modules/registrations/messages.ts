/**
 * The Arabic of the registration messages: the domain's problems (their
 * Arabic is the domain's, shared with the pages) and this module's own.
 */
import { REGISTRATION_MESSAGES, REGISTRATION_MESSAGES_AR } from '@souq/domain';
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

addArabicMessages(
  Object.fromEntries(
    Object.entries(REGISTRATION_MESSAGES).map(([code, english]) => [
      english,
      REGISTRATION_MESSAGES_AR[code as keyof typeof REGISTRATION_MESSAGES],
    ]),
  ),
);
addArabicMessages({
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
