/** Arabic of the profile messages. */
import { addArabicMessages } from '../../http/messages.ts';

addArabicMessages({
  'Profile updated successfully.': 'تم تحديث الملف الشخصي بنجاح.',
  'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.':
    'صيغة الملف غير مدعومة. يرجى رفع صور بصيغة JPG أو PNG أو JPEG أو GIF فقط.',
  'The image must not be larger than 2 MB.': 'يجب ألا يتجاوز حجم الصورة ٢ ميغابايت.',
  'Interests updated successfully.': 'تم تحديث اهتماماتك بنجاح.',
  'The interest field must be a list of category ids.': 'يجب أن يكون الحقل interest قائمة بأرقام الفئات.',
  'Push notification token updated.': 'تم تحديث رمز الإشعارات.',
  'Account has been deleted': 'تم حذف الحساب',
});
