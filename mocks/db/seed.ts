import { Faker, en } from '@faker-js/faker';
import type {
  AddressRow,
  CategoryRow,
  DbState,
  OrderItemRow,
  OrderRow,
  PaymentStatus,
  ProductRow,
  UserRow,
} from './types';

export const DEFAULT_SEED = 20261121;
const DAY = 86_400_000;

export interface SeedOptions {
  seed?: number;
  products?: number;
  users?: number;
  orders?: number;
  /** The moment "today" is measured from; dates are relative to it so the shop never looks stale. */
  now?: number;
}

const CATEGORY_NAMES = [
  ['Phones', 'Smartphones and accessories for every budget'],
  ['Laptops', 'Notebooks and ultrabooks for work and play'],
  ['Headphones', 'Wired and wireless sound'],
  ['Accessories', 'Chargers, cases, cables and more'],
  ['Televisions', 'Smart TVs and home cinema'],
  ['Kids Clothing', 'Comfortable clothes for children'],
  ['Living Room', 'Sofas, tables and decoration'],
  ['Sports', 'Gear for training and the outdoors'],
  ['Books', null],
  ['Beauty', 'Skin care and cosmetics'],
] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const dayStart = (now: number) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/**
 * Builds the whole shop from one seed: categories → products → users → addresses → orders, in
 * that order, so every foreign key points at something real and every total is derived. The same
 * seed gives the same shop on every run (dates are offsets from `now`).
 */
export function buildSeed(options: SeedOptions = {}): DbState {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Date.now();
  const today = dayStart(now);
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);

  // A moment on the day `daysAgo` days back, never later than now.
  const at = (daysAgo: number) => {
    const ms =
      today - daysAgo * DAY + faker.number.int({ min: 8 * 3_600_000, max: 20 * 3_600_000 });
    return new Date(Math.min(ms, now)).toISOString();
  };

  const categories: CategoryRow[] = CATEGORY_NAMES.map(([name, description], i) => {
    const createdAt = at(400 - i * 7);
    return {
      categoryId: i + 1,
      categoryName: name,
      description,
      isActive: name !== 'Beauty',
      createdAt,
      updatedAt: i % 3 === 0 ? at(faker.number.int({ min: 1, max: 60 })) : createdAt,
    };
  });

  const productCount = options.products ?? 200;
  const products: ProductRow[] = [];
  for (let id = 1; id <= productCount; id++) {
    const price = round2(faker.number.float({ min: 5, max: 1500, fractionDigits: 2 }));
    const discount = faker.datatype.boolean({ probability: 0.4 })
      ? faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 40, 50])
      : 0;
    const roll = faker.number.int({ min: 1, max: 100 });
    // About 10% out of stock and 15% low stock, so every stock colour and "Stock Out" is on show.
    const quantity =
      roll <= 10
        ? 0
        : roll <= 25
          ? faker.number.int({ min: 1, max: 9 })
          : faker.number.int({ min: 10, max: 250 });
    products.push({
      productId: id,
      productName: faker.commerce.productName(),
      image: `product-${id}.svg`,
      description: faker.commerce.productDescription(),
      quantity,
      price,
      discount,
      // The real server stores price × (1 − discount/100) unrounded; keep that.
      specialPrice: price * (1 - discount / 100),
      categoryId: faker.number.int({ min: 1, max: categories.length }),
      brand: faker.company.name(),
      active: faker.datatype.boolean({ probability: 0.95 }),
      createdAt: at(faker.number.int({ min: 0, max: 365 })),
    });
  }

  const userCount = options.users ?? 50;
  const users: UserRow[] = [
    fixedUser(1, 'admin', 'adminPass', 'admin@shop.com', [
      'ROLE_USER',
      'ROLE_SELLER',
      'ROLE_ADMIN',
    ]),
    fixedUser(2, 'user1', 'password1', 'user1@shop.com', ['ROLE_USER']),
    fixedUser(3, 'seller1', 'password2', 'seller1@shop.com', ['ROLE_USER', 'ROLE_SELLER']),
  ].map((u, i) => ({ ...u, createdAt: at(500 - i) }));
  for (let id = users.length + 1; id <= userCount; id++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const username = faker.internet
      .username({ firstName, lastName })
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, 16)
      .concat(String(id));
    users.push({
      id,
      username,
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      password: 'password1',
      firstName,
      lastName,
      phone: faker.datatype.boolean({ probability: 0.7 }) ? faker.phone.number() : null,
      active: faker.datatype.boolean({ probability: 0.85 }),
      roles: ['ROLE_USER'],
      // A few sign-ups today so "new users today" is never a constant.
      createdAt: at(id % 17 === 0 ? 0 : faker.number.int({ min: 1, max: 365 })),
    });
  }

  const addresses: AddressRow[] = [];
  for (const user of users) {
    const count = user.username === 'user1' ? 2 : faker.number.int({ min: 0, max: 2 });
    for (let i = 0; i < count; i++) {
      addresses.push({
        addressId: addresses.length + 1,
        userId: user.id,
        street: faker.location.street(),
        buildingName: `${faker.location.buildingNumber()} ${faker.word.noun()} House`,
        city: faker.location.city(),
        state: faker.location.state(),
        country: faker.location.country(),
        pincode: faker.location.zipCode('#####'),
      });
    }
  }

  const orders = buildOrders(faker, { users, products, addresses, now, at }, options.orders ?? 300);
  const itemCount = orders.reduce((n, o) => n + o.items.length, 0);

  return {
    seed,
    categories,
    products,
    users,
    addresses,
    orders,
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
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      phone: faker.phone.number(),
      active: true,
      createdAt: '',
    };
  }
}

const STATUSES = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'] as const;

function buildOrders(
  faker: Faker,
  ctx: {
    users: UserRow[];
    products: ProductRow[];
    addresses: AddressRow[];
    now: number;
    at: (daysAgo: number) => string;
  },
  count: number,
): OrderRow[] {
  const shoppers = ctx.users.filter((u) => !u.roles.includes('ROLE_ADMIN'));
  const orders: OrderRow[] = [];
  let orderItemId = 1;
  for (let orderId = 1; orderId <= count; orderId++) {
    // Spread over the last 90 days, with a handful today so "today" figures are never empty.
    const daysAgo = orderId <= 6 ? 0 : faker.number.int({ min: 0, max: 89 });
    const createdAt = ctx.at(daysAgo);
    const created = Date.parse(createdAt);
    const user = faker.helpers.arrayElement(shoppers);
    const address = ctx.addresses.find((a) => a.userId === user.id) ?? null;
    const items: OrderItemRow[] = faker.helpers
      .arrayElements(ctx.products, { min: 1, max: 4 })
      .map((p) => ({
        orderItemId: orderItemId++,
        productId: p.productId,
        productName: p.productName,
        image: p.image,
        quantity: faker.number.int({ min: 1, max: 3 }),
        discount: p.discount,
        orderedProductPrice: round2(p.specialPrice),
      }));
    const totalAmount = round2(items.reduce((s, i) => s + i.orderedProductPrice * i.quantity, 0));
    // Every status appears; older orders are further along, as in a real shop.
    const orderStatus =
      orderId <= STATUSES.length
        ? STATUSES[orderId - 1]!
        : daysAgo < 2
          ? faker.helpers.arrayElement(['pending_payment', 'paid', 'paid'] as const)
          : daysAgo < 10
            ? faker.helpers.arrayElement(['paid', 'shipped', 'shipped', 'cancelled'] as const)
            : faker.helpers.arrayElement([
                'completed',
                'completed',
                'completed',
                'shipped',
                'cancelled',
              ] as const);
    const paymentStatus: PaymentStatus =
      orderStatus === 'pending_payment'
        ? 'pending'
        : orderStatus === 'cancelled'
          ? faker.helpers.arrayElement(['failed', 'pending'] as const)
          : 'completed';
    // Later steps happen hours after the order, but never in the future.
    const hours = (h: number) => new Date(Math.min(created + h * 3_600_000, ctx.now)).toISOString();
    const paidAt = paymentStatus === 'completed' ? hours(0.2) : null;
    const shippedAt = orderStatus === 'shipped' || orderStatus === 'completed' ? hours(30) : null;
    const deliveredAt = orderStatus === 'completed' ? hours(80) : null;
    const updatedAt = deliveredAt ?? shippedAt ?? paidAt ?? createdAt;
    orders.push({
      orderId,
      userId: user.id,
      email: user.email,
      items,
      orderDate: createdAt.slice(0, 10),
      createdAt,
      updatedAt,
      paidAt,
      shippedAt,
      deliveredAt,
      orderStatus,
      paymentStatus,
      paymentMethod: faker.helpers.arrayElement(['online', 'online', 'online', 'paypal']),
      pgPaymentId: paidAt ? `pi_${faker.string.alphanumeric(24)}` : null,
      totalAmount,
      addressId: address?.addressId ?? null,
      shippingAddress: address
        ? {
            street: address.street,
            city: address.city,
            state: address.state,
            zipCode: address.pincode,
            country: address.country,
          }
        : {
            street: faker.location.street(),
            city: faker.location.city(),
            state: faker.location.state(),
            zipCode: faker.location.zipCode('#####'),
            country: faker.location.country(),
          },
      trackingNumber: shippedAt ? `TRK${faker.string.numeric(10)}` : null,
    });
  }
  return orders
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((o, i) => ({
      ...o,
      orderId: i + 1,
    }));
}
