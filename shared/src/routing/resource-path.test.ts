import { resourcePath } from './resource-path';

describe('resourcePath', () => {
  it('[ACC-10] names the page of each commentable resource, so a social login returns there', () => {
    expect(resourcePath('article', '12')).toBe('/article/12');
    expect(resourcePath('fixture', 7)).toBe('/matchcenter/match/7');
    expect(resourcePath('forum', '3')).toBe('/forum/topic/3');
  });

  it('[ACC-10] gives no path for an unknown type or an id that is not a positive number', () => {
    expect(resourcePath('poll', '1')).toBeNull();
    expect(resourcePath('article', '../admin')).toBeNull();
    expect(resourcePath('article', '0')).toBeNull();
  });
});
