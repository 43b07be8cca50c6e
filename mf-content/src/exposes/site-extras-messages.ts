// The texts of the site-wide extras, as one message bundle (src/i18n/bundles.json "site-extras"): a
// page that shows the smart bar or the overlay loads these few texts, not the remote's catalogue.
export { smartBarMessages } from '../features/smart-bar/components/smart-bar-messages';
export { promotionOverlayMessages } from '../features/promotion-overlay/components/promotion-overlay-messages';
