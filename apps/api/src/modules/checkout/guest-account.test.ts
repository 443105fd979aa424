/**
 * A guest makes an account while ordering (reference §5.2: create_new_user
 * with a password of 8 or more; phone and email unused): the order lands in
 * the new account, which signs in with that password and lists it; a refusal
 * writes neither the account nor the order.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
});

const freshContact = () => {
  const n = randomInt(1_000_000, 9_999_999);
  return { contact_person_number: `+96655${n}`, contact_person_email: `guest${n}@souq.test` };
};

async function usersWith(phone: string) {
  return lab.sql('select id, f_name, l_name, email, login_medium from users where phone = $1', [phone]);
}

describe('create_new_user at checkout (reference §5.2)', () => {
  it('a guest ordering from the cart makes an account: the order is the account’s and it signs in with the password', async () => {
    const guest = await lab.guest();
    await guest.call('POST', CART.add, { payload: { item_id: lab.items[0], quantity: 2 } });
    const contact = freshContact();
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.delivery({
        ...contact,
        contact_person_name: 'Huda Al Qahtani',
        create_new_user: 1,
        password: 'open sesame',
      }),
    });
    expect(placed.status).toBe(200);
    const [user] = await usersWith(contact.contact_person_number);
    expect(user).toMatchObject({
      f_name: 'Huda',
      l_name: 'Al Qahtani',
      email: contact.contact_person_email,
      login_medium: 'manual',
    });
    expect(placed.body).toMatchObject({ message: 'Order placed successfully', user_id: user.id });
    const order = await lab.order(placed.body.order_id);
    expect(order).toMatchObject({ user_id: user.id, guest_id: null });
    // The guest's cart was the order.
    expect((await guest.call('GET', CART.list)).body).toEqual([]);

    const login = await api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        login_type: 'manual',
        email_or_phone: contact.contact_person_number,
        field_type: 'phone',
        password: 'open sesame',
      },
    });
    expect(login.status).toBe(200);
    const list = await api.request({
      method: 'GET',
      url: '/api/v1/customer/order/running-orders?limit=10&offset=1',
      headers: { ...lab.headers, authorization: `Bearer ${login.body.token}` },
    });
    expect(list.body.orders.map((o: { id: number }) => o.id)).toContain(placed.body.order_id);
  });

  it('refuses a short password, a missing email and a phone already registered, writing nothing', async () => {
    const guest = await lab.guest();
    const contact = freshContact();
    const attempt = (extra: Record<string, unknown>) =>
      guest.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[1], 2, { ...contact, create_new_user: 1, password: 'long enough', ...extra }),
      });

    const short = await attempt({ password: 'seven77' });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ code: 'password', message: 'Password must be at least 8 characters' });
    const noEmail = await attempt({ contact_person_email: '' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors[0]).toMatchObject({ code: 'contact_person_email', message: 'Email is required' });

    const customer = await lab.customer();
    const [{ phone: taken }] = await lab.sql<{ phone: string }>('select phone from users where id = $1', [
      customer.userId,
    ]);
    const duplicate = await attempt({ contact_person_number: taken });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].message).toBe('This phone number is already registered.');
    // In Arabic too.
    const arabic = await guest.call('POST', ORDER.place, {
      headers: { 'x-localization': 'ar' },
      payload: lab.buyNow(lab.items[1], 2, { ...contact, create_new_user: 1, password: 'short' }),
    });
    expect(arabic.body.errors[0].message).toBe('يجب ألا تقل كلمة المرور عن ٨ أحرف');

    expect(await usersWith(contact.contact_person_number)).toEqual([]);
    expect(
      await lab.sql('select id from orders where guest_id = $1', [(guest.auth as { guestId: string }).guestId]),
    ).toEqual([]);
  });

  it('a signed-in customer’s create_new_user means nothing: the order is theirs and no account is made', async () => {
    const customer = await lab.customer();
    const contact = freshContact();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 2, { ...contact, create_new_user: 1, password: 'long enough' }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.user_id).toBe(customer.userId);
    expect(await usersWith(contact.contact_person_number)).toEqual([]);
  });
});
