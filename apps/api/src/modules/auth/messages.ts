/** Arabic of the auth messages (the English is in the code). */
import { addArabicMessages } from '../../http/messages.ts';

addArabicMessages({
  // Validation (spec §5)
  'Email or phone number is required': 'البريد الإلكتروني أو رقم الهاتف مطلوب',
  'Must be a valid email or phone number': 'يجب إدخال بريد إلكتروني أو رقم هاتف صالح',
  'Password is required': 'كلمة المرور مطلوبة',
  'Password is too short - should be 6 chars minimum.': 'كلمة المرور قصيرة جداً - يجب ألا تقل عن ٦ أحرف.',
  'Please give a phone number': 'يرجى إدخال رقم الهاتف',
  'Number must be 10 digits': 'يجب أن يتكون الرقم من ١٠ أرقام',
  'name is required': 'الاسم مطلوب',
  'Must be a valid email': 'يجب إدخال بريد إلكتروني صالح',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'phone number required': 'رقم الهاتف مطلوب',
  'Phone number must be at least 10 digits': 'يجب ألا يقل رقم الهاتف عن ١٠ أرقام',
  'Password must be at least 6 characters': 'يجب ألا تقل كلمة المرور عن ٦ أحرف',
  'Password must be at least 8 characters': 'يجب ألا تقل كلمة المرور عن ٨ أحرف',
  'Confirm password is required': 'تأكيد كلمة المرور مطلوب',
  'Passwords must match': 'يجب أن تتطابق كلمتا المرور',
  'Please enter your current password.': 'يرجى إدخال كلمة المرور الحالية.',
  'The current password is incorrect.': 'كلمة المرور الحالية غير صحيحة.',
  'field is empty': 'الحقل فارغ',
  'Phone number must be exactly 10 digits': 'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط',
  'Please provide a phone number': 'يرجى إدخال رقم الهاتف',
  'Please provide an email address': 'يرجى إدخال البريد الإلكتروني',
  'Please enter a valid email address': 'يرجى إدخال بريد إلكتروني صالح',
  'No password provided.': 'لم يتم إدخال كلمة المرور.',
  'No Confirm Password provided.': 'لم يتم إدخال تأكيد كلمة المرور.',
  'Password must not be longer than 128 characters.': 'يجب ألا تزيد كلمة المرور عن ١٢٨ حرفاً.',
  'The name must not be longer than 100 characters.': 'يجب ألا يزيد الاسم عن ١٠٠ حرف.',
  'The code must be 6 digits.': 'يجب أن يتكون الرمز من ٦ أرقام.',
  'The verification_type field is invalid.': 'قيمة الحقل verification_type غير صالحة.',
  'The medium field is invalid.': 'قيمة الحقل medium غير صالحة.',
  'The token field is required.': 'الحقل token مطلوب.',
  'The session_info field is required.': 'الحقل session_info مطلوب.',
  'The login_type field is invalid.': 'قيمة الحقل login_type غير صالحة.',

  // Sign-in and sessions
  'The email/phone number or password is incorrect.': 'البريد الإلكتروني أو رقم الهاتف أو كلمة المرور غير صحيحة.',
  'Your account has been blocked. Please contact support.': 'تم حظر حسابك. يرجى التواصل مع الدعم.',
  'Your account is inactive or Your token has been expired': 'حسابك غير نشط أو انتهت صلاحية جلستك',
  'Sign-in with a password is not available.': 'تسجيل الدخول بكلمة المرور غير متاح.',
  'Sign-in with a one-time code is not available.': 'تسجيل الدخول برمز لمرة واحدة غير متاح.',
  'Sign-up with a password is not available. Sign in with a one-time code instead.':
    'التسجيل بكلمة المرور غير متاح. سجّل الدخول برمز لمرة واحدة بدلاً من ذلك.',
  'Sign-in with {provider} is not available.': 'تسجيل الدخول عبر {provider} غير متاح.',
  'We could not verify your sign-in. Please try again.': 'تعذر التحقق من تسجيل دخولك. يرجى المحاولة مرة أخرى.',
  'This email is already registered. Please sign in with your password.':
    'هذا البريد الإلكتروني مسجل بالفعل. يرجى تسجيل الدخول بكلمة المرور.',
  'Your sign-in has expired. Please sign in again.': 'انتهت صلاحية تسجيل الدخول. يرجى تسجيل الدخول مرة أخرى.',
  'Account not found.': 'الحساب غير موجود.',
  'Guest verified': 'تم التحقق من الزائر',
  'This guest id is not recognised. Please request a new one.': 'معرّف الزائر غير معروف. يرجى طلب معرّف جديد.',
  'Logout successful.': 'تم تسجيل الخروج بنجاح.',
  'Too many attempts. Please try again in a minute.': 'محاولات كثيرة جداً. يرجى المحاولة بعد دقيقة.',
  'Too many attempts. Please try again in a few minutes.': 'محاولات كثيرة جداً. يرجى المحاولة بعد بضع دقائق.',
  'Too many attempts. Please try again in about {minutes} minutes.':
    'محاولات كثيرة جداً. يرجى المحاولة بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} تقريباً.',
  'Too many attempts. Please try again in about an hour.': 'محاولات كثيرة جداً. يرجى المحاولة بعد ساعة تقريباً.',
  'Too many attempts. Please try again in a few hours.': 'محاولات كثيرة جداً. يرجى المحاولة بعد بضع ساعات.',
  'Too many attempts. Please try again tomorrow.': 'محاولات كثيرة جداً. يرجى المحاولة غداً.',

  // Sign-up
  'This phone number is already registered.': 'رقم الهاتف هذا مسجل بالفعل.',
  'This email is already registered.': 'هذا البريد الإلكتروني مسجل بالفعل.',
  'Referral codes are not accepted at the moment.': 'رموز الإحالة غير مقبولة حالياً.',
  'Referral code not found.': 'رمز الإحالة غير موجود.',

  // One-time codes
  'OTP sent successfully': 'تم إرسال رمز التحقق بنجاح',
  'OTP sent to {destination}': 'تم إرسال رمز التحقق إلى {destination}',
  'Enter the code we sent to {destination}': 'أدخل الرمز الذي أرسلناه إلى {destination}',
  'Please try again after {seconds, plural, one {# second} other {# seconds}}':
    'يرجى المحاولة بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'Too many wrong attempts. Please try again after {minutes, plural, one {# minute} other {# minutes}}.':
    'محاولات خاطئة كثيرة. يرجى المحاولة بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'The OTP has expired. Please request a new one.': 'انتهت صلاحية رمز التحقق. يرجى طلب رمز جديد.',
  'OTP does not match': 'رمز التحقق غير صحيح',
  'We could not send the code. Please try again in a moment.': 'تعذر إرسال الرمز. يرجى المحاولة بعد قليل.',
  '{business} verification code': 'رمز التحقق من {business}',
  '{code} is your {business} verification code. It expires in {minutes, plural, one {# minute} other {# minutes}}.':
    '{code} هو رمز التحقق الخاص بك في {business}. تنتهي صلاحيته خلال {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'Firebase phone verification is not available.': 'التحقق من الهاتف عبر Firebase غير متاح.',
  'Phone verification is unavailable right now. Please try again.':
    'التحقق من الهاتف غير متاح الآن. يرجى المحاولة مرة أخرى.',

  // Password reset
  'No account is registered with this phone number.': 'لا يوجد حساب مسجل برقم الهاتف هذا.',
  'No account is registered with this email address.': 'لا يوجد حساب مسجل بهذا البريد الإلكتروني.',
  'OTP verified. You can set a new password now.': 'تم التحقق من الرمز. يمكنك الآن تعيين كلمة مرور جديدة.',
  'Verify your phone number with the code Firebase sends you.': 'تحقق من رقم هاتفك بالرمز الذي يرسله لك Firebase.',
  'Password changed successfully. Please sign in with your new password.':
    'تم تغيير كلمة المرور بنجاح. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
});
