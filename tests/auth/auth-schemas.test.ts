import { describe, expect, test } from 'vitest';
import { loginSchema, PASSWORD_MIN_LENGTH, registerSchema } from '@/features/auth/validation';
import { formSchema } from '@/lib/forms/form-schema';
import { callApi } from '../helpers/mock-api';

const register = formSchema(registerSchema);
const login = formSchema(loginSchema);

async function signUpRefuses(body: { username: string; email: string; password: string }) {
  const response = await callApi('/auth/signup', { method: 'POST', json: body });
  if (response.ok) return [];
  expect(response.status).toBe(400);
  return Object.keys((await response.json()) as Record<string, string>);
}

describe('the sign-up schema', () => {
  test('asks for a password of 6 characters, the line the server draws', async () => {
    const six = { username: 'sixchars', email: 'six@mail.com', password: 'p'.repeat(6) };
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(register(six)).toEqual({});
    expect(await signUpRefuses(six)).toEqual([]);
    const five = { username: 'fivechars', email: 'five@mail.com', password: 'p'.repeat(5) };
    expect(register(five)).toEqual({ password: 'Minimum 6 character is required' });
    expect(await signUpRefuses(five)).toEqual(['password']);
  });

  test('says "required" before any other message, and reads names and emails trimmed', () => {
    expect(register({ username: ' ', email: '', password: '' })).toEqual({
      username: '*UserName is required',
      email: '*Email is required',
      password: '*Password is required',
    });
    expect(register({ username: 'ann', email: ' ann@mail.com ', password: 'secret1' })).toEqual({});
    expect(register({ username: 'ann', email: 'ann@mail.net', password: 'secret1' })).toEqual({
      email: 'Invalid email',
    });
  });
});

test('the sign-in schema asks for both fields; a password of spaces is a password', () => {
  expect(login({ username: '  ', password: '' })).toEqual({
    username: '*UserName is required',
    password: '*Password is required',
  });
  expect(login({ username: 'user1', password: '   ' })).toEqual({});
});
