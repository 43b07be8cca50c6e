/** Texts of WP-01: web push, merged by i18n/messages.ts. Keys start with 'webPush.'. */
const en = {
  'webPush.endpointRequired': 'The subscription needs an endpoint.',
  'webPush.endpointTooLong': 'The endpoint may be at most {max} characters.',
  'webPush.badEndpoint': 'The endpoint must be an https:// address of a push service.',
  'webPush.privateEndpoint': 'The endpoint must be a push service on the public internet.',
  'webPush.badP256dh': 'The p256dh key must be a base64url P-256 public key (65 bytes, uncompressed).',
  'webPush.badAuth': 'The auth secret must be 16 bytes, base64url.',
  'webPush.unknownSubscription': 'This push subscription does not exist.',
  'webPush.unsubscribed': 'You will no longer get push notifications.',
  'attribute.endpoint': 'endpoint',
  'attribute.keys.p256dh': 'p256dh key',
  'attribute.keys.auth': 'auth secret',
} as const;

const nl: Record<keyof typeof en, string> = {
  'webPush.endpointRequired': 'Het abonnement heeft een endpoint nodig.',
  'webPush.endpointTooLong': 'Het endpoint mag hoogstens {max} tekens lang zijn.',
  'webPush.badEndpoint': 'Het endpoint moet een https://-adres van een pushdienst zijn.',
  'webPush.privateEndpoint': 'Het endpoint moet een pushdienst op het openbare internet zijn.',
  'webPush.badP256dh':
    'De p256dh-sleutel moet een publieke P-256-sleutel in base64url zijn (65 bytes, ongecomprimeerd).',
  'webPush.badAuth': 'Het auth-geheim moet 16 bytes in base64url zijn.',
  'webPush.unknownSubscription': 'Dit pushabonnement bestaat niet.',
  'webPush.unsubscribed': 'Je krijgt geen pushmeldingen meer.',
  'attribute.endpoint': 'endpoint',
  'attribute.keys.p256dh': 'p256dh-sleutel',
  'attribute.keys.auth': 'auth-geheim',
};

export const webPushMessages = { en, nl };
