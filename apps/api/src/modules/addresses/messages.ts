/** Arabic of the address messages. */
import { ADDRESS_FORM_MESSAGES } from '@souq/domain';
import { addArabicMessages } from '../../http/messages.ts';

addArabicMessages({
  [ADDRESS_FORM_MESSAGES.addressRequired]: 'العنوان مطلوب',
  [ADDRESS_FORM_MESSAGES.contactNameRequired]: 'الاسم مطلوب',
  [ADDRESS_FORM_MESSAGES.contactPhoneRequired]: 'رقم الهاتف مطلوب',
  'Address added successfully.': 'تمت إضافة العنوان بنجاح.',
  'Address updated successfully.': 'تم تحديث العنوان بنجاح.',
  'Address deleted successfully.': 'تم حذف العنوان بنجاح.',
  'Address not found.': 'العنوان غير موجود.',
  'The address_id field is required.': 'الحقل address_id مطلوب.',
});
