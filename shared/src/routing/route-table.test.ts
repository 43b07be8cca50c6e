import { findRouteOwner } from './route-table';

test.each([
  ['/', 'mf_content'],
  ['/article/12/ajax-win', 'mf_content'],
  ['/matchcenter', 'mf_matchcenter'],
  ['/matchcenter/rankings/league/eredivisie', 'mf_matchcenter'],
  ['/football-pool/predictions', 'mf_football_pool'],
  ['/user/profile', 'mf_account'],
  ['/contact', 'mf_account'],
  ['/community/', 'mf_community'],
  ['/matchcentre-typo', null],
  ['/nowhere', null],
])('[PLT-09] %s is owned by %s', (path, owner) => {
  expect(findRouteOwner(path)).toBe(owner);
});
