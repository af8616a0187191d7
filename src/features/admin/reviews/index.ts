// The admin reviews feature's public entry: what other admin features may use.
export { PendingReviewsCard } from './components/pending-reviews-card';
export { useReviewsOffered } from './use-reviews-offered';
