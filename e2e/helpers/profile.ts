/** The profile page: Edit Personal Details, photo, reset, account deletion. */
import { expect, type Page } from '@playwright/test';

export class ProfilePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/profile?page=profile-settings');
    await expect(this.form).toBeVisible();
  }

  get form() {
    return this.page.getByRole('region', { name: 'Edit Personal Details' });
  }

  field(label: string) {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  get photo() {
    return this.form.getByLabel('Profile photo');
  }

  async update() {
    await this.form.getByRole('button', { name: 'Update Profile' }).click();
  }
}
