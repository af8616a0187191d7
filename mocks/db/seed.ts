import { Faker, en } from '@faker-js/faker';
import { makeProducts } from '../catalogue/products.ts';
import { CATALOGUE } from '../catalogue/tables.ts';
import { buildOrders } from './seed-orders.ts';
import { buildReviews } from './seed-reviews.ts';
import { dayStart, HOUR, pick } from './seed-draw.ts';
import type { AddressRow, CategoryRow, DbState, ProductRow, UserRow } from './types';

/**
 * A phone number within the contract's 20 characters (AdminUserUpdate.phone): faker's may end in
 * an extension (`1-555-123-4567 x1234`), which the edit form and the server then refuse. The
 * extension is cut, so the draw (and every later one) stays the same.
 */
const phoneNumber = (draw: Faker) =>
  draw.phone
    .number()
    .replace(/\s*x\d+$/, '')
    .slice(0, 20);

export const DEFAULT_SEED = 20261121;
/**
 * The moment the default shop is drawn at (a Saturday evening, UTC). The seed never reads the
 * clock: the same options give the same bytes on any day, in any time zone, so the browser build
 * can ship the shop as data (build/vite-plugin-mock-shop.ts). A shop is brought up to date
 * when it is loaded: rebaseShop() (./rebase.ts) moves every date by the time since `asOf`.
 */
export const SEED_NOW = Date.UTC(2026, 10, 21, 18, 30);

export interface SeedOptions {
  seed?: number;
  products?: number;
  users?: number;
  orders?: number;
  /** Reviews per product (the bench); default: a realistic spread, some products with none. */
  reviewsPerProduct?: number;
  /** The moment "today" is measured from (default SEED_NOW); every date is drawn relative to it. */
  now?: number;
}

/**
 * Builds the whole shop from one seed: categories → products → users → addresses → orders, in
 * that order, so every foreign key points at something real and every total is derived. The same
 * seed gives the same shop on every run (dates are offsets from `now`). Each table draws from its
 * own random stream, so a change to the catalogue tables leaves the users and addresses alone.
 */
export function buildSeed(options: SeedOptions = {}): DbState {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? SEED_NOW;
  const stream = (salt: number) => {
    const faker = new Faker({ locale: [en] });
    faker.seed([seed, salt]);
    return faker;
  };

  // A moment in the working hours of the day `daysAgo` days back, never later than now.
  const at = (faker: Faker, daysAgo: number) => {
    const ms = dayStart(now, daysAgo) + faker.number.int({ min: 8 * HOUR, max: 20 * HOUR });
    return new Date(Math.min(ms, now)).toISOString();
  };

  const shop = stream(1);
  const categories: CategoryRow[] = CATALOGUE.map((table, i) => {
    const createdAt = at(shop, 400 - i * 7);
    return {
      categoryId: i + 1,
      categoryName: table.name,
      description: table.description,
      isActive: table.active,
      createdAt,
      updatedAt: i % 3 === 0 ? at(shop, shop.number.int({ min: 1, max: 60 })) : createdAt,
    };
  });

  const catalogue = stream(2);
  const products: ProductRow[] = makeProducts(catalogue, options.products ?? 200).map((made, i) => {
    // About one product in five is on sale, mostly by 10–25%.
    const discount = catalogue.datatype.boolean({ probability: 0.22 })
      ? pick(catalogue, [
          [10, 5],
          [15, 4],
          [20, 4],
          [25, 3],
          [30, 2],
          [40, 1],
          [50, 1],
        ] as const)
      : 0;
    // About 6% sold out and 14% running low (under 10), so every stock state is on show.
    const roll = catalogue.number.int({ min: 1, max: 100 });
    const quantity =
      roll <= 6
        ? 0
        : roll <= 20
          ? catalogue.number.int({ min: 1, max: 9 })
          : catalogue.number.int({ min: 10, max: Math.max(10, made.maxStock) });
    return {
      productId: i + 1,
      productName: made.productName,
      image: `product-${i + 1}.png`,
      description: made.description,
      quantity,
      price: made.price,
      discount,
      // The real server stores price × (1 − discount/100) unrounded; keep that.
      specialPrice: made.price * (1 - discount / 100),
      categoryId: made.categoryIndex + 1,
      brand: made.brand,
      active: catalogue.datatype.boolean({ probability: 0.95 }),
      createdAt: at(catalogue, catalogue.number.int({ min: 0, max: 365 })),
    };
  });

  const people = stream(3);
  const userCount = options.users ?? 50;
  const users: UserRow[] = [
    fixedUser(1, 'admin', 'adminPass', 'admin@shop.com', [
      'ROLE_USER',
      'ROLE_SELLER',
      'ROLE_ADMIN',
    ]),
    fixedUser(2, 'user1', 'password1', 'user1@shop.com', ['ROLE_USER']),
    fixedUser(3, 'seller1', 'password2', 'seller1@shop.com', ['ROLE_USER', 'ROLE_SELLER']),
  ].map((u, i) => ({ ...u, createdAt: at(people, 500 - i) }));
  for (let id = users.length + 1; id <= userCount; id++) {
    const firstName = people.person.firstName();
    const lastName = people.person.lastName();
    const username = people.internet
      .username({ firstName, lastName })
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, 16)
      .concat(String(id));
    users.push({
      id,
      username,
      email: people.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      password: 'password1',
      firstName,
      lastName,
      phone: people.datatype.boolean({ probability: 0.7 }) ? phoneNumber(people) : null,
      active: people.datatype.boolean({ probability: 0.85 }),
      roles: ['ROLE_USER'],
      // A few sign-ups today so "new users today" is never a constant.
      createdAt: at(people, id % 17 === 0 ? 0 : people.number.int({ min: 1, max: 365 })),
    });
  }

  const addresses: AddressRow[] = [];
  for (const user of users) {
    const count = user.username === 'user1' ? 2 : people.number.int({ min: 0, max: 2 });
    for (let i = 0; i < count; i++) {
      addresses.push({
        addressId: addresses.length + 1,
        userId: user.id,
        street: people.location.street(),
        buildingName: `${people.location.buildingNumber()} ${people.word.noun()} House`,
        city: people.location.city(),
        state: people.location.state(),
        country: people.location.country(),
        pincode: people.location.zipCode('#####'),
      });
    }
  }

  const orders = buildOrders(stream(4), { users, products, addresses, now }, options.orders ?? 300);
  const itemCount = orders.reduce((n, o) => n + o.items.length, 0);
  const reviews = buildReviews(stream(5), {
    users,
    products,
    orders,
    now,
    perProduct: options.reviewsPerProduct,
  });

  return {
    seed,
    asOf: now,
    categories,
    products,
    users,
    addresses,
    orders,
    reviews,
    carts: [],
    sessions: [],
    images: {},
    nextId: {
      category: categories.length + 1,
      product: products.length + 1,
      user: users.length + 1,
      address: addresses.length + 1,
      order: orders.length + 1,
      orderItem: itemCount + 1,
      cart: 1,
      review: reviews.length + 1,
    },
  };

  function fixedUser(
    id: number,
    username: string,
    password: string,
    email: string,
    roles: UserRow['roles'],
  ): UserRow {
    return {
      id,
      username,
      password,
      email,
      roles,
      firstName: people.person.firstName(),
      lastName: people.person.lastName(),
      phone: phoneNumber(people),
      active: true,
      createdAt: '',
    };
  }
}
