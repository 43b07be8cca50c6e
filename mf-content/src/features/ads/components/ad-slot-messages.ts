import { defineMessages } from 'react-intl';

export const adSlotMessages = defineMessages({
  label: {
    id: 'content.ads.label',
    defaultMessage: 'Advertisement',
    description: 'Label above every ad slot (and above the alternative shown to readers who block ads)',
  },
});
