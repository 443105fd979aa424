import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_MESSAGES, newPasswordProblems, signInProblems, signUpProblems } from './account-forms.ts';

describe('account forms (the page checks with these, the API answers with the same messages)', () => {
  it("sign-up: each field's first problem, with the spec's messages", () => {
    const problems = signUpProblems({
      name: ' ',
      email: 'not-an-email',
      phone: '+9665',
      password: '12345',
      confirmPassword: '1234',
      acceptedTerms: false,
    });
    expect(problems).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      phone: 'phoneTooShort',
      password: 'passwordMin6',
      confirmPassword: 'passwordsMustMatch',
      acceptedTerms: 'acceptTerms',
    });
    expect(ACCOUNT_FORM_MESSAGES[problems.password!]).toBe('Password must be at least 6 characters');
    expect(ACCOUNT_FORM_MESSAGES[problems.acceptedTerms!]).toBe('You must accept the terms and conditions');
  });

  it("sign-in and reset use the spec's other password messages", () => {
    expect(ACCOUNT_FORM_MESSAGES[signInProblems({ emailOrPhone: '', password: '1' }).password!]).toBe(
      'Password is too short - should be 6 chars minimum.',
    );
    expect(newPasswordProblems({ password: '', confirmPassword: '' })).toEqual({
      password: 'newPasswordRequired',
      confirmPassword: 'newConfirmRequired',
    });
    expect(signInProblems({ emailOrPhone: 'a@b.co', password: 'x'.repeat(129) }).password).toBe('passwordTooLong');
  });
});
