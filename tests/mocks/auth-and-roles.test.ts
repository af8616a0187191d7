import { describe, expect, it } from 'vitest';
import { callApi, signIn, signOut } from '../helpers/mock-api';

const UNAUTHORIZED_BODY = {
  status: 401,
  error: 'Unauthorized',
  message: 'Full authentication is required to access this resource',
  path: '/api/admin/statistics',
};

describe('sessions and roles in the mock backend', () => {
  it('answers protected calls without a session with the real 401 body', async () => {
    const response = await callApi('/admin/statistics');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED_BODY);
  });

  it('sets the springBootEcom cookie at sign-in and accepts it afterwards', async () => {
    const user = await signIn('admin');
    expect(user.jwtToken).toMatch(/^springBootEcom=[^;]+; Path=\/api; Max-Age=86400/);
    expect((await callApi('/admin/statistics')).status).toBe(200);
    await signOut();
    expect((await callApi('/admin/statistics')).status).toBe(401);
  });

  it('accepts the same token as a bearer header', async () => {
    const tokenOf = (jwtToken: string) => jwtToken.split(';')[0]!.split('=')[1]!;
    const first = tokenOf((await signIn('admin')).jwtToken);
    // A second sign-in replaces the cookie; signing that one out leaves no cookie at all.
    const second = tokenOf((await signIn('admin')).jwtToken);
    await callApi('/auth/signout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${second}` },
    });
    expect((await callApi('/auth/user')).status).toBe(401);

    const response = await callApi('/auth/user', { headers: { Authorization: `Bearer ${first}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      username: 'admin',
      roles: expect.arrayContaining(['ROLE_ADMIN']),
    });
  });

  it('answers admin calls by a signed-in non-admin with 403 and no body', async () => {
    await signIn('user1');
    const response = await callApi('/admin/statistics');
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('');
  });

  it('answers bad credentials with 404 "Bad credentials" like the deployed server', async () => {
    const response = await callApi('/auth/signin', {
      method: 'POST',
      json: { username: 'user1', password: 'wrong' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Bad credentials', status: false });
  });

  it('answers invalid sign-up fields with the bean-validation field map and taken names with a message', async () => {
    const invalid = await callApi('/auth/signup', {
      method: 'POST',
      json: { username: 'ab', email: 'nope', password: '123' },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      username: 'size must be between 3 and 20',
      email: 'must be a well-formed email address',
      password: 'size must be between 6 and 40',
    });
    const taken = await callApi('/auth/signup', {
      method: 'POST',
      json: { username: 'user1', email: 'x@shop.com', password: 'secret12' },
    });
    expect(await taken.json()).toEqual({
      message: 'Error: Username is already taken!',
      status: false,
    });
  });

  it('answers a malformed JSON body with a 400 message instead of crashing', async () => {
    const response = await callApi('/auth/signin', {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false });
  });
});
