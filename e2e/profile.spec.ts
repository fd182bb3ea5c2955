import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

/** A platform user of this flow's own (so no demo sign-in changes), made through the API as an admin would. */
async function newPlatformUser(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const token = await (await request.post('/api/auth/login', { data: demoUsers.platformAdmin })).json();
  const headers = { 'x-auth-token': token as string };
  const roles = (await (await request.get('/api/roles/get', { headers })).json()) as { _id: string; name: string }[];
  const role = roles.find((candidate) => candidate.name === 'platform support');
  if (!role) throw new Error('the demo platform support role is missing');
  const user = { name: `Profile Person ${stamp}`, userName: `profile${stamp}`, password: 'Copper-72-Mosac', email: `profile${stamp}@walee.example` };
  const created = await request.post('/api/users/add', { headers, data: { ...user, role: { _id: role._id, name: role.name }, userType: 'Admin' } });
  expect(created.status()).toBe(200);
  return user;
}

async function openFromProfileMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('menuitem', { name: entry })
    .or(page.getByRole('link', { name: entry }))
    .first()
    .click();
}

test('a user edits their profile, changes their password and signs in with the new one', async ({ page, request }) => {
  const user = await newPlatformUser(request);
  await signIn(page, user);

  await openFromProfileMenu(page, 'Account Profile');
  await expect(page).toHaveURL(/\/account-profile$/);
  await expect(page.getByLabel('Full Name')).toHaveValue(user.name);
  await expect(page.getByLabel('User Name')).toBeDisabled();
  await expect(page.getByLabel('User Name')).toHaveValue(user.userName);
  await expect(page.getByLabel('Password')).toBeDisabled();
  await page.getByLabel('Email').fill('not an address');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`renamed.${user.email}`);
  await page.getByLabel('Full Name').fill(`${user.name} Renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue(`${user.name} Renamed`);
  await expect(page.getByLabel('Email')).toHaveValue(`renamed.${user.email}`);

  await openFromProfileMenu(page, 'Change Password');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current Password').fill('wrong123');
  await page.getByLabel('New Password').fill('Second-64-Thist');
  await page.getByLabel('Confirm Password').fill('second124');
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Second-64-Thist');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { userName: user.userName, password: 'Second-64-Thist' });
});

test('the profile and password screens read in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.merchantViewer);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'تغيير كلمة المرور' })).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة').fill('abc');
  await expect(page.getByText('كلمة المرور قصيرة جدًا.')).toBeVisible();
  await page.goto('/account-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
  await expect(page.getByLabel('اسم المستخدم')).toHaveValue('viewer');
  await page.getByRole('button', { name: 'English' }).click();
});
