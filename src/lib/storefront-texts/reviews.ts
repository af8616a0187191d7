import { formatCount } from '../money';

/**
 * The storefront's texts for ratings and reviews (docs/product/storefront.md#28b-reviews), in
 * the style of `STOREFRONT_TEXTS`: English, texts with a value in them are functions.
 */
const stars = (n: number) => (n === 1 ? '1 star' : `${n} stars`);
const reviewsCount = (n: number) => (n === 1 ? '1 review' : `${formatCount(n)} reviews`);

export const REVIEW_TEXTS = {
  /** The stars' accessible name, on a card and on the product page. */
  rated: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${reviewsCount(count)}`,
  count: (count: number) => `(${formatCount(count)})`,
  reviewsCount,
  section: {
    heading: 'Customer reviews',
    none: 'No reviews yet.',
    average: (average: number) => `${average.toFixed(1)} out of 5`,
    distribution: 'Reviews by stars',
    /** A bar of the distribution: a button that shows only those reviews. */
    starRow: (n: number, count: number) => `${stars(n)}: ${reviewsCount(count)}`,
    showingStars: (n: number) => `Showing ${stars(n)} reviews only.`,
    showAll: 'Show all reviews',
    noneWithStars: (n: number) => `No ${stars(n)} reviews.`,
    sort: 'Sort reviews',
    sorts: { newest: 'Newest first', highest: 'Highest rated', lowest: 'Lowest rated' },
    by: (author: string, date: string) => `${author}, ${date}`,
    starsOf: (n: number) => `${stars(n)} out of 5`,
    previous: 'Previous reviews',
    next: 'Next reviews',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    loadFailed: 'The reviews could not be loaded.',
    retry: 'Try again',
  },
  mine: {
    write: 'Write a review',
    heading: 'Your review',
    pending: 'Your review is waiting for approval',
    approved: 'Your review is published.',
    rejected: 'Your review was not published. You can change it and send it again.',
    edit: 'Edit your review',
    delete: 'Delete your review',
    deleteConfirm: 'Delete your review? This cannot be undone.',
    deleteYes: 'Delete',
    deleteNo: 'Keep it',
    deleted: 'Your review was deleted.',
    deleteFailed: 'Your review could not be deleted. Please try again.',
  },
  form: {
    label: 'Your review of this product',
    rating: 'Your rating',
    starLabel: (n: number) => stars(n),
    ratingRequired: 'Choose from 1 to 5 stars',
    title: 'Title',
    titleRequired: 'Enter a title',
    titleTooLong: (max: number) => `At most ${max} characters`,
    text: 'Your review',
    textRequired: 'Write a few words about the product',
    textTooLong: (max: number) => `At most ${max} characters`,
    send: 'Send review',
    save: 'Save changes',
    cancel: 'Cancel',
    failed: 'Your review could not be sent. What you wrote is kept: please try again.',
  },
} as const;
