import { describe, expect, it } from 'vitest';
import { makeT } from '../../i18n/t.ts';
import { en } from '../../i18n/messages.server.ts';
import {
  checkCode,
  checkNewPassword,
  checkOtpPhone,
  checkProfile,
  checkProfileImage,
  checkResetRequest,
  checkSignIn,
  checkSignUp,
  checkUserInfo,
  isCompleteCode,
  phoneFieldValue,
  type FieldErrors,
} from './validation.ts';

const t = makeT(en);
/** The English texts a shopper would read for each field. */
const read = <F extends string>(errors: FieldErrors<F>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key as never)]));

const signUp = {
  name: 'Sara',
  email: 'sara@example.com',
  phone: '+966512345678',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptedTerms: true,
};

describe('sign-in form (spec §5)', () => {
  it('requires the email or phone and the password', () => {
    expect(read(checkSignIn({ emailOrPhone: '', password: '' }))).toEqual({
      emailOrPhone: 'Email or phone number is required',
      password: 'Password is required',
    });
  });

  it('accepts an email or an international phone only', () => {
    expect(read(checkSignIn({ emailOrPhone: 'sara@', password: 'secret1' }))).toEqual({
      emailOrPhone: 'Must be a valid email or phone number',
    });
    expect(checkSignIn({ emailOrPhone: 'customer@souq.example', password: 'secret1' })).toEqual({});
    expect(checkSignIn({ emailOrPhone: '+966500000001', password: 'secret1' })).toEqual({});
  });

  it('wants 6 characters of password although the placeholder says 8', () => {
    expect(read(checkSignIn({ emailOrPhone: '+966500000001', password: '12345' }))).toEqual({
      password: 'Password is too short - should be 6 chars minimum.',
    });
    expect(en['auth.passwordPlaceholder']).toBe('Minimum 8 characters');
  });
});

describe('OTP sign-in phone', () => {
  it('is required and has at least 10 digits', () => {
    expect(read(checkOtpPhone(''))).toEqual({ phone: 'Please give a phone number' });
    expect(read(checkOtpPhone('+96650'))).toEqual({ phone: 'Number must be 10 digits' });
    expect(checkOtpPhone('+966500000001')).toEqual({});
  });
});

describe('sign-up form', () => {
  it('passes a complete form', () => {
    expect(checkSignUp(signUp)).toEqual({});
  });

  it('names every missing field with the spec message', () => {
    expect(
      read(checkSignUp({ name: ' ', email: '', phone: '', password: '', confirmPassword: '', acceptedTerms: false })),
    ).toEqual({
      name: 'name is required',
      email: 'Email is required',
      phone: 'phone number required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
      acceptedTerms: 'You must accept the terms and conditions',
    });
  });

  it('checks the email, the phone length, the password length and that both passwords match', () => {
    expect(
      read(checkSignUp({ ...signUp, email: 'nope', phone: '+96651', password: '12345', confirmPassword: '54321' })),
    ).toEqual({
      email: 'Must be a valid email',
      phone: 'Phone number must be at least 10 digits',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('forgot password', () => {
  it('asks for the phone or the email with their own messages', () => {
    expect(read(checkResetRequest('phone', ''))).toEqual({ value: 'Please provide a phone number' });
    expect(read(checkResetRequest('phone', '+9665'))).toEqual({ value: 'Phone number must be exactly 10 digits' });
    expect(read(checkResetRequest('email', ''))).toEqual({ value: 'Please provide an email address' });
    expect(read(checkResetRequest('email', 'a@b'))).toEqual({ value: 'Please enter a valid email address' });
    expect(checkResetRequest('email', 'customer@souq.example')).toEqual({});
  });

  it('wants a 6-digit code before Verify is enabled', () => {
    expect(read(checkCode(''))).toEqual({ code: 'field is empty' });
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
  });

  it('checks the new password and its confirmation', () => {
    expect(read(checkNewPassword({ password: '', confirmPassword: '' }))).toEqual({
      password: 'No password provided.',
      confirmPassword: 'No Confirm Password provided.',
    });
    expect(read(checkNewPassword({ password: 'abc', confirmPassword: 'abd' }))).toEqual({
      password: 'Password is too short - should be 6 chars minimum.',
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('user-info step', () => {
  it('asks for the name and only the contact the account lacks', () => {
    expect(read(checkUserInfo({ name: '', email: '', phone: '' }, { email: true, phone: false }))).toEqual({
      name: 'name is required',
      email: 'Email is required',
    });
    expect(read(checkUserInfo({ name: 'Sara', email: '', phone: '' }, { email: false, phone: true }))).toEqual({
      phone: 'phone number required',
    });
  });
});

describe('profile form', () => {
  const profile = {
    name: 'Sara',
    email: 'sara@example.com',
    phone: '+966512345678',
    password: '',
    confirmPassword: '',
  };
  it('requires name and email, and a password only when one is typed', () => {
    expect(checkProfile(profile)).toEqual({});
    expect(read(checkProfile({ ...profile, name: '', email: '' }))).toEqual({
      name: 'First name is required',
      email: 'Email is required',
    });
    expect(read(checkProfile({ ...profile, password: 'secret1' }))).toEqual({
      confirmPassword: 'Confirm password is required',
    });
  });

  it('asks for the current password with a new one, when the account has one (issue 13, item 10)', () => {
    const changing = { ...profile, password: 'secret1', confirmPassword: 'secret1' };
    expect(read(checkProfile({ ...changing, hasPassword: true }))).toEqual({
      currentPassword: 'Please enter your current password.',
    });
    expect(checkProfile({ ...changing, hasPassword: true, currentPassword: 'old-one' })).toEqual({});
    // Accounts made by a code or social sign-in set their first password without one.
    expect(checkProfile({ ...changing, hasPassword: false })).toEqual({});
  });

  it('keeps only digits in the phone, with an optional leading plus', () => {
    expect(phoneFieldValue('+966 50-000 0001')).toBe('+966500000001');
    expect(phoneFieldValue('05a0')).toBe('050');
    // Typed on an Arabic keyboard.
    expect(phoneFieldValue('+٩٦٦ ٥٠٠٠٠٠٠٠١')).toBe('+966500000001');
    expect(phoneFieldValue('9+66')).toBe('966');
  });

  it('accepts JPG, PNG, JPEG and GIF photos up to 2 MB only', () => {
    expect(checkProfileImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkProfileImage({ type: 'image/gif', size: 2 * 1024 * 1024 })).toBeNull();
    expect(t(checkProfileImage({ type: 'image/webp', size: 1000 })!)).toBe(
      'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    );
    expect(checkProfileImage({ type: 'image/avif', size: 1000 })).toBe('validation.imageFormat');
    expect(checkProfileImage({ type: 'application/pdf', size: 1000 })).toBe('validation.imageFormat');
    expect(checkProfileImage({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('validation.imageTooLarge');
  });
});
