import { HttpResponse } from 'msw';
import { clearedCookie, currentUser, endSession, startSession } from '../auth';
import { commit, db, nextId } from '../db/database';
import { http } from '../http';
import {
  badRequest,
  malformedBody,
  notFound,
  readJson,
  unauthorized,
  validationFailed,
} from '../responses';
import { email, isRecord, notBlank, size, validate } from '../validation';

export const authHandlers = [
  http.post('/auth/signin', async ({ request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const invalid = validate(body, { username: [notBlank], password: [notBlank] });
    if (invalid) return validationFailed(invalid);
    const user = db().users.find((u) => u.username === body.username);
    // The spec-era server answers bad credentials with 404 and this body.
    if (!user || user.password !== body.password || !user.active)
      return notFound('Bad credentials');
    const { cookie } = startSession(user);
    return HttpResponse.json(
      {
        id: user.id,
        username: user.username,
        email: user.email,
        roles: user.roles,
        jwtToken: cookie,
      },
      { headers: { 'Set-Cookie': cookie } },
    );
  }),

  http.post('/auth/signup', async ({ request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const invalid = validate(body, {
      username: [notBlank, size(3, 20)],
      email: [notBlank, size(0, 50), email],
      password: [notBlank, size(6, 40)],
    });
    if (invalid) return validationFailed(invalid);
    const tables = db();
    if (tables.users.some((u) => u.username === body.username))
      return badRequest('Error: Username is already taken!');
    if (tables.users.some((u) => u.email.toLowerCase() === String(body.email).toLowerCase()))
      return badRequest('Error: Email is already in use!');
    tables.users.push({
      id: nextId('user'),
      username: String(body.username),
      email: String(body.email),
      password: String(body.password),
      firstName: null,
      lastName: null,
      phone: null,
      active: true,
      roles: ['ROLE_USER'],
      createdAt: new Date().toISOString(),
    });
    commit();
    return HttpResponse.json({ message: 'User registered successfully!' });
  }),

  http.post('/auth/signout', ({ request, cookies }) => {
    endSession(request, cookies);
    return HttpResponse.json(
      { message: "You've been signed out!" },
      { headers: { 'Set-Cookie': clearedCookie } },
    );
  }),

  http.get('/auth/user', ({ request, cookies }) => {
    const user = currentUser(request, cookies);
    if (!user) return unauthorized(request);
    return HttpResponse.json({
      id: user.id,
      username: user.username,
      email: user.email,
      roles: user.roles,
    });
  }),
];
