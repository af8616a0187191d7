import type { components } from '@/api/schema.gen';
import { db } from './database';
import { ratingOf } from './reviews';
import type { AddressRow, CategoryRow, OrderRow, ProductRow, UserRow } from './types';

type S = components['schemas'];

// Rows → the contract's DTOs, in the canonical spelling (the real server's Java field names).

export function soldQuantities(): Map<number, number> {
  const sold = new Map<number, number>();
  for (const order of db().orders) {
    if (order.paymentStatus !== 'completed') continue;
    for (const item of order.items) {
      sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
    }
  }
  return sold;
}

export function toProductDto(
  row: ProductRow,
  opts: { imageBase?: string; sold?: Map<number, number> } = {},
): S['Product'] {
  const category = db().categories.find((c) => c.categoryId === row.categoryId);
  return {
    productId: row.productId,
    productName: row.productName,
    // GET /public/products on the real server returns a full URL; other endpoints a bare name.
    image: opts.imageBase ? `${opts.imageBase}/${encodeURIComponent(row.image)}` : row.image,
    description: row.description,
    quantity: row.quantity,
    price: row.price,
    discount: row.discount,
    specialPrice: row.specialPrice,
    category: category
      ? { categoryId: category.categoryId, categoryName: category.categoryName }
      : undefined,
    brand: row.brand,
    active: row.active,
    soldQuantity: opts.sold?.get(row.productId) ?? 0,
    createdAt: row.createdAt,
    // The reviews extension: a server without it sends none (mocks/quirks/no-reviews.ts).
    rating: ratingOf(row.productId),
  };
}

export function toCategoryDto(row: CategoryRow): S['Category'] {
  return {
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    description: row.description,
    productCount: db().products.filter((p) => p.categoryId === row.categoryId).length,
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toAddressDto(row: AddressRow): S['Address'] {
  const { userId: _owner, ...address } = row;
  return address;
}

export function toOrderDto(row: OrderRow): S['Order'] {
  const user = db().users.find((u) => u.id === row.userId);
  const products = db().products;
  return {
    orderId: row.orderId,
    email: row.email,
    orderItems: row.items.map((item) => {
      const live = products.find((p) => p.productId === item.productId);
      const product: S['Product'] = live
        ? toProductDto(live)
        : {
            productId: item.productId,
            productName: item.productName,
            image: item.image,
            price: item.orderedProductPrice,
            specialPrice: item.orderedProductPrice,
            quantity: 0,
          };
      return {
        orderItemId: item.orderItemId,
        product,
        quantity: item.quantity,
        discount: item.discount,
        orderedProductPrice: item.orderedProductPrice,
      };
    }),
    orderDate: row.orderDate,
    payment: {
      paymentId: row.orderId,
      paymentMethod: row.paymentMethod,
      pgPaymentId: row.pgPaymentId,
      pgStatus: row.paymentStatus === 'completed' ? 'succeeded' : row.paymentStatus,
      pgResponseMessage: row.paymentStatus === 'completed' ? 'Payment successful' : null,
      pgName: row.paymentMethod === 'online' ? 'Stripe' : 'PayPal',
    },
    totalAmount: row.totalAmount,
    orderStatus: row.orderStatus,
    addressId: row.addressId,
    customerName: user ? fullName(user) : row.email,
    customerPhone: user?.phone ?? null,
    paymentStatus: row.paymentStatus,
    trackingNumber: row.trackingNumber,
    shippingAddress: row.shippingAddress,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    updatedAt: row.updatedAt,
  };
}

export function fullName(user: UserRow): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.username;
}

export function toAdminUserDto(row: UserRow): S['AdminUser'] {
  const orders = db().orders.filter((o) => o.userId === row.id && o.paymentStatus === 'completed');
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    active: row.active,
    roles: row.roles,
    createdAt: row.createdAt,
    totalOrders: db().orders.filter((o) => o.userId === row.id).length,
    totalSpent: Math.round(orders.reduce((s, o) => s + o.totalAmount, 0) * 100) / 100,
  };
}

/** The same DTOs in the alternative spelling (scenario "alternative-spellings"). */
export function toProductAlt(dto: S['Product']): S['ProductAlt'] {
  const { productId, productName, soldQuantity, category, ...rest } = dto;
  return {
    ...rest,
    id: productId,
    name: productName,
    sales: soldQuantity,
    category: category ? { id: category.categoryId, name: category.categoryName } : undefined,
  };
}

export function toCategoryAlt(dto: S['Category']): S['CategoryAlt'] {
  const { categoryId, categoryName, ...rest } = dto;
  return { ...rest, id: categoryId, name: categoryName };
}

export function toAddressAlt(dto: S['Address']): S['AddressAlt'] {
  const { buildingName, pincode, ...rest } = dto;
  return { ...rest, building: buildingName, zipCode: pincode };
}

export function toOrderAlt(dto: S['Order']): S['OrderAlt'] {
  const { orderId, orderStatus, orderItems, email, orderDate, payment, ...rest } = dto;
  return {
    ...rest,
    id: orderId,
    orderNumber: `SO-${String(orderId).padStart(6, '0')}`,
    status: orderStatus,
    customerEmail: email,
    paymentMethod: payment?.paymentMethod,
    createdAt: dto.createdAt ?? `${orderDate}T00:00:00Z`,
    items: orderItems.map((item) => ({
      id: item.orderItemId,
      productId: 'productId' in item.product ? item.product.productId : undefined,
      name: 'productName' in item.product ? item.product.productName : undefined,
      quantity: item.quantity,
      price: item.orderedProductPrice,
    })),
  };
}
