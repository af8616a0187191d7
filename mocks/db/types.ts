import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];

// The mock server's own tables. They hold what a real database would (foreign keys, passwords,
// snapshots) and are turned into the contract's DTOs by serializers.ts, so the wire shapes are
// always the generated ones.
export type Role = Schemas['Role'];
export type PaymentStatus = Schemas['PaymentStatus'];

export interface CategoryRow {
  categoryId: number;
  categoryName: string;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProductRow {
  productId: number;
  productName: string;
  image: string;
  description: string;
  quantity: number;
  price: number;
  discount: number;
  specialPrice: number;
  categoryId: number;
  brand: string;
  active: boolean;
  createdAt: string;
}

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  active: boolean;
  roles: Role[];
  createdAt: string;
}

export interface AddressRow {
  addressId: number;
  userId: number;
  street: string;
  buildingName: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
}

export interface OrderItemRow {
  orderItemId: number;
  productId: number;
  /** What the product looked like when ordered, so a later edit or delete keeps the order readable. */
  productName: string;
  image: string;
  quantity: number;
  discount: number;
  orderedProductPrice: number;
}

export interface OrderRow {
  orderId: number;
  userId: number;
  email: string;
  items: OrderItemRow[];
  orderDate: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  orderStatus: string;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  pgPaymentId: string | null;
  totalAmount: number;
  addressId: number | null;
  shippingAddress: Schemas['ShippingAddress'];
  trackingNumber: string | null;
}

/** A review (the reviews extension, docs/contract-changes.md): one per person and product. */
export interface ReviewRow {
  reviewId: number;
  productId: number;
  userId: number;
  /** The writer's user name when written (public pages read reviews without the users table). */
  author: string;
  rating: number;
  title: string;
  text: string;
  status: Schemas['ReviewStatus'];
  createdAt: string;
  updatedAt: string;
}

export interface CartRow {
  cartId: number;
  userId: number;
  items: { productId: number; quantity: number }[];
}

export interface SessionRow {
  token: string;
  userId: number;
  expiresAt: number;
}

export interface UploadedImage {
  contentType: string;
  /** base64 */
  data: string;
}

export interface DbState {
  seed: number;
  /** The moment the dates were drawn relative to ("now" for the seed; see ./rebase.ts). */
  asOf: number;
  categories: CategoryRow[];
  products: ProductRow[];
  users: UserRow[];
  addresses: AddressRow[];
  orders: OrderRow[];
  /** Public data (shown with the catalogue), so in the shop's first part (./split-shop.ts). */
  reviews: ReviewRow[];
  carts: CartRow[];
  sessions: SessionRow[];
  images: Record<string, UploadedImage>;
  nextId: Record<
    'category' | 'product' | 'user' | 'address' | 'order' | 'orderItem' | 'cart' | 'review',
    number
  >;
}
