// The addresses feature's public entry: what other features may use.
export { AddressBook } from './components/address-book';
