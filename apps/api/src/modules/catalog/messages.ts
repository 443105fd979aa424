/** Arabic of the catalog's API messages. */
import { addArabicMessages } from '../../http/messages.ts';

addArabicMessages({
  'Item not found.': 'المنتج غير موجود.',
  'Store not found.': 'المتجر غير موجود.',
  'Category not found.': 'التصنيف غير موجود.',
  'Brand not found.': 'العلامة التجارية غير موجودة.',
  'Condition not found.': 'الحالة غير موجودة.',
  'Campaign not found.': 'الحملة غير موجودة.',
  'Flash sale not found.': 'التخفيضات الخاطفة غير موجودة.',
  'Type must be all, veg or non_veg.': 'يجب أن يكون النوع all أو veg أو non_veg.',
  'Give a list of ids, such as [1,2].': 'أدخل قائمة أرقام، مثل [1,2].',
  'The name field is required.': 'حقل الاسم مطلوب.',
  'Ids are positive whole numbers.': 'المعرّفات أرقام صحيحة موجبة.',
});
