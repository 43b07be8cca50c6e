import { defineMessage } from 'react-intl';

/** OVL-01's texts: the social promotion overlay. */
export const promotionOverlayMessages = {
  title: defineMessage<{ site: string }>({
    id: 'content.promotion-overlay.title',
    defaultMessage: 'Follow {site} on Facebook',
    description:
      'Promotion overlay: title of the dialog that shows the club’s Facebook page; site is the website’s name',
  }),
  frameTitle: defineMessage<{ site: string }>({
    id: 'content.promotion-overlay.frame-title',
    defaultMessage: 'The Facebook page of {site}',
    description: 'Promotion overlay: accessible name of the embedded Facebook page; site is the website’s name',
  }),
};
