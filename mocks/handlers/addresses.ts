import { HttpResponse } from 'msw';
import { withAuth } from '../auth';
import { db, nextId } from '../db/database';
import { toAddressDto } from '../db/serializers';
import type { AddressRow } from '../db/types';
import { http } from '../http';
import { malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord, LIMITS, maxLength, minLength, validate } from '../validation';

/** The app sends `building`/`zipCode` and the server's `buildingName`/`pincode`: take either. */
function readAddressInput(body: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    street: text(body.street),
    buildingName: text(body.buildingName ?? body.building),
    city: text(body.city),
    state: text(body.state),
    country: text(body.country),
    pincode: text(body.pincode ?? body.zipCode),
  };
}

// The real server's messages for its Address entity.
// The maximums are the careful server's (the app's address form has the same).
const M = LIMITS.address;
/** The real server's words for a field's length: "Street name must be atleast 5 characters". */
const lengthRules = (name: string, min: number, max: number) => [
  minLength(min, `${name} must be atleast ${min} characters`),
  maxLength(max, name),
];
const addressRules = {
  street: lengthRules('Street name', 5, M.street),
  buildingName: lengthRules('Building name', 5, M.buildingName),
  city: lengthRules('City name', 4, M.city),
  state: lengthRules('State name', 2, M.state),
  country: lengthRules('Country name', 2, M.country),
  pincode: lengthRules('Pincode', 5, M.pincode),
};

const addressNotFound = (id: string) => notFound(`Address not found with addressId: ${id}`);

export const addressHandlers = [
  http.get(
    '/users/addresses',
    withAuth(({ user }) => {
      const own = db().addresses.filter((a) => a.userId === user.id);
      return HttpResponse.json(own.map(toAddressDto));
    }),
  ),

  http.post(
    '/users/addresses',
    withAuth(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const input = readAddressInput(body);
      const invalid = validate(input, addressRules);
      if (invalid) return validationFailed(invalid);
      const row: AddressRow = { addressId: nextId('address'), userId: user.id, ...input };
      db().addresses.push(row);
      return HttpResponse.json(toAddressDto(row), { status: 201 });
    }),
  ),

  http.put(
    '/users/addresses/{addressId}',
    withAuth(async ({ request, params, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const row = db().addresses.find(
        (a) => a.addressId === Number(params.addressId) && a.userId === user.id,
      );
      if (!row) return addressNotFound(params.addressId);
      const input = readAddressInput(body);
      const invalid = validate(input, addressRules);
      if (invalid) return validationFailed(invalid);
      Object.assign(row, input);
      return HttpResponse.json(toAddressDto(row));
    }),
  ),

  http.delete(
    '/users/addresses/{addressId}',
    withAuth(({ params, user }) => {
      const tables = db();
      const row = tables.addresses.find(
        (a) => a.addressId === Number(params.addressId) && a.userId === user.id,
      );
      if (!row) return addressNotFound(params.addressId);
      tables.addresses = tables.addresses.filter((a) => a !== row);
      return HttpResponse.text(`Address deleted successfully with addressId: ${row.addressId}`);
    }),
  ),
];
