import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { storedUserAtom } from '../session/session-atoms';
import { useAppearance } from './appearance';

function Appearance() {
  useAppearance();
  return null;
}

const user = {
  id: 1,
  username: 'fan',
  image: null,
  profile_image: null,
  role: null,
  isAdmin: false,
  can_place_comments: true,
  meta: [],
  name: null,
};

test('[PLT-07] dark mode and large text follow the user settings at once', () => {
  const store = createStore();
  store.set(storedUserAtom, { ...user, settings: { night_mode: '1', text_size: 'big' } });
  render(
    <Provider store={store}>
      <Appearance />
    </Provider>,
  );
  expect(document.documentElement).toHaveClass('theme-dark');
  expect(document.documentElement).toHaveClass('text-large');
  act(() => store.set(storedUserAtom, { ...user, settings: { night_mode: '0', text_size: 'small' } }));
  expect(document.documentElement).not.toHaveClass('theme-dark');
  expect(document.documentElement).not.toHaveClass('text-large');
});
