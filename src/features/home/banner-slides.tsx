import type { ReactNode } from 'react';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** Three slides (kids' clothing, smart TV, living room), each with a Shop link. */
export interface BannerSlide {
  title: string;
  text: string;
  gradient: string;
  picture: ReactNode;
}

// Drawn inline: the banner needs no image files and looks the same with or without a network.
const stroke = {
  fill: 'none',
  stroke: 'rgba(255,255,255,0.9)',
  strokeWidth: 6,
  strokeLinejoin: 'round',
} as const;

const KidsShirt = (
  <svg viewBox="0 0 200 160" aria-hidden="true">
    <path
      d="M70 20l-45 25 18 32 17-9v72h80V68l17 9 18-32-45-25c-5 14-16 22-30 22S75 34 70 20z"
      {...stroke}
    />
    <circle cx="100" cy="95" r="14" fill="rgba(255,255,255,0.35)" />
  </svg>
);

const SmartTv = (
  <svg viewBox="0 0 200 160" aria-hidden="true">
    <rect x="20" y="20" width="160" height="100" rx="8" {...stroke} />
    <path d="M70 140h60M100 120v20" {...stroke} />
    <path d="M88 52l30 18-30 18z" fill="rgba(255,255,255,0.9)" />
  </svg>
);

const LivingRoomSofa = (
  <svg viewBox="0 0 200 160" aria-hidden="true">
    <path d="M40 70V50c0-8 6-14 14-14h92c8 0 14 6 14 14v20" {...stroke} />
    <path
      d="M25 75c0-7 5-12 12-12s12 5 12 12v15h102V75c0-7 5-12 12-12s12 5 12 12v45H25z"
      {...stroke}
    />
    <path d="M40 120v14M160 120v14" {...stroke} />
  </svg>
);

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    ...STOREFRONT_TEXTS.home.slides.kids,
    gradient: 'linear-gradient(120deg, #f76707 0%, #e64980 100%)',
    picture: KidsShirt,
  },
  {
    ...STOREFRONT_TEXTS.home.slides.tv,
    gradient: 'linear-gradient(120deg, #1c7ed6 0%, #5f3dc4 100%)',
    picture: SmartTv,
  },
  {
    ...STOREFRONT_TEXTS.home.slides.livingRoom,
    gradient: 'linear-gradient(120deg, #0ca678 0%, #1098ad 100%)',
    picture: LivingRoomSofa,
  },
];
