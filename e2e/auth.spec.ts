import { expect, test } from './fixtures.ts';
import { accountMenuButton, AuthModal, CodeStep, createAccount, DEMO_CUSTOMER, errorToast } from './helpers/auth.ts';
import { header, rememberLocation, toast } from './helpers/shell.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('sign in with a password: the token stays in an HttpOnly cookie, the header greets the shopper', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const auth = new AuthModal(page);
  await auth.open();
  await expect(page).toHaveURL(/\/home\?auth=sign-in$/);
  await auth.signInWithPassword(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountMenuButton(page, DEMO_CUSTOMER.firstName)).toBeVisible();

  const token = (await context.cookies()).find((c) => c.name === 'souq_token');
  expect(token?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('souq_token');
  // A guest id was issued to the visitor and sent along with the sign-in.
  expect((await context.cookies()).find((c) => c.name === 'souq_guest')?.value).toMatch(/^[0-9a-f-]{36}$/);
});

test('the sign-in form checks its fields with the spec messages before sending', async ({ page }) => {
  await page.goto('/home?auth=sign-in');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'Minimum 8 characters');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByText('Email or phone number is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill('someone@');
  await dialog.getByLabel('Password', { exact: true }).fill('12345');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByText('Must be a valid email or phone number')).toBeVisible();
  await expect(dialog.getByText('Password is too short - should be 6 chars minimum.')).toBeVisible();

  // The API's refusal comes back as one error toast.
  await new AuthModal(page).signInWithPassword(DEMO_CUSTOMER.email, 'not-the-password');
  await expect(errorToast(page, 'The email/phone number or password is incorrect.')).toBeVisible();
});

test('the Arabic sign-in form answers in Arabic', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/home?auth=sign-in');
  const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await expect(dialog.getByLabel('كلمة المرور', { exact: true })).toHaveAttribute('placeholder', '٨ أحرف على الأقل');
  await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(dialog.getByText('البريد الإلكتروني أو رقم الهاتف مطلوب')).toBeVisible();
  await expect(dialog.getByText('كلمة المرور مطلوبة')).toBeVisible();
});

test('sign in with a one-time code: six boxes, the demo hint, a 60 s resend countdown', async ({ page }) => {
  await page.goto('/home?auth=sign-in');
  const code = await new AuthModal(page).requestOtp('500000001');
  await expect(code.scope.getByText('+966500000001')).toBeVisible();
  await expect(code.boxes).toHaveCount(6);
  await expect(code.scope.getByRole('button', { name: /^Resend code in (59|60) s$/ })).toBeDisabled();
  await expect(code.verifyButton()).toBeDisabled();
  const secret = await code.demoCode();
  await code.boxes.nth(0).fill(secret[0]);
  await expect(code.boxes.nth(1)).toBeFocused();
  // Pasting the code fills every box.
  await code.boxes.nth(0).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, secret);
  await expect(code.boxes.nth(5)).toHaveValue(secret[5]);
  await code.verifyButton().click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(accountMenuButton(page, DEMO_CUSTOMER.firstName)).toBeVisible();
});

test('sign up, choose interests, land on home', async ({ page }) => {
  const stamp = String(Date.now()).slice(-8);
  await page.goto('/home?auth=sign-up');
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  const submit = dialog.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(submit).toBeDisabled();
  // Wallet and referral earning are both on in the demo: the referral code is offered.
  await expect(dialog.getByRole('textbox', { name: 'Referral code (optional)' })).toBeVisible();

  await dialog.getByRole('checkbox', { name: /I agree with the Terms & Conditions and the Privacy Policy/ }).check();
  await submit.click();
  await expect(dialog.getByText('name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('phone number required')).toBeVisible();
  await expect(dialog.getByText('Confirm password is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Noura Al Qahtani');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`noura-${stamp}@souq.example`);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(`056${stamp.slice(-7)}`);
  await dialog.getByLabel('Password', { exact: true }).fill('noura-pass');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('noura-pas');
  await submit.click();
  await expect(dialog.getByText('Passwords must match')).toBeVisible();
  await dialog.getByLabel('Confirm password', { exact: true }).fill('noura-pass');
  await submit.click();

  await expect(toast(page, 'Signup successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/interest$/);
  await expect(page.getByRole('heading', { name: 'Choose your interests' })).toBeVisible();
  const tiles = page.getByRole('group', { name: 'Categories' }).getByRole('checkbox');
  await expect(tiles.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await tiles.nth(0).check({ force: true });
  await tiles.nth(1).check({ force: true });
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(toast(page, 'Interests updated successfully.')).toBeVisible();
  await expect(accountMenuButton(page, 'Noura')).toBeVisible();

  // The choice was kept: the page shows it again.
  await page.goto('/interest');
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('forgot password in three steps, then sign in with the new password', async ({ page, request }) => {
  const account = await createAccount(request, 'Reem Reset');
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please provide a phone number')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.phone.replace('+966', ''));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'OTP sent successfully')).toBeVisible();

  const code = new CodeStep(page, page.getByRole('main'));
  await expect(code.verifyButton()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  const secret = await code.demoCode();
  await code.boxes.first().fill(secret.slice(0, 5));
  await expect(code.verifyButton()).toBeDisabled();
  await code.enter(secret);
  await code.verifyButton().click();

  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('No password provided.')).toBeVisible();
  await expect(page.getByText('No Confirm Password provided.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(toast(page, 'Password changed successfully. Please sign in with your new password.')).toBeVisible();

  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await new AuthModal(page).signInWithPassword(account.email, 'brand-new-pass');
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(accountMenuButton(page, 'Reem')).toBeVisible();
});

test('remember me keeps the email or phone only, and logout asks first', async ({ page, context }) => {
  await page.goto('/home?auth=sign-in');
  await new AuthModal(page).signInWithPassword(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password, { remember: true });
  await expect(accountMenuButton(page, DEMO_CUSTOMER.firstName)).toBeVisible();
  const remembered = (await context.cookies()).find((c) => c.name === 'souq_remember');
  expect(remembered?.httpOnly).toBe(true);
  expect(decodeURIComponent(remembered!.value)).toBe(DEMO_CUSTOMER.phone);
  expect((await context.cookies()).map((c) => decodeURIComponent(c.value)).join(' ')).not.toContain(
    DEMO_CUSTOMER.password,
  );

  await accountMenuButton(page, DEMO_CUSTOMER.firstName).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountMenuButton(page, DEMO_CUSTOMER.firstName)).toBeVisible();
  await accountMenuButton(page, DEMO_CUSTOMER.firstName).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await confirm.getByRole('button', { name: 'Yes, logout' }).click();
  await expect(toast(page, 'Logout successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'souq_token')).toBeUndefined();

  await new AuthModal(page).open();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(DEMO_CUSTOMER.phone);
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a token the API no longer accepts sends the shopper home with the notice', async ({ page, context, request }) => {
  const account = await createAccount(request, 'Hind Expired');
  await page.goto('/home?auth=sign-in');
  await new AuthModal(page).signInWithPassword(account.email, account.password);
  await expect(accountMenuButton(page, 'Hind')).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'souq_token')!.value;
  // The session ends elsewhere (e.g. the app signs out): this token stops working.
  const revoked = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
  });
  expect(revoked.status()).toBe(200);

  await page.goto('/profile?page=profile-settings');
  await expect(page).toHaveURL(/\/home$/);
  await expect(errorToast(page, 'Your account is inactive or Your token has been expired')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'souq_token')).toBeUndefined();
});

test('the modal closes with Escape and leaves the page where it was', async ({ page }) => {
  await page.goto('/home?auth=sign-in');
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
});

test('a new phone signs in with a code, then completes the profile (user_info)', async ({ page }) => {
  const national = `57${String(Date.now()).slice(-7)}`;
  await page.goto('/home?auth=sign-in');
  const code = await new AuthModal(page).requestOtp(national);
  await code.enter(await code.demoCode());
  await code.verifyButton().click();
  const dialog = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(dialog).toBeVisible();
  // An OTP account has its phone: only the name and the email are asked for.
  await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Otp Newcomer');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`otp-${national}@souq.example`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(accountMenuButton(page, 'Otp')).toBeVisible();
});

test('a code for a phone an account holds unverified asks "Is It You?"; yes signs into it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Wafa Holder');
  await page.goto('/home?auth=sign-in');
  const code = await new AuthModal(page).requestOtp(account.phone.replace('+966', ''));
  await code.enter(await code.demoCode());
  await code.verifyButton().click();
  const dialog = page.getByRole('dialog', { name: 'Is It You?' });
  await expect(dialog.getByText('Wafa Holder')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, it’s me' }).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(accountMenuButton(page, 'Wafa')).toBeVisible();
});
