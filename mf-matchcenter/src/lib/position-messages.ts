import { defineMessages } from 'react-intl';

/** The squad's position groups (GK, DEF, MF, ST): the team page's squad and the fans' line-up widget; Dutch in lang/nl.json. */
export const positionMessages = defineMessages({
  positionGK: {
    id: 'matchcenter.position.gk',
    defaultMessage: 'Goalkeepers',
    description: 'Squad group heading: goalkeepers (GK)',
  },
  positionDEF: {
    id: 'matchcenter.position.def',
    defaultMessage: 'Defenders',
    description: 'Squad group heading: defenders (DEF)',
  },
  positionMF: {
    id: 'matchcenter.position.mf',
    defaultMessage: 'Midfielders',
    description: 'Squad group heading: midfielders (MF)',
  },
  positionST: {
    id: 'matchcenter.position.st',
    defaultMessage: 'Attackers',
    description: 'Squad group heading: attackers (ST)',
  },
});
