/** The throwaway shopper's addresses: every address operation, leaving one for the order. */
import { idOf, objectOf } from './answer-data';
import type { ApiSession } from './session';
import type { Verification } from './verification';

// Both spellings, as the app's client sends them: the real server reads buildingName and pincode.
const address = (street: string) => ({
  street,
  building: 'Verifier House',
  buildingName: 'Verifier House',
  city: 'Springfield',
  state: 'Illinois',
  country: 'USA',
  zipCode: '62701',
  pincode: '62701',
});

/** Create, update, list and delete addresses; the id of the first one (the order's), if any. */
export async function addresses(v: Verification, session: ApiSession, note: string) {
  const step = v.steps(session, note);
  const created = await step('createAddress', 'POST', '/users/addresses', {
    json: address('Verifier Street 1'),
    expect: [201],
  });
  const addressId = idOf(objectOf(created?.data), 'addressId');
  if (addressId !== undefined)
    await step('updateAddress', 'PUT', `/users/addresses/${addressId}`, {
      json: address('Verifier Street 2'),
    });
  else v.skip('updateAddress', 'PUT', '/users/addresses/{id}', 'no address was created');
  // A second address to delete (the first one is the order's and stays with it).
  const spare = await v.check({
    operationId: 'createAddress',
    session,
    method: 'POST',
    path: '/users/addresses',
    json: address('Verifier Street 3'),
    expect: [201],
    note: 'a second one, to delete',
  });
  const spareId = idOf(objectOf(spare?.data), 'addressId');
  await step('getUserAddresses', 'GET', '/users/addresses');
  if (spareId !== undefined) await step('deleteAddress', 'DELETE', `/users/addresses/${spareId}`);
  else v.skip('deleteAddress', 'DELETE', '/users/addresses/{id}', 'no address was created');
  return addressId;
}
