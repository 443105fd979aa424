/** Arabic of the address messages. */
import { addArabicMessages } from '../../http/messages.ts';

addArabicMessages({
  'Address is required': 'العنوان مطلوب',
  'Name is required': 'الاسم مطلوب',
  'Phone Number is required': 'رقم الهاتف مطلوب',
  'Address added successfully.': 'تمت إضافة العنوان بنجاح.',
  'Address updated successfully.': 'تم تحديث العنوان بنجاح.',
  'Address deleted successfully.': 'تم حذف العنوان بنجاح.',
  'Address not found.': 'العنوان غير موجود.',
  'The address_id field is required.': 'الحقل address_id مطلوب.',
});
